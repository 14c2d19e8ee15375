import { z } from 'zod';

// Every string a request carries (body, query, path) goes through this file: `plainText()` for free text,
// `withoutNul(format)` for a format zod already has (a date, a URL). tests/unit/request-text.test.ts walks every
// request schema of contract/schemas/ and fails on a string without the NUL rule.

/** DRF's ProhibitNullCharactersValidator: PostgreSQL text cannot hold NUL. */
export const noNul = (text: string) => !text.includes('\u0000');
export const NUL_MESSAGE = 'Null-символы недопустимы.';

/** The NUL rule on any string schema; checked first, and nothing else is said about such a text. */
export const withoutNul = <S extends z.ZodType<string, string>>(schema: S): S =>
  schema.refine(noNul, { error: NUL_MESSAGE, abort: true });

/** A request's text: any string but one holding NUL. */
export const plainText = (params?: Parameters<typeof z.string>[0]) => withoutNul(z.string(params));

/** `?search=` of every list: bounded, no NUL. */
export const searchText = () => plainText().max(200, 'Не более 200 символов.').optional();

/** A trimmed text of at most `max` characters, line breaks allowed (a description, a case's text). */
export const boundedText = (max: number) =>
  plainText().trim().max(max, `Убедитесь, что это значение содержит не более ${max} символов.`);

/**
 * Characters that change how the text around them reads without being seen: bidi overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) and zero-width ones (U+200B–U+200D, U+2060, U+FEFF). In a name they
 * disguise one name as another («Trojan Source»), so names refuse them.
 */
const HIDDEN_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/u;
export const noHiddenControls = (text: string) => !HIDDEN_CONTROLS.test(text);
export const HIDDEN_CONTROLS_MESSAGE =
  'Уберите невидимые символы: управление направлением текста или символы нулевой ширины.';

/** The rule of what a person names — a person, a company, an agency, a project, a case, a client. */
export const withoutHiddenControls = <S extends z.ZodType<string, string>>(schema: S): S =>
  schema.refine(noHiddenControls, { error: HIDDEN_CONTROLS_MESSAGE, abort: true });

/** A name or title: one trimmed text of at most `max` characters, no NUL, no hidden controls. */
export const nameText = (max: number) => withoutHiddenControls(boundedText(max));
