import { onboardingSteps, type UserType } from '@domain/onboarding/onboarding';
import type { Onboarding } from '@domain/onboarding/onboarding.schema';

/** The rules of the wizard and the reminder (docs/product-rules.md#onboarding-wizard), apart from React so they can be tested. */

export const reminderName = 'onboarding_reminder' as const;
/** Dismissed by Skip for now: the wizard no longer opens by itself, in any session or on any device. */
export const wizardName = 'onboarding_wizard' as const;

export type FeatureId = 'browse' | 'ordering' | 'listing' | 'sales';

const buyerFeatures: FeatureId[] = ['browse', 'ordering'];
const sellerFeatures: FeatureId[] = ['listing', 'sales'];

/** Step 4's key features: buyer Browse & Search and Easy Ordering; seller List Products and Track Sales; both all. */
export function featuresFor(userType: UserType): FeatureId[] {
  if (userType === 'buyer') return buyerFeatures;
  if (userType === 'seller') return sellerFeatures;
  return [...buyerFeatures, ...sellerFeatures];
}

/** Step 5's badges. */
export function badgesFor(userType: UserType): ('buyer' | 'seller')[] {
  if (userType === 'both') return ['buyer', 'seller'];
  return [userType];
}

/**
 * The wizard opens by itself only for a record that is incomplete at step 1, and only until the reader has said
 * no to it: Skip for now, or dismissing the bell's reminder (which would be odd to follow with the wizard itself).
 */
function opensByItself(onboarding: Onboarding): boolean {
  const declined = onboarding.dismissedNotifications.some((name) => name === wizardName || name === reminderName);
  return !onboarding.completed && onboarding.step === 1 && !declined;
}

/** Where a (re)opened wizard starts: the stored step, or step 2 if a later step has no interest to show. */
export function stepToOpenAt(onboarding: Onboarding): number {
  const step = Math.min(Math.max(onboarding.step, 1), onboardingSteps);
  return step > 2 && onboarding.userType === null ? 2 : step;
}

export function canGoBack(step: number): boolean {
  return step > 1;
}

/** Next is disabled on step 2 until an interest is chosen; the last step has Get Started instead. */
export function canGoNext(step: number, choice: UserType | null): boolean {
  return step < onboardingSteps && (step !== 2 || choice !== null);
}

/**
 * Whether the wizard shows now: opened by the user (Continue Setup), or by itself until declined (`settled` holds
 * who declined it in this tab, for the moment before the server has stored it).
 */
export function isWizardOpen(input: {
  onboarding: Onboarding | undefined;
  userId: string | undefined;
  openFor: string | null;
  settled: ReadonlySet<string>;
}): boolean {
  const { onboarding, userId } = input;
  if (!userId || !onboarding || onboarding.completed) return false;
  return input.openFor === userId || (opensByItself(onboarding) && !input.settled.has(userId));
}

/**
 * The bell's card: while onboarding is incomplete and the reminder was never dismissed, and not while
 * the wizard itself is on screen. So Skip turns it on, and it is still there after a reload.
 */
export function isReminderVisible(onboarding: Onboarding | undefined, wizardOpen: boolean): boolean {
  return onboarding !== undefined && !onboarding.completed && !onboarding.dismissedNotifications.includes(reminderName) && !wizardOpen;
}
