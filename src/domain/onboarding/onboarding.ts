/**
 * The onboarding record, one per user (docs/product-rules.md#onboarding-record). Step 5 means complete. Kept apart from
 * the zod schemas so the web app's first download can use them without zod.
 */
export const onboardingSteps = 5;
export const userTypes = ['buyer', 'seller', 'both'] as const;
export type UserType = (typeof userTypes)[number];
/**
 * Names a user can dismiss for good, kept with the account so they hold on every device and in every later
 * session: the bell's reminder card, and the wizard's opening by itself (dismissed by Skip for now).
 */
export const dismissibleNotifications = ['onboarding_reminder', 'onboarding_wizard'] as const;
export type DismissibleNotification = (typeof dismissibleNotifications)[number];
