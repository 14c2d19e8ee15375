import { describe, expect, it } from 'vitest';
import {
  announced,
  announcedMessages,
  announcements,
  idPayloads,
  parseAnnouncement,
  parseIdPayload,
  type SharedContent,
} from '../../server/realtime/announcement';
import { notificationMessage } from '../../server/realtime/wire';

// A NOTIFY payload carries an event's content once with its (id, user) pairs, or ids alone; split so that
// none reaches PostgreSQL's 8000-byte limit.

const content: SharedContent = {
  kind: 'profile_published',
  title: 'Профиль опубликован',
  text: 'Агентство «Северный ветер» теперь в каталоге: заказчики видят его и могут пригласить.',
  link: '/executor/7',
  payload: { agency: 'Северный ветер', contractor_id: 7 },
  created_at: '2026-03-20T09:00:00.000Z',
};

describe('announcements / parseAnnouncement', () => {
  it('round-trips a 1 000-recipient event in payloads under the limit, in order', () => {
    const recipients = Array.from(
      { length: 1_000 },
      (_, i) => [2_000_000_000 + i, 1_000_000 + i] as const,
    );
    const payloads = announcements(content, recipients);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const parsed = payloads.map(parseAnnouncement);
    for (const message of parsed) expect(message).toMatchObject({ content });
    expect(parsed.flatMap((m) => ('recipients' in m ? m.recipients : []))).toEqual(recipients);
  });

  it('sends long content as ids alone (the listener reads those rows)', () => {
    const long = { ...content, text: 'Я'.repeat(2_000) }; // 4 000 bytes in UTF-8
    const payloads = announcements(long, [
      [5, 50],
      [6, 60],
    ]);
    expect(payloads).toEqual(['5,6']);
    expect(parseAnnouncement(payloads[0]!)).toEqual({ ids: [5, 6] });
  });

  it('sends nothing for no recipients', () => {
    expect(announcements(content, [])).toEqual([]);
  });

  it('announces nothing for what another sender may have put on the channel', () => {
    for (const payload of [
      '{',
      '{}',
      '{"content":{"kind":"x"},"to":[]}',
      '{"content":1,"to":[[1,2]]}',
    ])
      expect(parseAnnouncement(payload), payload).toEqual({ ids: [] });
    const withJunk = `{"content":${JSON.stringify(content)},"to":[[1,2],[0,3],["4",5],[6],7]}`;
    expect(parseAnnouncement(withJunk)).toEqual({ content, recipients: [[1, 2]] });
  });

  it('gives each recipient the notification a row would give', () => {
    expect(announced(content, 42)).toEqual({
      notification_id: 42,
      ...content,
      is_read: false,
    });
    expect(Object.keys(announced(content, 42))).toEqual([
      'notification_id',
      'kind',
      'title',
      'text',
      'link',
      'payload',
      'is_read',
      'created_at',
    ]);
  });
});

describe('idPayloads / parseIdPayload', () => {
  it('round-trips any number of ids in payloads under the limit', () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => 2_000_000_000 + i);
    const payloads = idPayloads(ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap(parseIdPayload)).toEqual(ids);
  });

  it('sends nothing for no ids, one payload for a few', () => {
    expect(idPayloads([])).toEqual([]);
    expect(idPayloads([3, 14, 15])).toEqual(['3,14,15']);
  });

  it('skips what is not an id (another sender on the channel)', () => {
    expect(parseIdPayload('7,x,-2,0,1.5,9')).toEqual([7, 9]);
    expect(parseIdPayload('')).toEqual([]);
  });

  it('serialises the content once and gives each recipient the message of its own notification', () => {
    const tricky: SharedContent = {
      ...content,
      title: 'Кавычки " и \\ и "notification_id":0',
      payload: { notification_id: 0, agency: '{"x":1}', contractor_id: 7 },
    };
    for (const shared of [content, tricky]) {
      const messageOf = announcedMessages(shared);
      for (const id of [1, 42, 2_147_483_647]) {
        expect(messageOf(id)).toBe(notificationMessage(announced(shared, id)));
        expect(JSON.parse(messageOf(id))).toEqual({
          type: 'notification',
          notification: announced(shared, id),
        });
      }
    }
  });
});
