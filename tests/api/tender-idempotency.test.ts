import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Candidate, Invitation } from '../../contract/tender';
import { idempotencyKeys, tenderEvents, tenderQuestions } from '../../server/db/schema';
import {
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../server/http/idempotency';
import { HOUR, T, useTenderApp } from './helpers/tender';
import type { Role } from './helpers/world';

// `Idempotency-Key` on the tender's writes the app queues offline: a repeat after a lost answer gets the
// first answer and writes nothing twice; the key is the user's own, kept 24 hours.

const t = useTenderApp();
const { app, world, invited, openTender, candidateOf } = t;

type Method = 'PATCH' | 'POST';

/** A request as `role` with the key (none when `key` is undefined). */
async function send<B = Record<string, unknown>>(
  role: Role,
  method: Method,
  url: string,
  body: unknown,
  key?: string,
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${world()[role].session!.access}`,
  };
  if (key !== undefined) headers['idempotency-key'] = key;
  const res = await app().inject({ method, url, headers, payload: body as object });
  return { status: res.statusCode, body: res.json<B>(), headers: res.headers };
}

const accept = { status: 'accepted', conflict: 'none' };
const proposal = {
  price: 1_500_000,
  timeline_days: 40,
  approach: 'Снимем за два дня, смонтируем за неделю.',
  submit: true,
};

async function steps(project: number, kind: string) {
  const rows = await app()
    .db.db.select()
    .from(tenderEvents)
    .where(and(eq(tenderEvents.projectId, project), eq(tenderEvents.kind, kind)));
  return rows.length;
}

describe('Idempotency-Key on the tender writes', () => {
  it('answers a repeated acceptance and proposal as the first time and writes each once', async () => {
    const { project, invitation } = await invited(['leader']);
    const url = `${T}/invitations/${invitation('leader').id}/`;
    const key = randomUUID();
    const first = await send<Invitation>('leader', 'PATCH', url, accept, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const again = await send<Invitation>('manager', 'PATCH', url, accept, key);
    // another person of the same agency: its own key space, so the answered invitation refuses it
    expect(again.status).toBe(400);
    const replay = await send<Invitation>('leader', 'PATCH', url, accept, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(await steps(project, 'invitation_accepted')).toBe(1);

    await openTender(project);
    const mine = await candidateOf('leader', project);
    const candidateUrl = `${T}/tender-candidates/${mine.id}/`;
    const sendKey = randomUUID();
    const sent = await send<Candidate>('leader', 'PATCH', candidateUrl, proposal, sendKey);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const resent = await send<Candidate>('leader', 'PATCH', candidateUrl, proposal, sendKey);
    expect(resent).toMatchObject({ status: 200, body: sent.body });
    expect(await steps(project, 'proposal_sent')).toBe(1);
  });

  it('lets one of two concurrent requests with a key write, the other replays or waits', async () => {
    const { project, invitation } = await invited(['leader']);
    const url = `${T}/invitations/${invitation('leader').id}/`;
    const key = randomUUID();
    const answers = await Promise.all([
      send('leader', 'PATCH', url, accept, key),
      send('leader', 'PATCH', url, accept, key),
    ]);
    expect(answers.map((a) => a.status)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await steps(project, 'invitation_accepted')).toBe(1);
  });

  it('refuses the same key with another body: 422, nothing written', async () => {
    const { project, invitation } = await invited(['leader']);
    const url = `${T}/projects/${project}/questions/`;
    const key = randomUUID();
    const asked = await send('leader', 'POST', url, { text: 'Сколько точек съёмки?' }, key);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const other = await send('leader', 'POST', url, { text: 'А бюджет?' }, key);
    expect(other).toMatchObject({
      status: 422,
      body: { detail: IDEMPOTENCY_MESSAGES.reused, code: 'idempotency_key_reused' },
    });
    // the same key on another route is another request too
    const elsewhere = await send(
      'leader',
      'PATCH',
      `${T}/invitations/${invitation('leader').id}/`,
      accept,
      key,
    );
    expect(elsewhere.status).toBe(422);
    expect(await steps(project, 'invitation_accepted')).toBe(0);
    const questions = await app()
      .db.db.select()
      .from(tenderQuestions)
      .where(eq(tenderQuestions.projectId, project));
    expect(questions.map((q) => q.text)).toEqual(['Сколько точек съёмки?']);
  });

  it("keeps each user's keys apart: another user's same key is its own request", async () => {
    const { project, invitation } = await invited(['leader', 'otherLeader']);
    const key = randomUUID();
    for (const role of ['leader', 'otherLeader'] as const) {
      const res = await send(
        role,
        'PATCH',
        `${T}/invitations/${invitation(role).id}/`,
        accept,
        key,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    }
    expect(await steps(project, 'invitation_accepted')).toBe(2);
  });

  it('without a key behaves as before: a repeat is a second request', async () => {
    const { project } = await invited(['leader']);
    const url = `${T}/projects/${project}/questions/`;
    const body = { text: 'Нужна ли озвучка?' };
    expect((await send('leader', 'POST', url, body)).status).toBe(201);
    expect((await send('leader', 'POST', url, body)).status).toBe(201);
    expect(await steps(project, 'question_asked')).toBe(2);
  });

  it('refuses a key too long or with other characters: 400, nothing written', async () => {
    const { project } = await invited(['leader']);
    const url = `${T}/projects/${project}/questions/`;
    const body = { text: 'Где будет съёмка?' };
    const long = await send('leader', 'POST', url, body, 'k'.repeat(IDEMPOTENCY_KEY_MAX + 1));
    expect(long).toMatchObject({
      status: 400,
      body: { detail: IDEMPOTENCY_MESSAGES.tooLong, code: 'idempotency_key_invalid' },
    });
    for (const bad of ['ключ-1', 'a b', '', 'a,b'])
      expect((await send('leader', 'POST', url, body, bad)).body).toEqual({
        detail: IDEMPOTENCY_MESSAGES.malformed,
        code: 'idempotency_key_invalid',
      });
    expect((await send('leader', 'POST', url, body, 'k'.repeat(IDEMPOTENCY_KEY_MAX))).status).toBe(
      201,
    );
    expect(await steps(project, 'question_asked')).toBe(1);
  });

  it("replays the client's answer to a question once", async () => {
    const { project } = await invited(['leader']);
    const asked = await send<{ id: number }>(
      'leader',
      'POST',
      `${T}/projects/${project}/questions/`,
      { text: 'Можно ли снимать в выходные?' },
    );
    const url = `${T}/questions/${asked.body.id}/answer/`;
    const key = randomUUID();
    const first = await send('client', 'POST', url, { answer: 'Да.' }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await send('client', 'POST', url, { answer: 'Да.' }, key)).toMatchObject({
      status: 200,
      body: first.body,
    });
    // without the key the second answer is refused, as before
    expect((await send('client', 'POST', url, { answer: 'Да.' })).status).toBe(400);
    expect(await steps(project, 'question_answered')).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const { project } = await invited(['leader']);
    const url = `${T}/projects/${project}/questions/`;
    const key = randomUUID();
    const body = { text: 'Какой формат роликов?' };
    expect((await send('leader', 'POST', url, body, key)).status).toBe(201);
    await t.later(25 * HOUR);
    try {
      const later = await send('leader', 'POST', url, body, key);
      expect(later.status, JSON.stringify(later.body)).toBe(201);
      expect(later.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    } finally {
      await t.backToNow();
    }
    expect(await steps(project, 'question_asked')).toBe(2);
    const kept = await app()
      .db.db.select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(kept).toHaveLength(1);
  });
});
