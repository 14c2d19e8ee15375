import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { can } from '../../../contract/agency-rights';
import { QUESTION_CUTOFF_HOURS } from '../../../contract/tender-protocol';
import {
  QUESTION_MESSAGES,
  type QuestionAnswer,
  type QuestionCreate,
  type TenderQuestion,
  type TenderQuestions,
} from '../../../contract/tender-questions';
import type { InvitationStatus } from '../../../contract/tender-rules';
import type { Db } from '../../db/client';
import { contractors, invitations, projects, tenderQuestions, tenders } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { agencyMembersWith, agencyRole, type Principal } from '../auth';
import {
  agencyInvitation,
  clientProject,
  ownAgency,
  projectById,
  type TenderProject,
} from './access';
import { assertBriefOpen, notifyAgencies } from './confidential';
import { tellClient } from './tell-client';
import { record } from './protocol';
import { statusAt, statusAtSql } from './views';

// «Вопросы и ответы»: an invitee asks about the brief until QUESTION_CUTOFF_HOURS before the proposals'
// deadline, the client answers once, and every invitee is told. The asking agency is the client's to know:
// another agency reads the question and its answer without it.

const CUTOFF_MS = QUESTION_CUTOFF_HOURS * 60 * 60 * 1000;
/** Where questions are taken: the agencies are being invited, or the tender runs. */
const ASKING_STATUSES = ['matching', 'tender'];
/** An invitation still in the project: not declined, not let expire. */
const STILL_INVITED: InvitationStatus[] = ['sent', 'viewed', 'accepted'];

type QuestionRow = typeof tenderQuestions.$inferSelect & { contractorName: string };

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** The question as the client reads it (with the agency) or as agency `reader` does (without). */
function toQuestion(row: QuestionRow, reader: number | 'client'): TenderQuestion {
  const client = reader === 'client';
  return {
    id: row.id,
    project: row.projectId,
    text: row.text,
    asked_at: row.askedAt.toISOString(),
    answer: row.answer,
    answered_at: iso(row.answeredAt),
    mine: row.contractorId === reader,
    contractor: client ? row.contractorId : null,
    contractor_name: client ? row.contractorName : null,
  };
}

const selectQuestions = (db: Db) =>
  db
    .select({ question: tenderQuestions, contractorName: contractors.name })
    .from(tenderQuestions)
    .innerJoin(contractors, eq(contractors.id, tenderQuestions.contractorId));

const flat = ({
  question,
  contractorName,
}: {
  question: typeof tenderQuestions.$inferSelect;
  contractorName: string;
}) => ({
  ...question,
  contractorName,
});

/** The tender's deadline, or null before the tender. */
async function deadlineOf(db: Db, projectId: number): Promise<Date | null> {
  const [row] = await db
    .select({ deadline: tenders.deadline })
    .from(tenders)
    .where(eq(tenders.projectId, projectId));
  return row?.deadline ?? null;
}

/** Why a question cannot be asked now, or null when it can. */
function askBlock(
  project: TenderProject,
  invitation: { status: string; expiresAt: Date },
  deadline: Date | null,
  now: Date,
): string | null {
  if (!ASKING_STATUSES.includes(project.status)) return QUESTION_MESSAGES.notAsking;
  if (!STILL_INVITED.includes(statusAt(invitation, now))) return QUESTION_MESSAGES.notInvitee;
  if (deadline !== null && now.getTime() >= deadline.getTime() - CUTOFF_MS)
    return QUESTION_MESSAGES.tooLate;
  return null;
}

/** The agencies still invited to the project at `now`: declined and expired ones are not. */
export async function inviteeAgencies(db: Db, projectId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ contractorId: invitations.contractorId })
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), inArray(statusAtSql(now), STILL_INVITED)));
  return rows.map((row) => row.contractorId);
}

/** Everyone of every agency still invited: who reads the answers and the brief's changes. */
export async function inviteePeople(db: Db, projectId: number, now: Date): Promise<number[]> {
  const people: number[] = [];
  for (const contractorId of await inviteeAgencies(db, projectId, now))
    people.push(...(await agencyMembersWith(db, contractorId, 'view')));
  return people;
}

/**
 * GET projects/{id}/questions/: the client every question with the asking agency; an invited agency (any of
 * its people) the answered ones and its own; anyone else 404.
 */
export async function questionsOf(
  db: Db,
  principal: Principal,
  projectId: number,
  now: Date,
): Promise<TenderQuestions> {
  const order = [asc(tenderQuestions.askedAt), asc(tenderQuestions.id)];
  const ofProject = eq(tenderQuestions.projectId, projectId);
  const deadline = async () => await deadlineOf(db, projectId);
  if (principal.company) {
    await clientProject(db, principal, projectId);
    const rows = await selectQuestions(db)
      .where(ofProject)
      .orderBy(...order);
    const until = await deadline();
    return {
      questions: rows.map((row) => toQuestion(flat(row), 'client')),
      can_ask: false,
      ask_until: until && new Date(until.getTime() - CUTOFF_MS).toISOString(),
      ask_note: QUESTION_MESSAGES.clientReads,
    };
  }
  const contractorId = principal.contractor?.contractorId;
  if (contractorId === undefined) throw notFound();
  const invitation = await agencyInvitation(db, contractorId, projectId);
  await assertBriefOpen(db, contractorId, projectId); // a confidential brief's questions follow its terms
  const project = await projectById(db, projectId);
  const rows = await selectQuestions(db)
    .where(
      and(
        ofProject,
        or(isNotNull(tenderQuestions.answer), eq(tenderQuestions.contractorId, contractorId)),
      ),
    )
    .orderBy(...order);
  const until = await deadline();
  const role = await agencyRole(db, principal);
  const note =
    askBlock(project, invitation, until, now) ??
    (role !== null && can(role, 'answerInvitations') ? '' : QUESTION_MESSAGES.readOnly);
  return {
    questions: rows.map((row) => toQuestion(flat(row), contractorId)),
    can_ask: note === '',
    ask_until: until && new Date(until.getTime() - CUTOFF_MS).toISOString(),
    ask_note: note,
  };
}

const lockProject = (tx: Db, projectId: number) =>
  tx.execute(sql`select 1 from ${projects} where ${projects.id} = ${projectId} for update`);

/**
 * POST projects/{id}/questions/ by the invited agency's leader or manager (the route checks the right):
 * recorded in the protocol for the client only, and the client's people are told which agency asked.
 */
export async function askQuestion(
  db: Db,
  principal: Principal,
  projectId: number,
  body: QuestionCreate,
  now: Date,
): Promise<TenderQuestion> {
  const contractorId = ownAgency(principal);
  return db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    const invitation = await agencyInvitation(tx, contractorId, projectId); // not invited: 404
    await assertBriefOpen(tx, contractorId, projectId);
    const project = await projectById(tx, projectId);
    const blocked = askBlock(project, invitation, await deadlineOf(tx, projectId), now);
    if (blocked) throw validationError({ non_field_errors: [blocked] });
    const text = body.text.trim();
    const [question] = await tx
      .insert(tenderQuestions)
      .values({ projectId, contractorId, askedBy: principal.id, text, askedAt: now })
      .returning();
    await record(tx, {
      projectId,
      kind: 'question_asked',
      at: now,
      side: 'agency',
      userId: principal.id,
      contractorId,
      details: { question_id: question!.id, question: text },
    });
    const agency = await tellClient(tx, {
      kind: 'tender_question_asked',
      project,
      contractorId,
      now,
      extra: { question_id: question!.id },
    });
    return toQuestion({ ...question!, contractorName: agency }, contractorId);
  });
}

/**
 * POST questions/{id}/answer/ by the project's client: once (an answer is not edited afterwards), while the
 * project is being matched or in its tender. The protocol's public step and the notification name no asker.
 */
export async function answerQuestion(
  db: Db,
  principal: Principal,
  questionId: number,
  body: QuestionAnswer,
  now: Date,
): Promise<TenderQuestion> {
  const [target] = await db
    .select({ projectId: tenderQuestions.projectId })
    .from(tenderQuestions)
    .where(eq(tenderQuestions.id, questionId));
  if (!target) throw notFound();
  return db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, target.projectId, { lock: true });
    const [row] = await selectQuestions(tx).where(eq(tenderQuestions.id, questionId));
    const question = flat(row!);
    if (question.answer !== null)
      throw validationError({ answer: [QUESTION_MESSAGES.alreadyAnswered] });
    if (!ASKING_STATUSES.includes(project.status))
      throw validationError({ non_field_errors: [QUESTION_MESSAGES.answersClosed] });
    const answer = body.answer.trim();
    await tx
      .update(tenderQuestions)
      .set({ answer, answeredBy: principal.id, answeredAt: now })
      .where(eq(tenderQuestions.id, questionId));
    await record(tx, {
      projectId: project.id,
      kind: 'question_answered',
      at: now,
      side: 'client',
      userId: principal.id,
      isPublic: true,
      details: { question_id: questionId, question: question.text, answer },
    });
    await notifyAgencies(tx, {
      kind: 'tender_answer_published',
      projectId: project.id,
      agencies: await inviteeAgencies(tx, project.id, now),
      right: 'view',
      params: {
        project_id: project.id,
        project: project.title,
        company: project.companyName,
        question_id: questionId,
      },
      at: now,
    });
    return toQuestion({ ...question, answer, answeredBy: principal.id, answeredAt: now }, 'client');
  });
}
