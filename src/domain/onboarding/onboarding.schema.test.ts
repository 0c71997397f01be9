import { describe, expect, it } from 'vitest';
import { dismissalSchema, onboardingUpdateSchema } from './onboarding.schema';

const pathsOf = (input: unknown) => {
  const result = onboardingUpdateSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.') || '(body)');
};

describe('an onboarding update', () => {
  it.each([
    [{ step: 1 }],
    [{ step: 5 }],
    [{ userType: 'both' }],
    [{ completed: true, userType: 'seller' }],
    [{ completed: true, step: 5 }],
  ])('accepts %j', (input) => {
    expect(onboardingUpdateSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [{ step: 0 }, 'step'],
    [{ step: 6 }, 'step'],
    [{ step: 2.5 }, 'step'],
    [{ userType: 'farmer' }, 'userType'],
    [{ completed: false }, 'completed'],
    [{ completed: true, step: 4 }, 'step'],
    [{ step: 2, extra: 1 }, '(body)'],
    [{}, '(body)'],
  ])('refuses %j at %s', (input, path) => {
    expect(pathsOf(input)).toContain(path);
  });
});

describe('a dismissal', () => {
  it('names only a dismissible notification', () => {
    expect(dismissalSchema.safeParse({ name: 'onboarding_reminder' }).success).toBe(true);
    expect(dismissalSchema.safeParse({ name: 'onboarding_wizard' }).success).toBe(true);
    expect(dismissalSchema.safeParse({ name: 'order_confirmed' }).success).toBe(false);
  });
});
