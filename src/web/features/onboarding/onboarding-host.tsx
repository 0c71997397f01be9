import { lazy, Suspense, useEffect } from 'react';
import { messagesReady } from '@web/lib/i18n';
import { useOnboardingWizard } from './wizard-store';

// Its own chunk, fetched only when the wizard opens: the home page's first download stays small.
const OnboardingWizard = lazy(async () => (await Promise.all([import('./onboarding-wizard'), messagesReady()]))[0]);

/** Mounted once by the layout for a signed-in user; shows the wizard while it is open. */
export function OnboardingHost() {
  const { isOpen, open } = useOnboardingWizard();

  // Once open, it stays open through its steps until Skip or Get Started, whatever step is stored.
  useEffect(() => {
    if (isOpen) open();
  }, [isOpen, open]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingWizard />
    </Suspense>
  );
}
