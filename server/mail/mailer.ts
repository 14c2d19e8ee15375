import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db } from '../db/client';
import { outbox, type MailAttachment } from '../db/schema';

// Requests wait for the SMTP answer: bounded, so a dead mail server cannot hang them for minutes.
const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative; whoever builds it escapes every user-written value. */
  html?: string;
  /** Files sent with it (an invoice's PDF), their bytes base64 as the outbox keeps them. */
  attachments?: MailAttachment[];
}

/** A file as nodemailer takes it. */
export interface SentAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One mail as handed to the transport. */
export type SentMail = Omit<MailMessage, 'attachments'> & {
  from: string;
  attachments?: SentAttachment[];
};

/** What `send` needs to deliver: one `sendMail`, as nodemailer's transports offer it. */
export interface MailTransport {
  sendMail: (message: SentMail) => Promise<unknown>;
  close?: () => void;
}

/** The outbox's attachments as nodemailer sends them: bytes, not base64. */
const sentAttachments = (attachments: MailAttachment[] | null) =>
  attachments && attachments.length > 0
    ? {
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content, 'base64'),
        })),
      }
    : {};

export interface Mailer {
  /** Writes the mail to the outbox inside the caller's transaction, so it exists iff the change commits. */
  enqueue: (tx: Db, message: MailMessage) => Promise<number>;
  /** After commit: sends through SMTP (marking `sent_at`), or, without SMTP, prints it to the log. */
  dispatch: (ids: number[]) => Promise<void>;
  /** Closes the SMTP connection, if any. */
  close: () => void;
}

/** The readable line of a mail not sent (no SMTP): who it is for, its subject and its links. */
export function mailLine(mail: Pick<MailMessage, 'to' | 'subject' | 'text'>, id: number): string {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const head = `Письмо #${id} для ${mail.to} «${mail.subject}»`;
  return `${links.length > 0 ? `${head}: ${links.join(' ')}` : head}\n`;
}

export function createMailer({
  db,
  log,
  smtpUrl,
  publicUrl,
  transport,
  print,
}: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  publicUrl: string;
  transport?: MailTransport;
  /** Without SMTP, each mail's line goes here too, whatever the log level (the server: stdout). */
  print?: (line: string) => void;
}): Mailer {
  const smtp =
    transport ??
    (smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS } as SMTPTransport.Options)
      : undefined);
  const from = `Подряд <noreply@${new URL(publicUrl).hostname}>`;

  return {
    close: () => smtp?.close?.(),
    async enqueue(tx, message) {
      const [row] = await tx.insert(outbox).values(message).returning({ id: outbox.id });
      return row!.id;
    },
    async dispatch(ids) {
      for (const id of ids) {
        const [mail] = await db.select().from(outbox).where(eq(outbox.id, id));
        if (!mail) continue;
        if (!smtp) {
          print?.(mailLine(mail, id));
          const files = mail.attachments?.map((file) => file.filename);
          log.info(
            {
              mailTo: mail.to,
              subject: mail.subject,
              ...(files && files.length > 0 ? { attachments: files } : {}),
            },
            `mail (outbox #${id}):\n${mail.text}`,
          );
          continue;
        }
        try {
          const html = mail.html === null ? {} : { html: mail.html };
          await smtp.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...html,
            ...sentAttachments(mail.attachments),
          });
          await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
        } catch (error) {
          // The row stays unsent in the outbox; the request that caused it has already succeeded.
          log.error({ err: error, outboxId: id }, 'mail not sent');
        }
      }
    },
  };
}
