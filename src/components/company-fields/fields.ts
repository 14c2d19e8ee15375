import {
  COMPANY_NAME_MAX_LENGTH,
  companyMessages,
  FOUNDED_YEAR_MIN,
  foundedYearMax,
  innProblem,
  STAFF_COUNT_MAX,
  STAFF_COUNT_MIN,
  WEBSITE_MAX_LENGTH,
  type Problem,
} from '../../lib/form-rules';

// The company fields' core: their names, words, input attributes and checks, as the server checks them
// (lib/form-rules.ts), once for both renderers — antd's (./CompanyFields.tsx: Form.Items for the profiles' antd
// forms) and the plain ones (./plain/: fields of the flows' react-hook-form forms).

/** A whole number within a range, or empty (null): a typed value that is no number arrives as NaN. */
const inRange =
  (min: number, max: () => number, outside: (value: number) => string): Problem =>
  (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'number' || !Number.isInteger(value)) return companyMessages.wholeNumber;
    return value >= min && value <= max() ? null : outside(value);
  };

export const companyName = {
  input: { maxLength: COMPANY_NAME_MAX_LENGTH, autoComplete: 'organization' },
  problem: (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? null : companyMessages.nameRequired,
} as const;

export const inn = {
  label: 'ИНН',
  input: { inputMode: 'numeric', maxLength: 12 },
  problem: innProblem,
} as const;

export const website = {
  label: 'Сайт',
  input: { maxLength: WEBSITE_MAX_LENGTH, inputMode: 'url', autoComplete: 'url' },
} as const;

export const staffCount = {
  name: 'staff_count',
  label: 'Штат, человек',
  min: STAFF_COUNT_MIN,
  max: () => STAFF_COUNT_MAX,
  digits: String(STAFF_COUNT_MAX).length,
  problem: inRange(
    STAFF_COUNT_MIN,
    () => STAFF_COUNT_MAX,
    () => companyMessages.staffCountRange,
  ),
} as const;

export const foundedYear = {
  name: 'founded_year',
  label: 'Год основания',
  min: FOUNDED_YEAR_MIN,
  max: foundedYearMax,
  digits: 4,
  problem: inRange(FOUNDED_YEAR_MIN, foundedYearMax, (year) =>
    year < FOUNDED_YEAR_MIN
      ? companyMessages.foundedYearTooEarly
      : companyMessages.foundedYearInFuture,
  ),
} as const;

export const city = {
  label: 'Город',
  /** Where the city must be given (the company flow); the profiles may leave it empty. */
  required: (value: unknown) => (value == null ? companyMessages.cityRequired : null),
} as const;
