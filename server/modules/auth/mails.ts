import type { AppContext } from '../../app-context';
import type { MailMessage } from '../../mail/mailer';
import { encodeUid, makeUserToken, type UserTokenSubject } from './user-tokens';
import { quoteName } from '../../../contract/quote';

// The texts of the account mails; links as the app's login and reset pages read them.

/** Links are signed with the JWT key and point at the public address. */
type LinkContext = Pick<AppContext, 'config' | 'secrets'>;

const link = (ctx: LinkContext, page: 'login' | 'reset', user: UserTokenSubject) => {
  const purpose = page === 'login' ? 'activation' : 'reset';
  const params = new URLSearchParams({
    uid: encodeUid(user.id),
    token: makeUserToken(ctx.secrets.jwt, purpose, user),
    // The login page fills it in after activating (the mail went to that address anyway).
    ...(page === 'login' && { email: user.email }),
  });
  return `${ctx.config.publicUrl}/auth/${page}?${params.toString()}`;
};

const SIGNATURE = '\n\nКоманда Подряда';
const VALIDITY = 'Ссылка действует 3 дня и только один раз.';

export const activationMail = (ctx: LinkContext, user: UserTokenSubject): MailMessage => ({
  to: user.email,
  subject: 'Подтвердите регистрацию на Подряде',
  text:
    'Здравствуйте!\n\nВы зарегистрировались на Подряде. Чтобы активировать учётную запись, ' +
    `откройте ссылку:\n\n${link(ctx, 'login', user)}\n\n${VALIDITY} ` +
    'Если вы не регистрировались, просто удалите это письмо.' +
    SIGNATURE,
});

export const resetMail = (ctx: LinkContext, user: UserTokenSubject): MailMessage => ({
  to: user.email,
  subject: 'Сброс пароля на Подряде',
  text:
    'Здравствуйте!\n\nВы или кто-то другой запросили сброс пароля. Чтобы задать новый пароль, ' +
    `откройте ссылку:\n\n${link(ctx, 'reset', user)}\n\n${VALIDITY} ` +
    'Если вы не запрашивали сброс, ничего делать не нужно: пароль останется прежним.' +
    SIGNATURE,
});

/** HTML-escaped, for the HTML part. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * User-written text shown in a mail as plain text: one line, bounded, and with a zero-width space after
 * `.`, `:`, `/` and `@` inside words, so no mail client turns «evil.example» or «https://…» into a link.
 */
export function inertMailText(text: string, maxChars = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const short = line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line;
  return short.replace(/([.:/@])(?=\S)/g, '$1\u200b');
}

const SUBJECT_NAME_CHARS = 60;

/** «1 день», «3 дня», «7 дней». */
const daysText = (n: number) => {
  const [last, lastTwo] = [n % 10, n % 100];
  const word =
    last === 1 && lastTwo !== 11
      ? 'день'
      : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)
        ? 'дня'
        : 'дней';
  return `${n} ${word}`;
};

/**
 * The invitation to an agency's team. The agency's name is written by its people, so it is never alone in
 * the subject (a fixed product phrase comes first), is marked as the agency's own words, and is inert text.
 */
export const employeeInviteMail = (
  ctx: LinkContext,
  user: UserTokenSubject,
  invitation: { agencyName: string; roleTitle: string; ttlDays: number },
): MailMessage => {
  const agency = inertMailText(invitation.agencyName);
  const url = link(ctx, 'reset', user);
  const lead =
    'Вас пригласили в команду агентства на Подряде — площадке, где заказчики подбирают подрядчиков.';
  const validity =
    `${VALIDITY} Приглашение действует ${daysText(invitation.ttlDays)}: если ссылка устарела, ` +
    'запросите сброс пароля на странице входа или попросите пригласившего отправить приглашение снова. ' +
    'Если вы не ждали этого письма, просто удалите его.';
  return {
    to: user.email,
    subject: `Приглашение в Подряд: агентство ${quoteName(inertMailText(invitation.agencyName, SUBJECT_NAME_CHARS))}`,
    text:
      `Здравствуйте!\n\n${lead}\n\n` +
      `Агентство (название указано им самим): ${quoteName(agency)}\nРоль: ${invitation.roleTitle}\n\n` +
      `Чтобы принять приглашение, задайте пароль по ссылке:\n\n${url}\n\n${validity}` +
      SIGNATURE,
    html:
      `<p>Здравствуйте!</p><p>${escapeHtml(lead)}</p>` +
      `<p>Агентство (название указано им самим): ${escapeHtml(quoteName(agency))}<br>` +
      `Роль: ${escapeHtml(invitation.roleTitle)}</p>` +
      `<p>Чтобы принять приглашение, <a href="${escapeHtml(url)}">задайте пароль</a>.</p>` +
      `<p>${escapeHtml(validity)}</p><p>Команда Подряда</p>`,
  };
};

/**
 * The invitation to a client company's people: its owner asked a colleague to run projects and tenders with
 * it. The company's name is its own words, so it is inert text after a fixed phrase, as an agency's is.
 */
export const colleagueInviteMail = (
  ctx: LinkContext,
  user: UserTokenSubject,
  invitation: { companyName: string; inviter: string; ttlDays: number },
): MailMessage => {
  const company = inertMailText(invitation.companyName);
  const inviter = inertMailText(invitation.inviter);
  const url = link(ctx, 'reset', user);
  const lead =
    'Вас пригласили в компанию заказчика на Подряде — площадке, где заказчики подбирают подрядчиков: ' +
    'вы будете вместе вести её проекты и тендеры.';
  const validity =
    `${VALIDITY} Приглашение действует ${daysText(invitation.ttlDays)}: если ссылка устарела, ` +
    'запросите сброс пароля на странице входа или попросите владельца компании отправить приглашение снова. ' +
    'Если вы не ждали этого письма, просто удалите его.';
  return {
    to: user.email,
    subject: `Приглашение в Подряд: компания ${quoteName(inertMailText(invitation.companyName, SUBJECT_NAME_CHARS))}`,
    text:
      `Здравствуйте!\n\n${lead}\n\n` +
      `Компания (название указано ею самой): ${quoteName(company)}\nПриглашает: ${inviter}\n\n` +
      `Чтобы принять приглашение, задайте пароль по ссылке:\n\n${url}\n\n${validity}` +
      SIGNATURE,
    html:
      `<p>Здравствуйте!</p><p>${escapeHtml(lead)}</p>` +
      `<p>Компания (название указано ею самой): ${escapeHtml(quoteName(company))}<br>` +
      `Приглашает: ${escapeHtml(inviter)}</p>` +
      `<p>Чтобы принять приглашение, <a href="${escapeHtml(url)}">задайте пароль</a>.</p>` +
      `<p>${escapeHtml(validity)}</p><p>Команда Подряда</p>`,
  };
};
