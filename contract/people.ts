import { z } from 'zod';
import { PERSON_NAME_MAX, POSITION_MAX } from './people-rules';
import { plainText, withoutHiddenControls } from './text';

export { fullName, PERSON_NAME_MAX, POSITION_MAX } from './people-rules';

// A person's name and position (должность), as users carry them: Django's `first_name` / `last_name`
// (150 characters), plus `position`. Trimmed; blank is allowed (an invited employee may not have one yet).

// Tabs, line breaks and other control characters have no place in a name shown in lists and mail.
const CONTROL_CHARS = /[\p{Cc}\u2028\u2029]/u;

const personText = (max: number) =>
  withoutHiddenControls(
    plainText('Введите текст.')
      .refine((text) => !CONTROL_CHARS.test(text), {
        error: 'Без переводов строк и служебных символов.',
        abort: true,
      })
      .trim()
      .max(max, `Убедитесь, что это значение содержит не более ${max} символов.`),
  );

export const firstNameField = personText(PERSON_NAME_MAX);
export const lastNameField = personText(PERSON_NAME_MAX);
export const positionField = personText(POSITION_MAX);

/** The name fields of a user answer (`users/me/`, an employee). */
export const personNames = z.object({
  first_name: z.string(),
  last_name: z.string(),
  position: z.string(),
});
export type PersonNames = z.infer<typeof personNames>;

/** PATCH `users/me/`: any of the three. */
export const personNamesPatch = z.strictObject({
  first_name: firstNameField.optional(),
  last_name: lastNameField.optional(),
  position: positionField.optional(),
});
export type PersonNamesPatch = z.infer<typeof personNamesPatch>;
