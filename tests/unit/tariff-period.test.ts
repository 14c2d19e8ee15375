import { describe, expect, it } from 'vitest';
import { renderNotification } from '../../contract/notification-events';
import { addMonths, moscowDate } from '../../server/modules/plans/period';

describe('a paid period', () => {
  it('lasts calendar months in Moscow, a missing day becoming the month’s last', () => {
    expect(addMonths(new Date('2026-03-21T09:00:00Z'), 1).toISOString()).toBe(
      '2026-04-21T09:00:00.000Z',
    );
    expect(addMonths(new Date('2026-01-31T09:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(addMonths(new Date('2027-11-30T10:00:00Z'), 3).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    // 31 January, 01:00 in Moscow is still 30 January in UTC: Moscow's calendar decides.
    expect(addMonths(new Date('2026-01-30T22:00:00Z'), 1).toISOString()).toBe(
      '2026-02-27T22:00:00.000Z',
    );
    expect(addMonths(new Date('2026-03-20T09:00:00Z'), 12).toISOString()).toBe(
      '2027-03-20T09:00:00.000Z',
    );
  });

  it('ends on a Moscow date', () => {
    expect(moscowDate(new Date('2026-04-20T21:30:00Z'))).toBe('21.04.2026');
  });
});

describe('subscription_changed', () => {
  it('says what changed; an old row without a status still reads', () => {
    const text = (params: Parameters<typeof renderNotification<'subscription_changed'>>[1]) =>
      renderNotification('subscription_changed', params);
    expect(text({ plan: 'Бизнес', until: null })).toMatchObject({
      title: 'Тариф изменён',
      text: 'Тариф агентства — «Бизнес».',
    });
    expect(
      text({ plan: 'Бизнес', until: '21.04.2026', status: 'active', invoice: 7 }),
    ).toMatchObject({
      title: 'Тариф оплачен',
      text: 'Тариф агентства — «Бизнес», оплачен до 21.04.2026.',
    });
    expect(text({ plan: 'Про', until: null, status: 'pending_payment', invoice: 7 }).text).toBe(
      'Счёт № 7 на тариф «Про» выставлен: оплатите его по реквизитам из PDF.',
    );
    expect(text({ plan: 'Про', until: null, status: 'cancelled', invoice: 7 }).text).toBe(
      'Счёт № 7 на тариф «Про» отменён.',
    );
    expect(text({ plan: 'Про', until: null, status: 'expired', invoice: 7 })).toMatchObject({
      title: 'Оплаченный период закончился',
      text: 'Оплаченный период тарифа «Про» закончился.',
    });
  });
});
