import { describe, expect, it } from 'vitest';
import { signUpSchema } from './auth.schema';

describe('signUpSchema', () => {
  const valid = { firstName: 'Nimal', lastName: 'Perera', email: 'nimal@example.lk', password: 'secret' };

  it('accepts a complete sign-up', () => {
    expect(signUpSchema.parse(valid)).toMatchObject(valid);
  });

  it('requires a password of at least 6', () => {
    const result = signUpSchema.safeParse({ ...valid, password: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });

  it('rejects unknown fields', () => {
    expect(signUpSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });

  it('rejects blank names after trimming', () => {
    const result = signUpSchema.safeParse({ ...valid, firstName: '   ' });
    expect(result.error?.issues[0]?.path).toEqual(['firstName']);
  });
});
