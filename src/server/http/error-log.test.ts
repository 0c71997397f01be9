import { describe, expect, it } from 'vitest';
import { detailsForLog } from './error-log';

describe('detailsForLog', () => {
  it('keeps what locates a fault and drops what a request carried', () => {
    const failed = Object.assign(new Error('Failed query: insert into sessions values ($1, $2)\nparams: tok_SECRET,amal@example.lk'), {
      query: 'insert into sessions values ($1, $2)',
      params: ['tok_SECRET', 'amal@example.lk'],
      code: '57P01',
    });
    const details = detailsForLog(['DrizzleQueryError', failed, { email: 'amal@example.lk' }, 'could not send to amal@example.lk', 3]);
    const written = JSON.stringify(details);
    expect(written).not.toContain('tok_SECRET');
    expect(written).not.toContain('amal@example.lk');
    expect(details[0]).toBe('DrizzleQueryError');
    expect(details[1]).toMatchObject({ type: 'Error', message: 'Failed query: insert into sessions values ($1, $2)', code: '57P01' });
    expect(details.slice(2)).toEqual(['[omitted]', '[omitted]', 3]);
  });
});
