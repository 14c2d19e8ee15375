import { COMMON_PASSWORDS } from './common-passwords';

// Django's default AUTH_PASSWORD_VALIDATORS, same order, same Russian wording.

export const PASSWORD_MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

export const PASSWORD_MESSAGES = {
  similarToEmail: 'Введённый пароль слишком похож на адрес электронной почты.',
  tooShort: `Введённый пароль слишком короткий. Он должен содержать как минимум ${PASSWORD_MIN_LENGTH} символов.`,
  tooCommon: 'Введённый пароль слишком широко распространён.',
  entirelyNumeric: 'Введённый пароль состоит только из цифр.',
} as const;

/** difflib.SequenceMatcher(a, b).quick_ratio(): 2·|common multiset| / (|a| + |b|). */
export function quickRatio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const available = new Map<string, number>();
  for (const ch of b) available.set(ch, (available.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = available.get(ch) ?? 0;
    if (left > 0) matches += 1;
    available.set(ch, left - 1);
  }
  return (2 * matches) / (a.length + b.length);
}

// A password much longer than the attribute cannot be "too similar" to it (Django 4.2+).
const exceedsMaximumLengthRatio = (password: string, value: string) =>
  password.length >= 10 * value.length && value.length < (MAX_SIMILARITY / 2) * password.length;

export function isTooSimilar(password: string, attribute: string): boolean {
  const lowered = password.toLowerCase();
  const value = attribute.toLowerCase();
  const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value];
  return parts.some(
    (part) =>
      !exceedsMaximumLengthRatio(lowered, part) && quickRatio(lowered, part) >= MAX_SIMILARITY,
  );
}

/** Every rule the password breaks, as messages; empty when it is acceptable. */
export function passwordProblems(password: string, { email }: { email: string }): string[] {
  const problems: string[] = [];
  if (email && isTooSimilar(password, email)) problems.push(PASSWORD_MESSAGES.similarToEmail);
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (COMMON_PASSWORDS.has(password.toLowerCase().trim()))
    problems.push(PASSWORD_MESSAGES.tooCommon);
  if (/^\p{Nd}+$/u.test(password)) problems.push(PASSWORD_MESSAGES.entirelyNumeric);
  return problems;
}
