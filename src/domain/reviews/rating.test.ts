import { describe, expect, it } from 'vitest';
import { reviewInputSchema } from './review.schema';
import { ratingSummaryOf } from './rating';

describe('ratingSummaryOf', () => {
  it.each([
    [0, 0, null],
    [5, 1, 5],
    [9, 2, 4.5],
    [13, 3, 4.3],
    [14, 3, 4.7],
    [29, 6, 4.8],
    [1, 1, 1],
    [401, 100, 4],
    [405, 100, 4.1],
    [349, 100, 3.5],
  ])('averages %i stars over %i ratings as %s', (total, count, average) => {
    expect(ratingSummaryOf(total, count)).toEqual({ average, count });
  });
});

describe('reviewInputSchema', () => {
  it.each([
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 4.5 }, 'rating'],
    [{ rating: '4' }, 'rating'],
    [{ rating: 4, comment: 'x'.repeat(1001) }, 'comment'],
    [{ rating: 4, comment: 'good\u0000' }, 'comment'],
    [{ rating: 4, stars: 5 }, ''],
  ])('refuses %j, naming %s', (input, field) => {
    const parsed = reviewInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it('keeps a comment of exactly 1,000 characters and turns a blank one into none', () => {
    expect(reviewInputSchema.parse({ rating: 4, comment: 'x'.repeat(1000) }).comment).toHaveLength(1000);
    expect(reviewInputSchema.parse({ rating: 5, comment: '   ' })).toEqual({ rating: 5, comment: null });
    expect(reviewInputSchema.parse({ rating: 1 })).toEqual({ rating: 1, comment: null });
  });
});
