import { PROFILE_MESSAGES, yearInMoscow } from '../../../../contract/profile-rules';
import type { Db } from '../../../db/client';
import { brands, industries } from '../../../db/schema';
import type { FieldErrors } from '../../../http/errors';
import { checkReferences } from '../../../http/references';
import { addError } from './write';

/** What a client history and a case say about their client: a brand or a name, an industry, years. */
export interface ClientFacts {
  brand: number | null;
  client_name: string;
  industry: number | null;
  /** Field name → year, each not in the future. */
  years: Record<string, number | null>;
}

/**
 * The brand and the industry exist; a brand and a client name exclude each other (`required`: one of them
 * is needed); no year is later than this year in Moscow, by the server's clock.
 */
export async function checkClientFacts(
  tx: Db,
  facts: ClientFacts,
  now: Date,
  required: boolean,
): Promise<FieldErrors> {
  const errors = await checkReferences(tx, [
    { field: 'brand', id: facts.brand, table: brands, column: brands.id },
    { field: 'industry', id: facts.industry, table: industries, column: industries.id },
  ]);
  const named = facts.client_name !== '';
  if (facts.brand !== null && named)
    addError(errors, 'non_field_errors', PROFILE_MESSAGES.clientTwice);
  if (required && facts.brand === null && !named)
    addError(errors, 'non_field_errors', PROFILE_MESSAGES.clientRequired);
  const thisYear = yearInMoscow(now);
  for (const [field, year] of Object.entries(facts.years))
    if (year !== null && year > thisYear) addError(errors, field, PROFILE_MESSAGES.futureYear);
  return errors;
}
