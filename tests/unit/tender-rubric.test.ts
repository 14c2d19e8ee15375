import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CRITERIA,
  RUBRIC_MESSAGES,
  disagree,
  meanMark,
  moscowCalendarDay,
  oneDecimal,
  proportionalMarks,
  rubricProblem,
  timelineMarks,
  weightedTotal,
  weightsLine,
} from '../../contract/tender-rubric';

// The rubric's pure rules: what may be saved, and how proposals are scored from their own figures and the
// evaluators' marks.

describe('rubricProblem', () => {
  it('accepts the default set: weights 100, one price, one timeline, five lines each', () => {
    expect(rubricProblem(DEFAULT_CRITERIA)).toBeNull();
    expect(DEFAULT_CRITERIA.map((c) => c.weight)).toEqual([30, 20, 20, 15, 15]);
  });

  it('names what is wrong', () => {
    const [price, experience, , , timeline] = DEFAULT_CRITERIA;
    expect(rubricProblem([])).toBe(RUBRIC_MESSAGES.noCriteria);
    expect(rubricProblem([{ ...price!, weight: 99 }])).toBe(RUBRIC_MESSAGES.weightsTotal);
    expect(
      rubricProblem([
        { ...price!, weight: 50 },
        { ...price!, name: 'Смета', weight: 50 },
      ]),
    ).toBe(RUBRIC_MESSAGES.onePrice);
    expect(
      rubricProblem([
        { ...timeline!, weight: 50 },
        { ...timeline!, name: 'Срок', weight: 50 },
      ]),
    ).toBe(RUBRIC_MESSAGES.oneTimeline);
    expect(
      rubricProblem([
        { ...experience!, weight: 50 },
        { ...experience!, name: ' опыт в отрасли ', weight: 50 },
      ]),
    ).toBe(RUBRIC_MESSAGES.namesUnique);
    expect(rubricProblem([{ ...experience!, weight: 100, scale: ['1', '2', '3', '4', ' '] }])).toBe(
      RUBRIC_MESSAGES.scaleLines,
    );
  });
});

describe('proportionalMarks', () => {
  it('gives the lowest 5 and the others 5 × lowest / own, to one decimal', () => {
    expect(proportionalMarks([1_200_000, 1_500_000, 2_400_000, 1_800_000])).toEqual([
      5, 4, 2.5, 3.3,
    ]);
  });
  it('leaves a missing figure without a mark', () => {
    expect(proportionalMarks([null, 900])).toEqual([null, 5]);
    expect(proportionalMarks([null, null])).toEqual([null, null]);
  });
  it('rounds half up', () => {
    expect(oneDecimal(4.25)).toBe(4.3);
    expect(oneDecimal(4.249)).toBe(4.2);
  });
});

describe('timelineMarks', () => {
  const project = { start_date: null, deadline: '2027-01-31' };
  it('scores a timeline past the deadline 1, the rest in proportion to the shortest in time', () => {
    // From 1 January: 30 days end on the 31st (in time), 31 days on 1 February (late).
    expect(timelineMarks([20, 30, 31, null], project, '2027-01-01')).toEqual([5, 3.3, 1, null]);
  });
  it('starts from the project’s start date when it is later than the opening', () => {
    expect(
      timelineMarks([20, 10], { start_date: '2027-01-20', deadline: '2027-01-31' }, '2027-01-01'),
    ).toEqual([1, 5]);
  });
  it('without a deadline nothing is late', () => {
    expect(timelineMarks([60, 30], { start_date: null, deadline: null }, '2027-01-01')).toEqual([
      2.5, 5,
    ]);
  });
  it('takes the opening’s day in Moscow', () => {
    expect(moscowCalendarDay(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });
});

describe('people’s marks and the total', () => {
  it('means, disagreements of 2 or more', () => {
    expect(meanMark([5, 3])).toBe(4);
    expect(meanMark([2, 3])).toBe(2.5);
    expect(meanMark([])).toBeNull();
    expect(disagree([5, 3])).toBe(true);
    expect(disagree([4, 3, 3])).toBe(false);
    expect(disagree([5])).toBe(false);
  });
  it('sums weight × mark / 5 to 100; a weighted criterion without a mark leaves it open', () => {
    expect(
      weightedTotal([
        { weight: 40, mark: 5 },
        { weight: 30, mark: 4 },
        { weight: 30, mark: 4 },
      ]),
    ).toBe(88);
    expect(
      weightedTotal([
        { weight: 40, mark: 4 },
        { weight: 30, mark: 3 },
        { weight: 30, mark: 2.5 },
      ]),
    ).toBe(65);
    expect(weightedTotal([{ weight: 100, mark: null }])).toBeNull();
    expect(
      weightedTotal([
        { weight: 100, mark: 5 },
        { weight: 0, mark: null },
      ]),
    ).toBe(100);
  });
  it('reads the weights as one line', () => {
    expect(weightsLine(DEFAULT_CRITERIA)).toBe(
      'Цена — 30, Опыт в отрасли — 20, Подход к задаче — 20, Команда — 15, Сроки — 15',
    );
  });
});
