import { z } from 'zod';
import { refId } from './company';
import { plainText } from './text';
import { personNames } from './people';
import { accountType } from './reference';

// djoser + simplejwt request and response shapes.

export const EMAIL_LOCAL_PART_MAX = 64;

export const emailField = plainText()
  .trim()
  .max(254, 'Убедитесь, что это значение содержит не более 254 символов.')
  .pipe(z.email('Введите правильный адрес электронной почты.'))
  // RFC 5321: a mailbox's local part is at most 64 octets; servers refuse a longer one.
  .refine((email) => email.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX, {
    error: `Часть адреса до «@» — не более ${EMAIL_LOCAL_PART_MAX} символов.`,
  })
  .transform((email) => email.toLowerCase());

/** Strength is checked by the server against the user's email (Django's validators); here only the size. */
export const newPasswordField = plainText()
  .min(1, 'Это поле не может быть пустым.')
  .max(128, 'Убедитесь, что это значение содержит не более 128 символов.');

const anyPassword = plainText().max(1024, 'Слишком длинное значение.');
const tokenString = plainText().max(2048, 'Слишком длинное значение.');

export const registerRequest = z.strictObject({
  email: emailField,
  password: newPasswordField,
  re_password: anyPassword,
  type_account: refId,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registeredUser = z.object({
  id: z.number().int(),
  email: z.string(),
  type_account: z.number().int(),
});
export type RegisteredUser = z.infer<typeof registeredUser>;

export const uidTokenRequest = z.strictObject({
  uid: plainText().max(64, 'Слишком длинное значение.'),
  token: plainText().max(256, 'Слишком длинное значение.'),
});
export const emailRequest = z.strictObject({ email: emailField });
export const resetConfirmRequest = uidTokenRequest.extend({ new_password: newPasswordField });
export const setPasswordRequest = z.strictObject({
  current_password: anyPassword,
  new_password: newPasswordField,
});

export const me = z.object({
  id: z.number().int(),
  email: z.string(),
  type_account: z.number().int(),
  accountTypes: z.array(accountType),
  ...personNames.shape,
});
export type Me = z.infer<typeof me>;

export const loginRequest = z.strictObject({
  email: plainText().max(254),
  password: anyPassword,
});
export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;
export const refreshRequest = z.strictObject({ refresh: tokenString });
export const verifyRequest = z.strictObject({ token: tokenString });
export const emptyObject = z.object({});

/** Claims every token carries (simplejwt's names); access tokens add `fid`, the login they belong to. */
export interface TokenClaims {
  token_type: 'access' | 'refresh';
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
}
