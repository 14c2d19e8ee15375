import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { TENDER_MESSAGES } from '../../../contract/tender';
import {
  TENDER_EVENT_KINDS,
  TENDER_EVENT_SIDES,
  type TenderEventKind,
  type TenderEventSide,
} from '../../../contract/tender-protocol';
import type { ProtocolEvent, TenderProtocol } from '../../../contract/tender-protocol-api';
import type { Db } from '../../db/client';
import { contractors, tenderEvents, tenders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../auth';
import { agencyInvitation, clientProject, projectById, type TenderProject } from './access';
import { assertBriefOpen } from './confidential';
import { detailsLine, outcomeLine } from './protocol-text';
import { closingOf } from './views';

// Reading the tender's protocol. The client company reads every step, each with the person who took it and
// the agency it concerns. An invited agency reads the steps that concern it and the public ones: the client's
// steps under the client company's name, its own under its people's names, and no other agency's name or
// figures but the winner's name in `winner_chosen`, the outcome every invitee is told. Anyone else: 404.

/** Who reads: the client company, or one invited agency. */
type Reader = { side: 'client' } | { side: 'agency'; contractorId: number; name: string };

type EventRow = typeof tenderEvents.$inferSelect;

/** Figures of another agency's proposal stay with the client, even inside a public step. */
const AGENCY_FIGURES = new Set(['price', 'timeline_days']);

async function readerOf(
  db: Db,
  principal: Principal,
  projectId: number,
): Promise<{ reader: Reader; project: TenderProject }> {
  if (principal.company)
    return {
      reader: { side: 'client' },
      project: await clientProject(db, principal, projectId),
    };
  const contractorId = principal.contractor?.contractorId;
  if (contractorId === undefined) throw notFound(TENDER_MESSAGES.notYourProject);
  await agencyInvitation(db, contractorId, projectId);
  // Before a confidential project's terms, the protocol (the client's name, the brief's changes) waits.
  await assertBriefOpen(db, contractorId, projectId);
  const [agency] = await db
    .select({ name: contractors.name })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return {
    reader: { side: 'agency', contractorId, name: agency?.name ?? '' },
    project: await projectById(db, projectId),
  };
}

/** The step as the reader may see it. */
function toEvent(row: EventRow, reader: Reader, companyName: string): ProtocolEvent {
  const kind = row.kind as TenderEventKind;
  const side = row.actorSide as TenderEventSide;
  const base = {
    id: row.id,
    kind,
    label: TENDER_EVENT_KINDS[kind],
    at: row.at.toISOString(),
    side,
  };
  const named = (name: string) => (name === '' ? null : name);
  if (reader.side === 'client')
    return {
      ...base,
      actor: side === 'platform' ? TENDER_EVENT_SIDES.platform : row.actorName,
      agency: named(row.contractorName),
      details: detailsLine(row.details),
    };
  const own = row.contractorId === reader.contractorId;
  const actor =
    side === 'platform'
      ? TENDER_EVENT_SIDES.platform
      : side === 'client'
        ? companyName
        : own
          ? row.actorName
          : '';
  const details = own
    ? row.details
    : Object.fromEntries(Object.entries(row.details).filter(([key]) => !AGENCY_FIGURES.has(key)));
  return {
    ...base,
    actor,
    agency: own || kind === 'winner_chosen' ? named(row.contractorName) : null,
    details: detailsLine(details),
  };
}

/** GET projects/{id}/protocol/: the protocol of the project as the caller may read it, oldest step first. */
export async function protocolFor(
  db: Db,
  principal: Principal,
  projectId: number,
): Promise<TenderProtocol> {
  const { reader, project } = await readerOf(db, principal, projectId);
  const visible: SQL | undefined =
    reader.side === 'client'
      ? undefined
      : or(eq(tenderEvents.contractorId, reader.contractorId), eq(tenderEvents.isPublic, true));
  const [rows, [tender], closing] = await Promise.all([
    db
      .select()
      .from(tenderEvents)
      .where(and(eq(tenderEvents.projectId, projectId), visible))
      .orderBy(asc(tenderEvents.id)),
    db
      .select({
        openedAt: tenders.openedAt,
        deadline: tenders.deadline,
        initialDeadline: tenders.initialDeadline,
      })
      .from(tenders)
      .where(eq(tenders.projectId, projectId)),
    closingOf(db, projectId),
  ]);
  return {
    project: project.id,
    title: project.title,
    company_name: project.companyName,
    reader_agency: reader.side === 'agency' ? reader.name : null,
    tender: tender
      ? {
          opened_at: tender.openedAt.toISOString(),
          deadline: tender.deadline.toISOString(),
          initial_deadline:
            tender.initialDeadline.getTime() === tender.deadline.getTime()
              ? null
              : tender.initialDeadline.toISOString(),
        }
      : null,
    closing,
    outcome: outcomeLine(closing),
    events: rows.map((row) => toEvent(row, reader, project.companyName)),
  };
}
