import { INN_MESSAGES, isValidInn } from '../../contract/company-rules';

// The company fields' limits and messages, as the server checks them (contract/company.ts, contractor.ts):
// one source for the antd forms of the profiles (`innRule` and the fields in components/company-fields) and the
// plain forms of the company flow (components/company-fields/plain). A check is written once, as a `Problem`,
// and given to either kind of form: `antdRule` for an antd Form.Item, `plainValidate` for react-hook-form.

export const COMPANY_NAME_MAX_LENGTH = 200;
export const WEBSITE_MAX_LENGTH = 300;
export const STAFF_COUNT_MIN = 1;
export const STAFF_COUNT_MAX = 1_000_000;
export const FOUNDED_YEAR_MIN = 1900;
/** The latest founding year: this one (read when a form checks, so a form left open over New Year is right). */
export const foundedYearMax = () => new Date().getFullYear();

export const companyMessages = {
  nameRequired: 'Введите название',
  innRequired: 'Введите ИНН',
  innFormat: INN_MESSAGES.format,
  innChecksum: INN_MESSAGES.checksum,
  cityRequired: 'Выберите город',
  wholeNumber: 'Введите целое число',
  staffCountRange: 'Штат — от 1 до 1\u00a0000\u00a0000 человек', // STAFF_COUNT_MIN, STAFF_COUNT_MAX
  foundedYearTooEarly: `Год основания не может быть раньше ${FOUNDED_YEAR_MIN}`,
  foundedYearInFuture: 'Год основания не может быть в будущем',
} as const;

/** What is wrong with a typed ИНН (10 or 12 digits with the tax service's check digits), or null. */
export function innProblem(value: unknown): string | null {
  const inn = typeof value === 'string' ? value.trim() : '';
  if (!inn) return companyMessages.innRequired;
  if (!/^(\d{10}|\d{12})$/.test(inn)) return companyMessages.innFormat;
  return isValidInn(inn) ? null : companyMessages.innChecksum;
}

/** What is wrong with a field's value (its message), or null: one check for an antd and a plain form. */
export type Problem = (value: unknown) => string | null;

/** A check as an antd Form rule. */
export const antdRule = (problem: Problem) => ({
  validator: (_rule: unknown, value: unknown) => {
    const message = problem(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** A check as react-hook-form's `validate`. */
export const plainValidate =
  (problem: Problem) =>
  (value: unknown): string | true =>
    problem(value) ?? true;

/** ИНН as an antd Form rule. */
export const innRule = antdRule(innProblem);

/** `agency.ru` is what people type; the server wants an absolute URL. */
export const withScheme = (website: string | null | undefined) => {
  const trimmed = (website ?? '').trim();
  return trimmed && !/^https?:\/\//i.test(trimmed) ? `https://${trimmed}` : trimmed;
};
