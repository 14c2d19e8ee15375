import {
  accountMessages,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../lib/account-rules';

// The account fields' core: their props, words, input attributes and checks, once for both renderers — antd's
// (./EmailField.tsx, ./PasswordFields.tsx: Form.Items for an antd Form) and the plain ones (./plain/: fields of a
// react-hook-form form), so a change here is a change on every screen.

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export type EmailFieldProps = {
  autoFocus?: boolean;
  placeholder?: string;
  requiredMessage?: string;
  /** false for someone else's address (an invitation): the browser must not offer the user's own. */
  ownAddress?: boolean;
};

/** The email field (name `email`): its label, its input's attributes and its check. */
export function emailField({
  autoFocus = false,
  placeholder = 'name@company.ru',
  requiredMessage = accountMessages.emailRequired,
  ownAddress = true,
}: EmailFieldProps) {
  return {
    label: 'Электронная почта',
    input: {
      type: 'email',
      autoComplete: ownAddress ? 'email' : undefined,
      inputMode: 'email',
      maxLength: EMAIL_MAX_LENGTH,
      autoFocus,
      placeholder,
    },
    /** Something@something.tld, no spaces: what people mistype; the server has the last word. */
    problem: (value: unknown) => {
      if (text(value) === '') return requiredMessage;
      return EMAIL_PATTERN.test(text(value)) ? null : accountMessages.emailInvalid;
    },
  } as const;
}

export type CurrentPasswordFieldProps = {
  name: string;
  label: string;
  requiredMessage?: string;
  autoFocus?: boolean;
};

/** The password the user has now (to log in, or to confirm a change). */
export function currentPasswordField({
  requiredMessage = accountMessages.passwordRequired,
  autoFocus = false,
}: CurrentPasswordFieldProps) {
  return {
    input: { autoComplete: 'current-password', maxLength: PASSWORD_MAX_LENGTH, autoFocus },
    problem: (value: unknown) => (text(value) === '' ? requiredMessage : null),
  } as const;
}

export type PasswordFieldsProps = {
  /** The server's field names: `password`/`re_password` (registration), `new_password` (reset, change). */
  name: string;
  repeatName: string;
  label?: string;
  repeatLabel?: string;
  requiredMessage?: string;
};

/** A new password and its repetition: the form checks length and the match (the server, strength). */
export function passwordFields({
  label = 'Пароль',
  repeatLabel = 'Повторите пароль',
  requiredMessage = accountMessages.passwordRequired,
}: PasswordFieldsProps) {
  return {
    label,
    repeatLabel,
    help: accountMessages.passwordHelp,
    input: { autoComplete: 'new-password', maxLength: PASSWORD_MAX_LENGTH },
    problem: (value: unknown) => {
      if (text(value) === '') return requiredMessage;
      return text(value).length < PASSWORD_MIN_LENGTH ? accountMessages.passwordTooShort : null;
    },
    // The repeat field's label is its own prompt: «Повторите пароль».
    repeatProblem: (value: unknown, password: unknown) => {
      if (text(value) === '') return repeatLabel;
      return value === password ? null : accountMessages.passwordsDiffer;
    },
  } as const;
}
