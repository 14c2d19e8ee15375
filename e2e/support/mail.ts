import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eMail } from './mail-config';
import type { SunkMail } from './mail-sink';

/** The latest mail to `to` whose subject matches, waiting for it to arrive. */
export async function waitForMail(to: string, subject: RegExp): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(e2eMail.dir).catch(() => [] as string[])).sort().reverse();
        for (const name of names) {
          const mail = JSON.parse(await readFile(path.join(e2eMail.dir, name), 'utf8')) as SunkMail;
          if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The app link in a mail (`/auth/login?uid&token` or `/auth/reset?uid&token`), as a path of the app. */
export function appLinkIn(mail: SunkMail, page: 'login' | 'reset'): string {
  const link = new RegExp(`https?://\\S+/auth/${page}\\?\\S+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no /auth/${page} link in «${mail.subject}»:\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** An address no earlier run has used (the e2e database lives as long as the server). */
export const uniqueEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.example`;

/** How many mails to `to` whose subject matches have arrived so far. */
export async function countMails(to: string, subject: RegExp): Promise<number> {
  const names = await readdir(e2eMail.dir).catch(() => [] as string[]);
  let count = 0;
  for (const name of names) {
    const mail = JSON.parse(await readFile(path.join(e2eMail.dir, name), 'utf8')) as SunkMail;
    if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) count++;
  }
  return count;
}
