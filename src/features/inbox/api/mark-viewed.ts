import { useEffect } from 'react';
import type { InboxProject } from '../../../../contract/tender';
import { answerInvitation } from './answer-invitation';

/** Invitations this tab already marked: a remount or a refetch before the answer does not send it again. */
const marked = new Set<number>();

/**
 * Opening a `sent` invitation tells the client it was seen (PATCH status viewed), once. Only someone who may
 * answer marks it (a specialist's look does not count), and its failure is silent: the next visit tries again.
 */
export function useMarkViewed(project: InboxProject | undefined, onMarked: () => void) {
  const invitation = project?.invitation;
  const due = project?.status === 'sent' && project.can_answer;
  useEffect(() => {
    if (!due || invitation === undefined || marked.has(invitation)) return;
    marked.add(invitation);
    answerInvitation(invitation, { status: 'viewed' }).then(onMarked, () =>
      marked.delete(invitation),
    );
  }, [due, invitation, onMarked]);
}
