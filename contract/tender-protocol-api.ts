import { z } from 'zod';
import { closing } from './tender';
import {
  TENDER_EVENT_KINDS,
  TENDER_EVENT_SIDES,
  type TenderEventKind,
  type TenderEventSide,
} from './tender-protocol';

// GET /tender/api/v1/projects/{id}/protocol/: the tender's protocol as one reader may see it. The client reads
// every step with the person and the agency; an invited agency reads its own steps and the public ones, with
// the client's company for the client's steps and no other agency's name but the winner's.

const keys = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as [K, ...K[]];

/** One step of the protocol, as the reader may see it. */
export const protocolEvent = z.object({
  id: z.number().int(),
  kind: z.enum(keys<TenderEventKind>(TENDER_EVENT_KINDS)),
  /** The kind's Russian label. */
  label: z.string(),
  /** The server's time of the step (ISO 8601). */
  at: z.string(),
  side: z.enum(keys<TenderEventSide>(TENDER_EVENT_SIDES)),
  /** Who: the person, the client's company (for an agency reading), «Платформа»; '' when hidden. */
  actor: z.string(),
  /** The agency the step concerns, when the reader may know it. */
  agency: z.string().nullable(),
  /** The step's details as one Russian line; '' when none. */
  details: z.string(),
});
export type ProtocolEvent = z.infer<typeof protocolEvent>;

export const tenderProtocol = z.object({
  project: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  /** The agency reading (its excerpt), null for the client's full protocol. */
  reader_agency: z.string().nullable(),
  tender: z
    .object({
      opened_at: z.string(),
      deadline: z.string(),
      /** The deadline set at opening, when it was moved since. */
      initial_deadline: z.string().nullable(),
    })
    .nullable(),
  closing: closing.nullable(),
  /** The outcome as one Russian line: the winner, one outside the platform, a cancellation, or none yet. */
  outcome: z.string(),
  events: z.array(protocolEvent),
});
export type TenderProtocol = z.infer<typeof tenderProtocol>;
