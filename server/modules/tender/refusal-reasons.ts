import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refusalReasons } from '../../db/schema';
import { validationError } from '../../http/errors';

// A refusal reason as a write names it: of the writer's own list (an agency declines with the agency's
// reasons, a client rejects with the client's), and «Другое» only with a comment that says what.

export const OTHER_REASON = 'Другое';

interface ReasonWrite {
  side: 'agency' | 'client';
  id: number;
  comment: string | undefined;
  /** The body's fields of the reason and of its comment. */
  fields: [reason: string, comment: string];
}

/** The reason's name, once it is found on the writer's list and «Другое» has its comment. */
export async function checkReason(
  tx: Db,
  { side, id, comment, fields }: ReasonWrite,
): Promise<string> {
  const [reason] = await tx
    .select({ name: refusalReasons.name })
    .from(refusalReasons)
    .where(and(eq(refusalReasons.id, id), eq(refusalReasons.side, side)));
  if (!reason) throw validationError({ [fields[0]]: ['Причина не найдена.'] });
  if (reason.name === OTHER_REASON && !comment?.trim())
    throw validationError({ [fields[1]]: ['Для причины «Другое» напишите, в чём дело.'] });
  return reason.name;
}
