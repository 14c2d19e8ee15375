import { API } from '../api-paths';
import {
  emailRequest,
  emptyObject,
  loginRequest,
  me,
  refreshRequest,
  registeredUser,
  registerRequest,
  resetConfirmRequest,
  setPasswordRequest,
  tokenPair,
  uidTokenRequest,
  verifyRequest,
} from '../auth';
import { personNamesPatch } from '../people';
import type { RouteSchemas } from './route-schema';

const { auth } = API;

/** /auth/: registration, activation, passwords, the current user and the JWT pair. */
export const AUTH_SCHEMAS = {
  [auth.register]: {
    summary: 'Регистрация: неактивный пользователь и письмо активации',
    body: registerRequest,
    response: { 201: registeredUser },
    errors: [503], // password hashes past their queue (server/security/passwords.ts)
  },
  [auth.activate]: { summary: 'Активация по ссылке из письма', body: uidTokenRequest },
  [auth.resendActivation]: { summary: 'Повторить письмо активации', body: emailRequest },
  [auth.resetPassword]: { summary: 'Письмо для сброса пароля', body: emailRequest },
  [auth.resetPasswordConfirm]: {
    summary: 'Новый пароль по ссылке из письма',
    body: resetConfirmRequest,
    errors: [503], // password hashes past their queue (server/security/passwords.ts)
  },
  [auth.setPassword]: {
    summary: 'Сменить пароль',
    body: setPasswordRequest,
    errors: [503], // password hashes past their queue (server/security/passwords.ts)
  },
  [auth.me]: { summary: 'Текущий пользователь', response: { 200: me } },
  [auth.meUpdate]: {
    summary: 'Изменить своё имя и должность',
    body: personNamesPatch,
    response: { 200: me },
  },
  [auth.tokenCreate]: {
    summary: 'Вход: пара токенов',
    body: loginRequest,
    response: { 200: tokenPair },
    // failed logins per account, device and address (auth/login-throttle.ts); hashes past their queue
    errors: [429, 503],
  },
  [auth.tokenRefresh]: {
    summary: 'Новый access-токен (и refresh при ротации)',
    body: refreshRequest,
    response: { 200: tokenPair },
  },
  [auth.tokenVerify]: {
    summary: 'Проверить токен',
    body: verifyRequest,
    response: { 200: emptyObject },
  },
  [auth.tokenBlacklist]: {
    summary: 'Выход: отозвать refresh-токен',
    body: refreshRequest,
    response: { 200: emptyObject },
  },
} as const satisfies RouteSchemas;
