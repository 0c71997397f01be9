import { describe, expect, it } from 'vitest';
import { formatSriLankanPhone, normalizeSriLankanPhone } from './phone';

describe('normalizeSriLankanPhone', () => {
  it.each([
    ['0771234567', '+94771234567'],
    ['077 123 4567', '+94771234567'],
    ['077-123-4567', '+94771234567'],
    ['+94 77 123 4567', '+94771234567'],
    ['+94771234567', '+94771234567'],
    ['94771234567', '+94771234567'],
    ['0094 77 123 4567', '+94771234567'],
    ['011 234 5678', '+94112345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSriLankanPhone(input)).toBe(expected);
  });

  it.each(['', '12345', '077123456', '07712345678', '+1 555 123 4567', '0071234567', 'phone', '+94 077 123 4567'])(
    'refuses %j',
    (input) => {
      expect(normalizeSriLankanPhone(input)).toBeNull();
    },
  );
});

describe('formatSriLankanPhone', () => {
  it('writes the national form in three groups', () => {
    expect(formatSriLankanPhone('+94771234567')).toBe('077 123 4567');
  });
});
