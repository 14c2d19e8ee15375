import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/errors';

describe('the 429 message', () => {
  it('counts the seconds after «через» in the right form', () => {
    expect(MESSAGES.throttled(1)).toBe(
      'Запрос был проигнорирован. Ожидается доступность через 1 секунду.',
    );
    expect(MESSAGES.throttled(3)).toMatch(/через 3 секунды\.$/);
    expect(MESSAGES.throttled(11)).toMatch(/через 11 секунд\.$/);
    expect(MESSAGES.throttled(21)).toMatch(/через 21 секунду\.$/);
    expect(MESSAGES.throttled(60)).toMatch(/через 60 секунд\.$/);
  });
});
