import { describe, expect, it } from 'vitest';
import { priceVerdict, timelineVerdict } from '../../src/features/project/components/tender-format';

// How the comparison matrix reads a proposal against the brief: the price against the budget band's roubles,
// the timeline against the project's deadline (from its start, or from today when the start is past or unset).

describe('priceVerdict', () => {
  it('places a price below, inside or above the band, its bounds inside', () => {
    expect(priceVerdict(14_999_999, '15M_30M')).toBe('under');
    expect(priceVerdict(15_000_000, '15M_30M')).toBe('within');
    expect(priceVerdict(30_000_000, '15M_30M')).toBe('within');
    expect(priceVerdict(30_000_001, '15M_30M')).toBe('over');
  });

  it('has no ceiling for the largest band', () => {
    expect(priceVerdict(9_000_000_000, 'MORE_1B')).toBe('within');
    expect(priceVerdict(1, 'LESS_15M')).toBe('within');
  });
});

describe('timelineVerdict', () => {
  const project = { start_date: '2026-12-01', deadline: '2027-02-28' };

  it('counts from the project’s start when it lies ahead', () => {
    expect(timelineVerdict(89, project, '2026-11-20')).toEqual({
      fits: true,
      label: 'Успевает к сроку',
    });
    expect(timelineVerdict(120, project, '2026-11-20')).toEqual({
      fits: false,
      label: 'Позже срока на 31 дн.',
    });
  });

  it('counts from today when the start is past or not set', () => {
    expect(timelineVerdict(89, project, '2026-12-10')).toEqual({
      fits: false,
      label: 'Позже срока на 9 дн.',
    });
    expect(timelineVerdict(10, { start_date: null, deadline: '2027-01-01' }, '2026-12-30')).toEqual(
      { fits: false, label: 'Позже срока на 8 дн.' },
    );
  });

  it('says nothing without a deadline', () => {
    expect(timelineVerdict(30, { start_date: '2026-12-01', deadline: null }, '2026-11-20')).toBe(
      null,
    );
  });
});
