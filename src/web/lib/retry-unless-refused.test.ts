import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { retryUnlessRefused } from './retry-unless-refused';

const answered = (status: number) => new ApiRequestError(status, { code: status === 404 ? 'not_found' : 'internal', message: 'x' });

describe('retryUnlessRefused', () => {
  it.each([400, 401, 403, 404, 409, 429])('does not ask again after a %i', (status) => {
    expect(retryUnlessRefused(0, answered(status))).toBe(false);
  });

  it('asks once more after a failed connection (status 0) or a server fault, and no more', () => {
    expect(retryUnlessRefused(0, answered(0))).toBe(true);
    expect(retryUnlessRefused(0, answered(503))).toBe(true);
    expect(retryUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRefused(1, answered(503))).toBe(false);
  });
});
