import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_CRITERIA } from '../../../contract/tender-rubric';
import type { Db } from '../client';
import { projectCriteria, tenderCandidates, tenderEvaluations, tenderMarks } from '../schema';

// A demo tender's rubric (the default set, as the first invitation publishes it) and the demo client's
// submitted marks of its opened proposals, so the comparison matrix shows weighted totals from the start.

/** The demo client's marks of the people-criteria, by the proposals' order (one row per proposal). */
const MARKS = [
  [5, 4, 5],
  [4, 3, 3],
  [3, 4, 3],
];

export async function seedDemoRubric(
  tx: Db,
  {
    projectId,
    tenderId,
    evaluator,
    submittedAt,
  }: {
    projectId: number;
    tenderId: number;
    evaluator: number;
    submittedAt: Date;
  },
): Promise<void> {
  const criteria = await tx
    .insert(projectCriteria)
    .values(DEFAULT_CRITERIA.map((c, position) => ({ ...c, projectId, position })))
    .returning({ id: projectCriteria.id, kind: projectCriteria.kind });
  const people = criteria.filter((c) => c.kind === 'people');
  const proposals = await tx
    .select({ id: tenderCandidates.id })
    .from(tenderCandidates)
    .where(and(eq(tenderCandidates.tenderId, tenderId), isNotNull(tenderCandidates.submittedAt)))
    .orderBy(asc(tenderCandidates.id));
  if (proposals.length === 0) return;
  await tx.insert(tenderMarks).values(
    proposals.flatMap((proposal, i) =>
      people.map((criterion, j) => ({
        candidateId: proposal.id,
        criterionId: criterion.id,
        evaluatorId: evaluator,
        round: 1,
        mark: MARKS[i % MARKS.length]![j % 3]!,
        updatedAt: submittedAt,
      })),
    ),
  );
  await tx
    .insert(tenderEvaluations)
    .values({ tenderId, evaluatorId: evaluator, round: 1, submittedAt });
}
