import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/verify-email?token=eyJabc.def&callbackURL=%2F', '/api/auth/verify-email?token=[redacted]&callbackURL=%2F'],
    ['/api/auth/reset-password/AbC123?callbackURL=%2Freset-password', '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password'],
    ['/reset-password?token=AbC123', '/reset-password?token=[redacted]'],
    ['/browse?q=tomato', '/browse?q=tomato'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
