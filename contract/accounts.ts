import { z } from 'zod';
import { emailField } from './auth';
import { company, companyCreate, companyPatch, refId } from './company';
import { contractor, contractorCreate, contractorPatch } from './contractor';
import { pageOf, pageQuery } from './drf';
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
export const companyAccountPatch = z.strictObject({ company: companyPatch });

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
export const contractorAccountPatch = z.strictObject({ contractor: contractorPatch });

/** An employee as its leader sees it (`contractor-accounts-lider`). */
export const employee = z.object({
  id: z.number().int(),
  user: z.number().int(),
  email: z.string(),
  is_active: z.boolean(),
  role: roleRef.nullable(),
  type_account: z.number().int(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employee>;
export const employeePage = pageOf(employee);
export const employeeCreate = z.strictObject({ email: emailField, role: refId });
export const accountsListQuery = pageQuery;
