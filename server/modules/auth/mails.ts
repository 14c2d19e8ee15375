import type { AppContext } from '../../app-context';
import type { MailMessage } from '../../mail/mailer';
import { encodeUid, makeUserToken, type UserTokenSubject } from './user-tokens';

// The texts of the account mails; links as the app's login and reset pages read them.

/** Links are signed with the JWT key and point at the public address. */
type LinkContext = Pick<AppContext, 'config' | 'secrets'>;

const link = (ctx: LinkContext, page: 'login' | 'reset', user: UserTokenSubject) => {
  const purpose = page === 'login' ? 'activation' : 'reset';
  const params = new URLSearchParams({
    uid: encodeUid(user.id),
    token: makeUserToken(ctx.secrets.jwt, purpose, user),
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

export const employeeInviteMail = (
  ctx: LinkContext,
  user: UserTokenSubject,
  agencyName: string,
): MailMessage => ({
  to: user.email,
  subject: `Приглашение в агентство «${agencyName}» на Подряде`,
  text:
    `Здравствуйте!\n\nРуководитель агентства «${agencyName}» добавил вас в команду на Подряде. ` +
    `Чтобы войти, задайте пароль по ссылке:\n\n${link(ctx, 'reset', user)}\n\n${VALIDITY} ` +
    'Если ссылка устарела, запросите сброс пароля на странице входа.' +
    SIGNATURE,
});
