import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isTenderOver } from '../../../contract/project-rules';
import {
  RUBRIC_MESSAGES,
  disagree,
  meanMark,
  moscowCalendarDay,
  proportionalMarks,
  timelineMarks,
  WEIGHTS_TOTAL,
  weightedTotal,
} from '../../../contract/tender-rubric';
import type {
  Evaluation,
  EvaluationSubmit,
  MarksUpdate,
  RubricCriterion,
  ScoredProposal,
} from '../../../contract/tender-rubric-api';
import type { Db } from '../../db/client';
import {
  companyAccounts,
  contractors,
  projects,
  tenderCandidates,
  tenderEvaluations,
  tenderMarks,
  tenders,
  users,
} from '../../db/schema';
import { validationError } from '../../http/errors';
import type { Principal } from '../auth';
import { clientProject, type TenderProject } from './access';
import { openFinalProposals } from './final-round';
import { openProposals } from './opening';
import { record } from './protocol';
import { ensureCriteria, storedCriteria } from './rubric';

// The client's people score the opened proposals on the rubric's people-criteria, each alone: marks are a
// draft until the person submits the round («Отправить оценки», every mark given); until then it reads only
// its own marks, afterwards every submitted evaluator's, their means, the totals and where they differ by 2
// or more. Price and timeline are scored from the proposals (contract/tender-rubric.ts). Round 2 is the final
// round: its finalists, scored once its deadline passed, on their final offers. Marks are taken only while
// the project is in `tender`.

export type Round = 1 | 2;

interface RoundState {
  project: TenderProject & { startDate: string | null; deadline: string | null };
  tenderId: number | null;
  criteria: RubricCriterion[];
  /** The round's proposals may be scored (opened; the final round's deadline passed). */
  ready: boolean;
  proposals: Omit<ScoredProposal, 'scores' | 'total'>[];
  /** The day the work is taken to start from, for the timeline's mark. */
  startDay: string;
}

async function roundState(
  db: Db,
  project: TenderProject,
  round: Round,
  now: Date,
): Promise<RoundState> {
  const [dates] = await db
    .select({ startDate: projects.startDate, deadline: projects.deadline })
    .from(projects)
    .where(eq(projects.id, project.id));
  const [tender] = await db.select().from(tenders).where(eq(tenders.projectId, project.id));
  const base = { project: { ...project, ...dates! }, startDay: moscowCalendarDay(now) };
  if (!tender)
    return {
      ...base,
      tenderId: null,
      criteria: await storedCriteria(db, project.id),
      ready: false,
      proposals: [],
    };
  const criteria = await ensureCriteria(db, project.id);
  const openedAt = await openProposals(db, project.id, now);
  const finalOpenedAt = round === 2 ? await openFinalProposals(db, project.id, now) : null;
  const ready = round === 1 ? openedAt !== null : finalOpenedAt !== null;
  const startAt = round === 1 ? openedAt : finalOpenedAt;
  const rows = !ready
    ? []
    : await db
        .select({
          candidate: tenderCandidates.id,
          contractor: tenderCandidates.contractorId,
          contractor_name: contractors.name,
          price: tenderCandidates.price,
          timeline_days: tenderCandidates.timelineDays,
          finalPrice: tenderCandidates.finalPrice,
          finalDays: tenderCandidates.finalTimelineDays,
        })
        .from(tenderCandidates)
        .innerJoin(contractors, eq(contractors.id, tenderCandidates.contractorId))
        .where(
          and(
            eq(tenderCandidates.tenderId, tender.id),
            isNotNull(tenderCandidates.submittedAt),
            round === 2 ? eq(tenderCandidates.finalist, true) : undefined,
          ),
        )
        .orderBy(asc(tenderCandidates.id));
  return {
    ...base,
    startDay: startAt ? moscowCalendarDay(startAt) : base.startDay,
    tenderId: tender.id,
    criteria,
    ready,
    // A finalist that sent no final offer stands by its first one.
    proposals: rows.map(({ finalPrice, finalDays, ...row }) =>
      round === 2
        ? { ...row, price: finalPrice ?? row.price, timeline_days: finalDays ?? row.timeline_days }
        : row,
    ),
  };
}

/** The company's people who score: its active people, and anyone who already submitted the round. */
async function evaluatorsOf(db: Db, companyId: number, tenderId: number | null, round: Round) {
  const people = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
      active: users.isActive,
    })
    .from(companyAccounts)
    .innerJoin(users, eq(users.id, companyAccounts.userId))
    .where(eq(companyAccounts.companyId, companyId))
    .orderBy(asc(users.id));
  const submitted =
    tenderId === null
      ? []
      : await db
          .select({ evaluator: tenderEvaluations.evaluatorId, at: tenderEvaluations.submittedAt })
          .from(tenderEvaluations)
          .where(and(eq(tenderEvaluations.tenderId, tenderId), eq(tenderEvaluations.round, round)));
  const submittedAt = new Map(submitted.map((row) => [row.evaluator, row.at]));
  return people
    .filter((p) => p.active || submittedAt.has(p.id))
    .map((p) => ({ id: p.id, name: p.name, submittedAt: submittedAt.get(p.id) ?? null }));
}

async function marksOf(db: Db, candidateIds: number[], round: Round) {
  if (candidateIds.length === 0) return [];
  return db
    .select({
      candidate: tenderMarks.candidateId,
      criterion: tenderMarks.criterionId,
      evaluator: tenderMarks.evaluatorId,
      mark: tenderMarks.mark,
    })
    .from(tenderMarks)
    .where(and(inArray(tenderMarks.candidateId, candidateIds), eq(tenderMarks.round, round)))
    .orderBy(asc(tenderMarks.evaluatorId));
}

type Mark = Awaited<ReturnType<typeof marksOf>>[number];

/**
 * The proposals' scores as `viewer` may read them: its own marks, and every submitted evaluator's once it
 * submitted itself; `viewer` null reads all submitted marks (the protocol's totals).
 */
export function scoreProposals(
  state: Pick<RoundState, 'project' | 'criteria' | 'proposals' | 'startDay'>,
  marks: Mark[],
  submitted: Set<number>,
  viewer: number | null,
): ScoredProposal[] {
  const sees = viewer === null || submitted.has(viewer);
  const prices = proportionalMarks(state.proposals.map((p) => p.price));
  const days = timelineMarks(
    state.proposals.map((p) => p.timeline_days),
    { start_date: state.project.startDate, deadline: state.project.deadline },
    state.startDay,
  );
  return state.proposals.map((proposal, i) => {
    const exact: { weight: number; mark: number | null }[] = [];
    const scores = state.criteria.map((criterion) => {
      if (criterion.kind !== 'people') {
        const mark = criterion.kind === 'price' ? prices[i]! : days[i]!;
        exact.push({ weight: criterion.weight, mark });
        return { criterion: criterion.id!, mark, marks: [], disagreement: false };
      }
      const these = marks.filter(
        (m) => m.candidate === proposal.candidate && m.criterion === criterion.id,
      );
      const given = these.filter((m) => submitted.has(m.evaluator));
      const values = given.map((m) => m.mark);
      // The mean itself counts in the total; the answer shows it to one decimal.
      const mean = values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
      exact.push({ weight: criterion.weight, mark: sees ? mean : null });
      return {
        criterion: criterion.id!,
        mark: sees ? meanMark(values) : null,
        marks: (sees ? given : these.filter((m) => m.evaluator === viewer)).map(
          ({ evaluator, mark }) => ({ evaluator, mark }),
        ),
        disagreement: sees && disagree(values),
      };
    });
    return { ...proposal, scores, total: weightedTotal(exact) };
  });
}

function noteOf(state: RoundState, round: Round, submitted: boolean): string | null {
  if (state.project.status === 'closed' || isTenderOver(state.project.status))
    return RUBRIC_MESSAGES.notInTender;
  if (!state.ready) return round === 1 ? RUBRIC_MESSAGES.notOpened : RUBRIC_MESSAGES.finalNotReady;
  if (submitted) return RUBRIC_MESSAGES.submitted;
  if (state.proposals.length === 0) return RUBRIC_MESSAGES.nothingToScore;
  return null;
}

async function evaluationOf(
  db: Db,
  principal: Principal,
  project: TenderProject,
  round: Round,
  now: Date,
): Promise<{ answer: Evaluation; state: RoundState; mine: Mark[] }> {
  const state = await roundState(db, project, round, now);
  const evaluators = await evaluatorsOf(db, project.companyId, state.tenderId, round);
  const submitted = new Set(evaluators.filter((e) => e.submittedAt).map((e) => e.id));
  const marks = await marksOf(
    db,
    state.proposals.map((p) => p.candidate),
    round,
  );
  const own = submitted.has(principal.id);
  const note = noteOf(state, round, own);
  return {
    state,
    mine: marks.filter((m) => m.evaluator === principal.id),
    answer: {
      project: project.id,
      round,
      criteria: state.criteria,
      evaluators: evaluators.map((e) => ({
        id: e.id,
        name: e.name,
        submitted_at: e.submittedAt?.toISOString() ?? null,
        me: e.id === principal.id,
      })),
      proposals: scoreProposals(state, marks, submitted, principal.id),
      can_mark: note === null,
      note,
      submitted: own,
    },
  };
}

/** GET projects/{id}/evaluation/?round=: the client company's person; another company's project: 404. */
export async function readEvaluation(
  db: Db,
  principal: Principal,
  projectId: number,
  round: Round,
  now: Date,
): Promise<Evaluation> {
  const project = await clientProject(db, principal, projectId);
  return (await evaluationOf(db, principal, project, round, now)).answer;
}

/** The round's writes: in `tender`, opened (the final round: its deadline passed), not yet submitted. */
async function writable(tx: Db, principal: Principal, projectId: number, round: Round, now: Date) {
  const project = await clientProject(tx, principal, projectId, { lock: true });
  const read = await evaluationOf(tx, principal, project, round, now);
  if (read.answer.note !== null) throw validationError({ non_field_errors: [read.answer.note] });
  return read;
}

/** PUT projects/{id}/evaluation/: the person's draft marks (null takes one back); bad input changes nothing. */
export async function writeMarks(
  db: Db,
  principal: Principal,
  projectId: number,
  body: MarksUpdate,
  now: Date,
): Promise<Evaluation> {
  const round = body.round ?? 1;
  await db.transaction(async (tx) => {
    const { state } = await writable(tx, principal, projectId, round, now);
    const candidates = new Set(state.proposals.map((p) => p.candidate));
    const people = new Set(state.criteria.filter((c) => c.kind === 'people').map((c) => c.id!));
    for (const m of body.marks) {
      if (!candidates.has(m.candidate))
        throw validationError({ marks: [RUBRIC_MESSAGES.unknownCandidate] });
      if (!people.has(m.criterion))
        throw validationError({ marks: [RUBRIC_MESSAGES.unknownCriterion] });
    }
    for (const m of body.marks) {
      const key = and(
        eq(tenderMarks.candidateId, m.candidate),
        eq(tenderMarks.criterionId, m.criterion),
        eq(tenderMarks.evaluatorId, principal.id),
        eq(tenderMarks.round, round),
      );
      if (m.mark === null) await tx.delete(tenderMarks).where(key);
      else
        await tx
          .insert(tenderMarks)
          .values({
            candidateId: m.candidate,
            criterionId: m.criterion,
            evaluatorId: principal.id,
            round,
            mark: m.mark,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [
              tenderMarks.candidateId,
              tenderMarks.criterionId,
              tenderMarks.evaluatorId,
              tenderMarks.round,
            ],
            set: { mark: m.mark, updatedAt: now },
          });
    }
  });
  return readEvaluation(db, principal, projectId, round, now);
}

/**
 * POST projects/{id}/evaluation/submit/: every proposal of the round marked on every people-criterion, the
 * person's marks become final and it reads the others' from now on; the protocol's `evaluation_submitted`.
 */
export async function submitEvaluation(
  db: Db,
  principal: Principal,
  projectId: number,
  body: EvaluationSubmit,
  now: Date,
): Promise<Evaluation> {
  const round = body.round ?? 1;
  await db.transaction(async (tx) => {
    const { state, mine } = await writable(tx, principal, projectId, round, now);
    const people = state.criteria.filter((c) => c.kind === 'people');
    const given = new Set(mine.map((m) => `${m.candidate}:${m.criterion}`));
    const missing = state.proposals.some((p) =>
      people.some((c) => !given.has(`${p.candidate}:${c.id}`)),
    );
    if (missing) throw validationError({ marks: [RUBRIC_MESSAGES.incomplete] });
    await tx.insert(tenderEvaluations).values({
      tenderId: state.tenderId!,
      evaluatorId: principal.id,
      round,
      submittedAt: now,
    });
    await record(tx, {
      projectId,
      kind: 'evaluation_submitted',
      at: now,
      side: 'client',
      userId: principal.id,
      details: { round },
    });
  });
  return readEvaluation(db, principal, projectId, round, now);
}

/**
 * At the winner's choice (decisions.ts, inside its transaction): the proposals' weighted totals of each round
 * scored, from every submitted evaluator's marks, as the protocol's `scores_totalled` (client side, not public).
 */
/** A round's proposals scored from every submitted evaluator's marks; null: the round is not scored yet. */
async function roundTotals(tx: Db, project: TenderProject, round: Round, now: Date) {
  const state = await roundState(tx, project, round, now);
  if (!state.ready || state.proposals.length === 0) return null;
  const evaluators = await evaluatorsOf(tx, project.companyId, state.tenderId, round);
  const submitted = new Set(evaluators.filter((e) => e.submittedAt).map((e) => e.id));
  const marks = await marksOf(
    tx,
    state.proposals.map((p) => p.candidate),
    round,
  );
  return { evaluators: submitted.size, scored: scoreProposals(state, marks, submitted, null) };
}

export async function recordTotals(
  tx: Db,
  project: TenderProject,
  userId: number,
  now: Date,
): Promise<void> {
  for (const round of [1, 2] as const) {
    const totals = await roundTotals(tx, project, round, now);
    if (!totals) continue;
    await record(tx, {
      projectId: project.id,
      kind: 'scores_totalled',
      at: now,
      side: 'client',
      userId,
      details: {
        round,
        evaluators: totals.evaluators,
        totals: totals.scored.map((p) => ({ agency: p.contractor_name, total: p.total })),
      },
    });
  }
}

/**
 * The order the tender decided on, for the places told to agencies not chosen (decisions.ts): each agency's
 * first-round total out of 100; a finalist's final-round total (its first one while the final is not
 * scored) plus 100, as reaching the final ranks above every proposal left out of it. Null when a
 * first-round proposal has no total (nobody submitted marks): the ranking's score decides then.
 */
export async function rubricOrder(
  tx: Db,
  project: TenderProject,
  now: Date,
): Promise<Map<number, number> | null> {
  const first = await roundTotals(tx, project, 1, now);
  if (!first || first.scored.some((p) => p.total === null)) return null;
  const order = new Map(first.scored.map((p) => [p.contractor, p.total!]));
  const final = await roundTotals(tx, project, 2, now);
  for (const p of final?.scored ?? [])
    order.set(p.contractor, WEIGHTS_TOTAL + (p.total ?? order.get(p.contractor)!));
  return order;
}
