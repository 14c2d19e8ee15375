import { eq } from 'drizzle-orm';
import { BUDGET_BANDS, type BudgetBand } from '../../../contract/budget';
import type { Project } from '../../../contract/project';
import { moscowMoment } from '../../../contract/moscow-moment';
import type { Db } from '../../db/client';
import { companies, tenders } from '../../db/schema';
import { notifyAgencies } from './confidential';
import { record } from './protocol';
import { inviteeAgencies } from './questions.service';
import { isOpen } from './views';

// The brief changed during the tender (or while agencies are invited): every invitee is told what changed,
// the protocol keeps it, proposals sent before are marked, and the proposals' deadline moves so that at least
// half of the tender's original period remains for answering the new brief.

/** The brief's fields an invitee is told of, in the words of its notification. */
const BRIEF_FIELDS = {
  title: 'название',
  description: 'описание',
  budget: 'бюджет',
  start_date: 'дата начала',
  deadline: 'срок сдачи',
} as const satisfies Partial<Record<keyof Project, string>>;
type BriefField = keyof typeof BRIEF_FIELDS;

/** A field's value as the protocol keeps it: a budget band by its label. */
const shown = (field: BriefField, value: Project[BriefField]) =>
  field === 'budget' && value !== null ? BUDGET_BANDS[value as BudgetBand] : value;

/** Whether a proposal sent at `submittedAt` answers the brief before its last change («до изменения ТЗ»). */
export const beforeBriefChange = (submittedAt: Date | null, briefChangedAt: Date | null) =>
  submittedAt !== null && briefChangedAt !== null && submittedAt < briefChangedAt;

/**
 * Called by the project's PATCH inside its transaction, the project's row locked, with the project before and
 * after. Nothing happens unless the brief's fields changed while the project is in `tender`, or in `matching`
 * with agencies still invited.
 */
export async function afterBriefChange(
  tx: Db,
  before: Project,
  after: Project,
  userId: number,
  now: Date,
): Promise<void> {
  if (before.status !== 'tender' && before.status !== 'matching') return;
  const fields = (Object.keys(BRIEF_FIELDS) as BriefField[]).filter(
    (field) => before[field] !== after[field],
  );
  if (fields.length === 0) return;
  const [tender] = await tx.select().from(tenders).where(eq(tenders.projectId, before.id));
  if (!tender && (await inviteeAgencies(tx, before.id, now)).length === 0) return;

  const step = { projectId: before.id, at: now, isPublic: true };
  await record(tx, {
    ...step,
    kind: 'brief_changed',
    side: 'client',
    userId,
    details: {
      fields,
      changes: Object.fromEntries(
        fields.map((field) => [
          field,
          { from: shown(field, before[field]), to: shown(field, after[field]) },
        ]),
      ),
    },
  });
  let moved: Date | null = null;
  if (tender) {
    // Half the period the tender opened with, kept after the change: a late change cannot leave hours.
    // Rounded up to a whole millisecond: at least half, and a Date holds no fraction.
    const half = Math.ceil((tender.initialDeadline.getTime() - tender.openedAt.getTime()) / 2);
    const open = isOpen(tender.deadline, before.status, now);
    if (open && tender.deadline.getTime() - now.getTime() < half)
      moved = new Date(now.getTime() + half);
    await tx
      .update(tenders)
      .set({ briefChangedAt: now, ...(moved && { deadline: moved }) })
      .where(eq(tenders.id, tender.id));
    if (moved)
      await record(tx, {
        ...step,
        kind: 'deadline_moved',
        side: 'platform',
        userId: null,
        details: {
          previous_deadline: tender.deadline.toISOString(),
          deadline: moved.toISOString(),
        },
      });
  }
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, before.company));
  await notifyAgencies(tx, {
    kind: 'tender_brief_changed',
    projectId: before.id,
    agencies: await inviteeAgencies(tx, before.id, now),
    right: 'view',
    params: {
      project_id: before.id,
      project: after.title,
      company: company?.name ?? '',
      changes: fields.map((field) => BRIEF_FIELDS[field]).join(', '),
      deadline: moved && moscowMoment(moved),
    },
    at: now,
  });
}
