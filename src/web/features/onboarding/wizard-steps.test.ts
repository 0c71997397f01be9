import { describe, expect, it } from 'vitest';
import type { Onboarding } from '@domain/onboarding/onboarding.schema';
import { badgesFor, canGoBack, canGoNext, featuresFor, isReminderVisible, isWizardOpen, stepToOpenAt } from './wizard-steps';

const record = (overrides: Partial<Onboarding> = {}): Onboarding => ({
  completed: false,
  step: 1,
  userType: null,
  dismissedNotifications: [],
  ...overrides,
});

describe('the wizard’s steps', () => {
  it.each([
    ['buyer', ['browse', 'ordering']],
    ['seller', ['listing', 'sales']],
    ['both', ['browse', 'ordering', 'listing', 'sales']],
  ] as const)('step 4 shows a %s its key features', (userType, features) => {
    expect(featuresFor(userType)).toEqual(features);
  });

  it.each([
    ['buyer', ['buyer']],
    ['seller', ['seller']],
    ['both', ['buyer', 'seller']],
  ] as const)('step 5 gives a %s its badges', (userType, badges) => {
    expect(badgesFor(userType)).toEqual(badges);
  });

  it('disables Back on step 1 only', () => {
    expect([1, 2, 3, 4, 5].map(canGoBack)).toEqual([false, true, true, true, true]);
  });

  it('disables Next on step 2 until an interest is chosen, and on the last step', () => {
    expect(canGoNext(1, null)).toBe(true);
    expect(canGoNext(2, null)).toBe(false);
    expect(canGoNext(2, 'seller')).toBe(true);
    expect(canGoNext(4, 'both')).toBe(true);
    expect(canGoNext(5, 'both')).toBe(false);
  });

  it('reopens at the stored step, or at step 2 when a later step has no interest to show', () => {
    expect(stepToOpenAt(record({ step: 4, userType: 'buyer' }))).toBe(4);
    expect(stepToOpenAt(record({ step: 2 }))).toBe(2);
    expect(stepToOpenAt(record({ step: 4 }))).toBe(2);
  });
});

describe('when the wizard is open', () => {
  const closed = { openFor: null, settled: new Set<string>() };

  it('opens by itself for an incomplete record at step 1, once per visit', () => {
    expect(isWizardOpen({ onboarding: record(), userId: 'a', ...closed })).toBe(true);
    expect(isWizardOpen({ onboarding: record(), userId: 'a', openFor: null, settled: new Set(['a']) })).toBe(false);
  });

  it.each([['onboarding_wizard'], ['onboarding_reminder']])(
    'does not open by itself once %s is dismissed (Skip for now, or the reminder), in any later session',
    (name) => {
      expect(isWizardOpen({ onboarding: record({ dismissedNotifications: [name] }), userId: 'a', ...closed })).toBe(false);
      // Continue Setup still opens it.
      expect(isWizardOpen({ onboarding: record({ dismissedNotifications: [name] }), userId: 'a', openFor: 'a', settled: new Set() })).toBe(
        true,
      );
    },
  );

  it('does not open by itself at a later step, nor ever once completed', () => {
    expect(isWizardOpen({ onboarding: record({ step: 3, userType: 'buyer' }), userId: 'a', ...closed })).toBe(false);
    expect(isWizardOpen({ onboarding: record({ completed: true, step: 5 }), userId: 'a', openFor: 'a', settled: new Set() })).toBe(false);
  });

  it('stays open, once opened, at any step (Continue Setup, or after Next)', () => {
    expect(isWizardOpen({ onboarding: record({ step: 3 }), userId: 'a', openFor: 'a', settled: new Set(['a']) })).toBe(true);
  });

  it('never opens signed out or before the record arrives', () => {
    expect(isWizardOpen({ onboarding: record(), userId: undefined, ...closed })).toBe(false);
    expect(isWizardOpen({ onboarding: undefined, userId: 'a', ...closed })).toBe(false);
  });
});

describe('the reminder', () => {
  it('shows while onboarding is incomplete and not dismissed, when the wizard is closed', () => {
    expect(isReminderVisible(record({ step: 3 }), false)).toBe(true);
  });

  it('hides while the wizard is open, once completed, once dismissed, and before the record arrives', () => {
    expect(isReminderVisible(record(), true)).toBe(false);
    expect(isReminderVisible(record({ completed: true, step: 5 }), false)).toBe(false);
    expect(isReminderVisible(record({ dismissedNotifications: ['onboarding_reminder'] }), false)).toBe(false);
    expect(isReminderVisible(undefined, false)).toBe(false);
  });
});
