import {
  onboardingSteps,
  type DismissibleNotification,
  type Onboarding,
  type OnboardingUpdate,
} from '@domain/onboarding/onboarding.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { appendDismissal, findOnboarding, insertOnboardingIfMissing, updateOnboarding, type OnboardingRow } from './onboarding.repository';

function toOnboarding(row: OnboardingRow): Onboarding {
  return {
    completed: row.isCompleted,
    step: row.step,
    userType: row.userType,
    dismissedNotifications: row.dismissedNotifications,
  };
}

async function findOrCreate(db: Db, userId: string): Promise<OnboardingRow> {
  const found = await findOnboarding(db, userId);
  if (found) return found;
  await insertOnboardingIfMissing(db, userId);
  const created = await findOnboarding(db, userId);
  if (!created) throw new Error('onboarding record missing after insert');
  return created;
}

/** The first read (the first sign-in) makes the record, not completed, at step 1 (docs/product-rules.md#onboarding-record). */
export async function getOnboarding(db: Db, userId: string): Promise<Onboarding> {
  return toOnboarding(await findOrCreate(db, userId));
}

export async function changeOnboarding(db: Db, userId: string, update: OnboardingUpdate): Promise<Onboarding> {
  const before = await findOrCreate(db, userId);
  const complete = update.completed === true;
  const updated = await updateOnboarding(db, userId, { step: update.step, userType: update.userType, complete });
  if (updated) return toOnboarding(updated);

  // Nothing was written: say which rule held it back.
  if (complete && update.userType === undefined && before.userType === null) {
    throw new AppError('validation_failed', 'Choose buyer, seller or both before completing onboarding.', [
      { path: 'userType', message: 'is required to complete onboarding' },
    ]);
  }
  throw new AppError('conflict', `Onboarding is complete; its step stays ${onboardingSteps}.`, [
    { path: 'step', message: `stays ${onboardingSteps} once onboarding is complete` },
  ]);
}

export async function dismissNotification(db: Db, userId: string, name: DismissibleNotification): Promise<Onboarding> {
  await findOrCreate(db, userId);
  await appendDismissal(db, userId, name);
  return getOnboarding(db, userId);
}
