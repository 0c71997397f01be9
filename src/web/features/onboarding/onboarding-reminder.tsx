import { ClipboardCheck, X } from 'lucide-react';
import type { JSX } from 'react';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { useDismissNotification } from './api/dismiss-notification';
import { useOnboarding } from './api/get-onboarding';
import { isReminderVisible, reminderName } from './wizard-steps';
import { useOnboardingWizard } from './wizard-store';

/**
 * True while onboarding is incomplete and 'onboarding_reminder' has not been dismissed,
 * and the wizard is not on screen. The bell adds 1 to its badge while this is true.
 */
export function useOnboardingReminderVisible(): boolean {
  const { onboarding } = useOnboarding();
  const { isOpen } = useOnboardingWizard();
  return isReminderVisible(onboarding, isOpen);
}

/**
 * The bell's card 'Complete your onboarding': Continue Setup reopens the wizard at its step; X
 * dismisses it for good, on every device. `onAction` runs after either, so the bell can close.
 */
export function OnboardingReminder({ onAction }: { onAction?: () => void }): JSX.Element | null {
  const { t } = useI18n();
  const visible = useOnboardingReminderVisible();
  const wizard = useOnboardingWizard();
  const dismiss = useDismissNotification();
  if (!visible) return null;

  return (
    <div className="flex items-start gap-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-left">
      <ClipboardCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900">{t('onboarding.reminder.title')}</p>
        <p className="mt-0.5 text-sm text-stone-700">{t('onboarding.reminder.body')}</p>
        <Button
          size="sm"
          className="mt-2"
          onClick={() => {
            wizard.open();
            onAction?.();
          }}
        >
          {t('onboarding.reminder.continue')}
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-mr-2 -mt-2 shrink-0"
        aria-label={t('onboarding.reminder.dismiss')}
        onClick={() => {
          dismiss.mutate(reminderName);
          onAction?.();
        }}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </Button>
    </div>
  );
}
