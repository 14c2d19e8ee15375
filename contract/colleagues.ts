import { z } from 'zod';
import { INVITATION_STATUSES } from './accounts';
import { emailField } from './auth';
import { pageOf } from './drf';
import { firstNameField, lastNameField, personNames, positionField } from './people';

// A client company's people (`company-accounts-colleagues`): its owner (the account that created the
// company) invites colleagues by mail; each sets a password and works on the company's projects.

/** A person of the company as its people see it: the owner first, pending invitations with their expiry. */
export const colleague = z.object({
  id: z.number().int(),
  user: z.number().int(),
  email: z.string(),
  ...personNames.shape,
  is_owner: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  invitation_status: z.enum(INVITATION_STATUSES),
  invitation_expires_at: z.string().nullable(),
});
export type Colleague = z.infer<typeof colleague>;
export const colleaguePage = pageOf(colleague);

/** An invitation: the address and, optionally, who the person is. */
export const colleagueCreate = z.strictObject({
  email: emailField,
  first_name: firstNameField.optional(),
  last_name: lastNameField.optional(),
  position: positionField.optional(),
});
export type ColleagueCreate = z.infer<typeof colleagueCreate>;
