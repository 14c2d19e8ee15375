import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api-paths';
import { ApiError } from '../../src/lib/api-error';
import { createOutbox, type OutboxAction, type OutboxRefusal } from '../../src/lib/outbox/outbox';
import { idbStorage } from '../../src/lib/pwa/query-persistence';
import { wipeUserData } from '../../src/lib/pwa/user-data';

// The outbox over the real IndexedDB store (idb-keyval on fake-indexeddb): the order of sending, a retry
// with the same Idempotency-Key after a network failure, a refusal with the server's reason and the draft
// kept, the logout's wipe, and a reload (a new outbox reads what the last one stored).

const USER = 7;

/** A server that answers each sent action by `answer` (throw to fail), recording what it got. */
function fakeServer(answer: (action: OutboxAction) => unknown = () => ({ ok: true })) {
  const sent: OutboxAction[] = [];
  const send = vi.fn((action: OutboxAction) => {
    sent.push(action);
    try {
      return Promise.resolve(answer(action));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return { sent, send };
}

function outboxWith(
  send: (action: OutboxAction) => Promise<unknown>,
  network: { online: boolean },
  extra: { onRefused?: (refusal: OutboxRefusal) => void } = {},
  userId = USER,
) {
  return createOutbox({
    userId,
    storage: idbStorage(),
    send,
    isOnline: () => network.online,
    ...extra,
  });
}

const question = (text: string) => ({
  endpoint: API.tender.questionCreate,
  params: { id: 3 },
  body: { text },
  label: 'Вопрос по ТЗ',
  scope: 'questions:3',
  project: 3,
});

const proposal = {
  endpoint: API.tender.candidateUpdate,
  params: { id: 12 },
  body: { price: 900_000, timeline_days: 30, approach: 'Снимем за два дня.', submit: true },
  label: 'Отправить предложение',
  scope: 'proposal:12',
  project: 3,
  draft: {
    price: '900000',
    timeline_days: '30',
    approach: 'Снимем за два дня.',
    team: '',
    links: [],
  },
};

const networkDown = () => new TypeError('Failed to fetch');

/** Web Locks, one holder per name at a time, whose `late` lock answers only after `letGo()`. */
function locksReleasingLate(late: string) {
  let letGo!: () => void;
  const gate = new Promise<void>((open) => (letGo = open));
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, task: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task);
    const answer = name === late ? run.then(async (value) => (await gate, value)) : run;
    tails.set(
      name,
      answer.catch(() => undefined),
    );
    return answer;
  };
  return { locks: { request }, letGo };
}

afterEach(async () => {
  await idbStorage()!.clear();
});

describe('the outbox', () => {
  it('queues what is done offline and sends it in order, each with its own key', async () => {
    const network = { online: false };
    const server = fakeServer();
    const outbox = outboxWith(server.send, network);
    for (const text of ['Первый?', 'Второй?', 'Третий?'])
      expect(await outbox.submit(question(text))).toEqual({ queued: true });
    expect(server.send).not.toHaveBeenCalled();
    expect(outbox.state().actions.map((action) => action.body.text)).toEqual([
      'Первый?',
      'Второй?',
      'Третий?',
    ]);

    network.online = true;
    expect(await outbox.flush()).toBe(true);
    expect(server.sent.map((action) => action.body.text)).toEqual([
      'Первый?',
      'Второй?',
      'Третий?',
    ]);
    expect(new Set(server.sent.map((action) => action.key)).size).toBe(3);
    expect(outbox.state().actions).toEqual([]);
  });

  it('keeps an action a network failure stopped, and what follows it, then sends each once with the same key', async () => {
    const network = { online: false };
    let failures = 1;
    const server = fakeServer(() => {
      if (failures-- > 0) throw networkDown();
      return { ok: true };
    });
    const outbox = outboxWith(server.send, network);
    await outbox.submit(question('Первый?'));
    await outbox.submit(question('Второй?'));
    network.online = true;

    expect(await outbox.flush()).toBe(false);
    expect(server.sent.map((action) => action.body.text)).toEqual(['Первый?']); // the second waited
    expect(outbox.state().actions).toHaveLength(2);

    expect(await outbox.flush()).toBe(true);
    expect(server.sent.map((action) => action.body.text)).toEqual([
      'Первый?',
      'Первый?',
      'Второй?',
    ]);
    expect(server.sent[1]!.key).toBe(server.sent[0]!.key); // the server replays, nothing twice
    expect(outbox.state().actions).toEqual([]);
  });

  it('treats a server error or a key still running as a failure to retry, not a refusal', async () => {
    const network = { online: true };
    const answers = [
      new ApiError(503, { detail: 'Ошибка сервера. Мы уже разбираемся.' }),
      new ApiError(409, { detail: 'Запрос ещё выполняется.', code: 'idempotency_key_in_progress' }),
    ];
    const server = fakeServer(() => {
      const next = answers.shift();
      if (next) throw next;
      return { ok: true };
    });
    const outbox = outboxWith(server.send, { online: false });
    await outbox.submit(question('Первый?'));
    const online = outboxWith(server.send, network);
    await online.load();
    expect(await online.flush()).toBe(false);
    expect(await online.flush()).toBe(false);
    expect(await online.flush()).toBe(true);
    expect(online.state()).toEqual({ actions: [], refusals: [] });
    expect(new Set(server.sent.map((action) => action.key)).size).toBe(1);
  });

  it("drops a refused action with the server's reason, keeps the proposal's draft, and goes on", async () => {
    const network = { online: false };
    const reason = 'Приём предложений закончился: срок вышел.';
    const server = fakeServer((action) => {
      if (action.endpoint === API.tender.candidateUpdate)
        throw new ApiError(400, { non_field_errors: [reason] });
      return { ok: true };
    });
    const refused: OutboxRefusal[] = [];
    const outbox = outboxWith(server.send, network, { onRefused: (r) => refused.push(r) });
    await outbox.submit(proposal);
    await outbox.submit(question('После предложения?'));
    network.online = true;

    expect(await outbox.flush()).toBe(true);
    expect(server.sent.map((action) => action.endpoint)).toEqual([
      API.tender.candidateUpdate,
      API.tender.questionCreate,
    ]);
    expect(outbox.state().actions).toEqual([]);
    expect(refused).toHaveLength(1);
    expect(outbox.state().refusals).toEqual([
      expect.objectContaining({
        label: 'Отправить предложение',
        scope: 'proposal:12',
        messages: [reason],
        draft: proposal.draft,
      }),
    ]);
    // The refusal stays until it is read, across a reload too.
    const reloaded = outboxWith(server.send, network);
    expect((await reloaded.load()).refusals).toHaveLength(1);
    await reloaded.dismiss(outbox.state().refusals[0]!.key);
    expect((await reloaded.load()).refusals).toEqual([]);
  });

  it('answers a submit made online with the result, or rejects it with the refusal for its form', async () => {
    const server = fakeServer((action) => {
      if (action.body.text === 'Поздно?')
        throw new ApiError(400, { detail: 'Время для вопросов истекло.' });
      return { id: 41 };
    });
    const outbox = outboxWith(server.send, { online: true });
    expect(await outbox.submit(question('Вовремя?'))).toEqual({
      queued: false,
      result: { id: 41 },
    });
    await expect(outbox.submit(question('Поздно?'))).rejects.toBeInstanceOf(ApiError);
    // The form showed it: no refusal is kept for later.
    expect(outbox.state()).toEqual({ actions: [], refusals: [] });
  });

  it('sends, not queues, an action submitted while a flush that found the queue empty lets go of its lock', async () => {
    // Chromium answers a Web Lock's release through the browser process: a busy machine makes that late.
    const held = locksReleasingLate(`podryad-outbox-${USER}`);
    const before = Object.getOwnPropertyDescriptor(navigator, 'locks');
    Object.defineProperty(navigator, 'locks', { value: held.locks, configurable: true });
    try {
      const server = fakeServer(() => ({ id: 42 }));
      const outbox = outboxWith(server.send, { online: true });
      const ending = outbox.flush();
      const outcome = outbox.submit(question('Пока очередь пуста?'));
      await vi.waitFor(() => expect(outbox.state().actions).toHaveLength(1));
      held.letGo();
      expect(await ending).toBe(true);
      expect(await outcome).toEqual({ queued: false, result: { id: 42 } });
      expect(server.sent).toHaveLength(1);
      expect(outbox.state()).toEqual({ actions: [], refusals: [] });
    } finally {
      if (before) Object.defineProperty(navigator, 'locks', before);
      else Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('survives a reload: a new outbox reads the stored actions and sends them with their keys', async () => {
    const server = fakeServer();
    const before = outboxWith(server.send, { online: false });
    await before.submit(proposal);
    await before.submit(question('Сколько роликов?'));
    const keys = before.state().actions.map((action) => action.key);

    const after = outboxWith(server.send, { online: true });
    expect((await after.load()).actions.map((action) => action.key)).toEqual(keys);
    expect(await after.flush()).toBe(true);
    expect(server.sent.map((action) => action.key)).toEqual(keys);
    // Another user's outbox is its own.
    expect((await outboxWith(server.send, { online: true }, {}, USER + 1).load()).actions).toEqual(
      [],
    );
  });

  it('is wiped at logout with the persisted queries', async () => {
    const server = fakeServer();
    const outbox = outboxWith(server.send, { online: false });
    await outbox.submit(question('Останется?'));
    expect((await outboxWith(server.send, { online: false }).load()).actions).toHaveLength(1);

    await wipeUserData();
    const next = outboxWith(server.send, { online: true });
    expect(await next.load()).toEqual({ actions: [], refusals: [] });
    expect(await next.flush()).toBe(true);
    expect(server.send).not.toHaveBeenCalled();
  });
});
