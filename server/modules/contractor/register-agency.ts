import type { AppContext } from '../../app-context';
import { refreshProfiles } from './profile-refresh';
import { inArray } from 'drizzle-orm';
import type { RegisterAgencyRequest } from '../../../contract/contractor';
import type { Db } from '../../db/client';
import {
  industries,
  industryContractors,
  serviceContractors,
  serviceRanges,
  services,
  users,
} from '../../db/schema';
import { validationError, type FieldErrors } from '../../http/errors';
import { checkReferences, missingPk } from '../../http/references';
import { activationMail, newUserProblems, accountTypeByName, creatingUser } from '../auth';
import { freePlan } from '../plans';
import { freePlanServicesMessage } from '../../../contract/tariff-rules';
import { hashPassword } from '../../security/passwords';
import {
  AGENCY_INN_TAKEN,
  agencyInnTaken,
  contractorCityReference,
  insertAgencyWithLeader,
  savingAgency,
} from './contractor.service';

const add = (errors: FieldErrors, field: string, message: string) =>
  (errors[field] ??= []).push(message);

/** Every problem of the request at once, with DRF field paths (`company.inn`, `services.0.service_range`). */
async function agencyProblems(
  db: Db,
  now: Date,
  body: RegisterAgencyRequest,
): Promise<FieldErrors> {
  const errors = await newUserProblems(db, now, body);
  // A new agency is on the free plan: it names no more services than that plan shows.
  const { maxServices } = await freePlan(db);
  if (maxServices !== null && body.services.length > maxServices)
    add(errors, 'services', freePlanServicesMessage(maxServices));
  if (await agencyInnTaken(db, body.company.inn)) add(errors, 'company.inn', AGENCY_INN_TAKEN);
  await checkReferences(
    db,
    [
      contractorCityReference(body.company.city, 'company.city'),
      ...body.services.map((s, i) => ({
        field: `services.${i}.service`,
        id: s.service,
        table: services,
        column: services.id,
      })),
      ...body.industries.map((id, i) => ({
        field: `industries.${i}`,
        id,
        table: industries,
        column: industries.id,
      })),
    ],
    errors,
  );
  const rangeIds = body.services.map((s) => s.service_range);
  const ranges = new Map(
    (
      await db
        .select({ id: serviceRanges.id, service: serviceRanges.serviceId })
        .from(serviceRanges)
        .where(inArray(serviceRanges.id, rangeIds))
    ).map((r) => [r.id, r.service]),
  );
  const seenServices = new Set<number>();
  body.services.forEach((s, i) => {
    const owner = ranges.get(s.service_range);
    if (owner === undefined) add(errors, `services.${i}.service_range`, missingPk(s.service_range));
    else if (owner !== s.service)
      add(errors, `services.${i}.service_range`, 'Этот диапазон цен относится к другой услуге.');
    if (seenServices.has(s.service)) add(errors, `services.${i}.service`, 'Услуга указана дважды.');
    seenServices.add(s.service);
  });
  const seenIndustries = new Set<number>();
  body.industries.forEach((id, i) => {
    if (seenIndustries.has(id)) add(errors, `industries.${i}`, 'Отрасль указана дважды.');
    seenIndustries.add(id);
  });
  return errors;
}

/** A racing registration of the same email or ИНН: the unique index's refusal as that field's error. */
const creatingUserAndAgency = <T>(write: () => Promise<T>) =>
  creatingUser(() => savingAgency(write, 'company.inn'));

/**
 * The company flow's agency registration: an inactive contractor user, its agency (led by it), services
 * and industries, and the activation mail — one transaction, so a bad part writes nothing.
 */
export async function registerAgency(ctx: AppContext, body: RegisterAgencyRequest) {
  const db = ctx.db.db;
  const errors = await agencyProblems(db, ctx.clock(), body);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const password = await hashPassword(body.password, ctx.config.passwordHashLog2N);
  const result = await creatingUserAndAgency(() =>
    db.transaction(async (tx) => {
      const contractorType = await accountTypeByName(tx, 'contractor');
      const [user] = await tx
        .insert(users)
        .values({ email: body.email, password, typeAccountId: contractorType.id })
        .returning();
      const { contractor } = await insertAgencyWithLeader(tx, user!.id, body.company);
      await tx.insert(serviceContractors).values(
        body.services.map((s) => ({
          contractorId: contractor.id,
          serviceId: s.service,
          serviceRangeId: s.service_range,
        })),
      );
      await tx
        .insert(industryContractors)
        .values(body.industries.map((industryId) => ({ contractorId: contractor.id, industryId })));
      await refreshProfiles(tx, [contractor.id]);
      const mailId = await ctx.mailer.enqueue(tx, activationMail(ctx, user!));
      return { user: user!, contractor, mailId };
    }),
  );
  await ctx.mailer.dispatch([result.mailId]);
  return {
    id: result.user.id,
    email: result.user.email,
    type_account: result.user.typeAccountId,
    contractor: result.contractor,
  };
}
