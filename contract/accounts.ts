import { z } from 'zod';
import { emailField } from './auth';
import { company, companyCreate, companyPatch, refId } from './company';
import { contractor, contractorCreate, contractorPatch } from './contractor';
import { pageOf, pageQuery } from './drf';
import { firstNameField, lastNameField, personNames, positionField } from './people';
import { accountType } from './reference';

/** `accout-type-who` (spelled so by the original API): the caller's account type — client, contractor or contractor_user. */
export const accountTypeWho = z.object({ type_account: accountType });

export const roleRef = z.object({ id: z.number().int(), name: z.string(), title: z.string() });

/** Company account; `{id: null, company: null}` means the user has no company. */
export const companyAccount = z.object({ id: z.number().int(), company });
export type CompanyAccount = z.infer<typeof companyAccount>;
export const companyAccountOrNone = z.union([
  companyAccount,
  z.object({ id: z.null(), company: z.null() }),
]);
export const companyAccountPage = pageOf(companyAccount);
export const companyAccountCreate = z.strictObject({ company: companyCreate });
export const companyAccountPatch = z.strictObject({ company: companyPatch.optional() });

/** Contractor account: `type_account` is `contractor` for the leader, `contractor_user` for an employee. */
export const contractorAccount = z.object({
  id: z.number().int(),
  type_account: z.number().int(),
  role: roleRef.nullable(),
  contractor,
});
export type ContractorAccount = z.infer<typeof contractorAccount>;
export const contractorAccountOrNone = z.union([
  contractorAccount,
  z.object({ id: z.null(), type_account: z.null(), role: z.null(), contractor: z.null() }),
]);
export const contractorAccountCreate = z.strictObject({ contractor: contractorCreate });
export const contractorAccountPatch = z.strictObject({ contractor: contractorPatch.optional() });

/**
 * Where an employee's invitation stands: `accepted` (it set its password), `pending` (its link works until
 * `invitation_expires_at`), `expired` (it no longer holds the address: re-send it or withdraw it).
 */
export const INVITATION_STATUSES = ['accepted', 'pending', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An employee as its agency's team sees it (`contractor-accounts-lider`). */
export const employee = z.object({
  id: z.number().int(),
  user: z.number().int(),
  email: z.string(),
  ...personNames.shape,
  is_active: z.boolean(),
  role: roleRef.nullable(),
  type_account: z.number().int(),
  created_at: z.string(),
  invitation_status: z.enum(INVITATION_STATUSES),
  invitation_expires_at: z.string().nullable(),
});
export type Employee = z.infer<typeof employee>;
export const employeePage = pageOf(employee);
/** An invitation: the address, the role and, optionally, who the person is. */
export const employeeCreate = z.strictObject({
  email: emailField,
  role: refId,
  first_name: firstNameField.optional(),
  last_name: lastNameField.optional(),
  position: positionField.optional(),
});
export type EmployeeCreate = z.infer<typeof employeeCreate>;
/** A new role for an employee. */
export const employeePatch = z.strictObject({ role: refId.optional() });
export const accountsListQuery = pageQuery;
