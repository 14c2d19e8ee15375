// The checks a form makes on an account's email and password before the server does (the server also
// checks a password's strength), with their messages: one source for the antd and the plain forms.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Something@something.tld, no spaces: what people mistype; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const accountMessages = {
  emailRequired: 'Введите электронную почту',
  emailInvalid: 'Введите правильный адрес электронной почты',
  passwordRequired: 'Введите пароль',
  passwordTooShort: `Не короче ${PASSWORD_MIN_LENGTH} символов`,
  passwordHelp: `Не короче ${PASSWORD_MIN_LENGTH} символов, не только из цифр и не похожий на адрес почты.`,
  passwordsDiffer: 'Пароли не совпадают',
  agreementRequired: 'Без согласия с условиями регистрация невозможна',
} as const;
