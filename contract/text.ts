import { z } from 'zod';

/** DRF's ProhibitNullCharactersValidator: PostgreSQL text cannot hold NUL. */
export const noNul = (text: string) => !text.includes('\u0000');
export const NUL_MESSAGE = 'Null-символы недопустимы.';
export const plainText = () => z.string().refine(noNul, { error: NUL_MESSAGE, abort: true });

/** `?search=` of every list: bounded, no NUL. */
export const searchText = () =>
  z.string().max(200, 'Не более 200 символов.').refine(noNul, NUL_MESSAGE).optional();

/** A trimmed text of at most `max` characters, line breaks allowed (a description, a case's text). */
export const boundedText = (max: number) =>
  plainText().trim().max(max, `Убедитесь, что это значение содержит не более ${max} символов.`);
