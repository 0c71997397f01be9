import { z } from 'zod';
import { dismissibleNotifications, onboardingSteps, userTypes } from './onboarding';

// The constants live in ./onboarding (no zod); named here too for the table's definition.
export { dismissibleNotifications, onboardingSteps, userTypes, type DismissibleNotification, type UserType } from './onboarding';

export const onboardingStepSchema = z.number().int().min(1).max(onboardingSteps);
export const userTypeSchema = z.enum(userTypes);

/** What GET and PATCH /api/onboarding answer: the signed-in user's own record. */
export const onboardingSchema = z.object({
  completed: z.boolean(),
  step: onboardingStepSchema,
  userType: userTypeSchema.nullable(),
  dismissedNotifications: z.array(z.string()),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/**
 * PATCH /api/onboarding: any of the three, at least one. `completed` can only become true; completing
 * needs a user type (in this body or already stored) and sets step 5.
 */
export const onboardingUpdateSchema = z
  .strictObject({
    step: onboardingStepSchema.optional(),
    userType: userTypeSchema.optional(),
    completed: z.literal(true).optional(),
  })
  .refine((update) => update.step !== undefined || update.userType !== undefined || update.completed !== undefined, {
    message: 'Give a step, a user type or completed',
  })
  .refine((update) => !update.completed || update.step === undefined || update.step === onboardingSteps, {
    message: `Completing sets step ${onboardingSteps}`,
    path: ['step'],
  });
export type OnboardingUpdate = z.infer<typeof onboardingUpdateSchema>;

/** POST /api/onboarding/dismissals. */
export const dismissalSchema = z.strictObject({ name: z.enum(dismissibleNotifications) });
export type Dismissal = z.infer<typeof dismissalSchema>;
