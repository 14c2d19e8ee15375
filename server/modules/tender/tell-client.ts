import { eq } from 'drizzle-orm';
import type { NotificationParams } from '../../../contract/notification-events';
import type { Db } from '../../db/client';
import { contractors } from '../../db/schema';
import { notify } from '../../realtime';
import { companyPeople, type TenderProject } from './access';

// An agency's step the client's people hear of (an answer, a proposal, a question), named by the agency.

type AgencyStepKind = 'invitation_answered' | 'proposal_submitted' | 'tender_question_asked';
type Said = 'project_id' | 'project' | 'agency' | 'contractor_id';

/** Tells the project's client company; returns the agency's name. */
export async function tellClient<K extends AgencyStepKind>(
  tx: Db,
  step: {
    kind: K;
    project: Pick<TenderProject, 'id' | 'title' | 'companyId'>;
    contractorId: number;
    now: Date;
    extra: Omit<NotificationParams<K>, Said>;
  },
): Promise<string> {
  const { kind, project, contractorId, now, extra } = step;
  const [agency] = await tx
    .select({ name: contractors.name })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  await notify(tx, {
    kind,
    recipients: await companyPeople(tx, project.companyId),
    params: {
      project_id: project.id,
      project: project.title,
      agency: agency!.name,
      contractor_id: contractorId,
      ...extra,
    },
    at: now,
  });
  return agency!.name;
}
