import {
  ArrowLeftRight,
  CircleCheck,
  PackagePlus,
  PartyPopper,
  Search,
  ShoppingBasket,
  ShoppingCart,
  Sprout,
  Store,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { onboardingSteps, userTypes, type UserType } from '@domain/onboarding/onboarding';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { useDismissNotification } from './api/dismiss-notification';
import { useOnboarding } from './api/get-onboarding';
import { useUpdateOnboarding } from './api/update-onboarding';
import { badgesFor, canGoBack, canGoNext, featuresFor, stepToOpenAt, wizardName, type FeatureId } from './wizard-steps';
import { useOnboardingWizard } from './wizard-store';

const interestIcons: Record<UserType, LucideIcon> = { buyer: ShoppingBasket, seller: Store, both: ArrowLeftRight };
const featureIcons: Record<FeatureId, LucideIcon> = { browse: Search, ordering: ShoppingCart, listing: PackagePlus, sales: TrendingUp };

/**
 * The five-step first-run wizard (docs/product-rules.md#onboarding-wizard), in a modal dialog (the browser's own: the page behind is inert,
 * Escape is Skip for now). Each step is stored as it is reached, so the wizard can continue elsewhere.
 * Loaded in its own chunk, only when it opens.
 */
export default function OnboardingWizard() {
  const { t } = useI18n();
  const { onboarding } = useOnboarding();
  const wizard = useOnboardingWizard();
  const update = useUpdateOnboarding();
  const dismiss = useDismissNotification();
  const [step, setStep] = useState(() => (onboarding ? stepToOpenAt(onboarding) : 1));
  const [choice, setChoice] = useState<UserType | null>(onboarding?.userType ?? null);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const descriptionId = useId();

  // Set while the wizard closes its own dialog on unmount: that close is nobody's Skip, and must not be stored as one.
  const closingItself = useRef(false);

  useLayoutEffect(() => {
    closingItself.current = false;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      closingItself.current = true;
      element?.close();
    };
  }, []);

  // Each step's heading takes the focus, so it is read out and keyboard users start at the top.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  function goTo(next: number) {
    setStep(next);
    // The interest is stored as soon as it is confirmed, so steps 3 to 5 can be reopened later.
    update.mutate({ step: next, ...(step === 2 && choice && { userType: choice }) });
  }

  function skip() {
    // Kept with the account: a new session, another device or browser does not bring the wizard back by itself.
    if (!onboarding?.dismissedNotifications.includes(wizardName)) dismiss.mutate(wizardName);
    wizard.close();
  }

  function getStarted() {
    if (!choice) return;
    update.mutate({ completed: true, userType: choice });
    wizard.close();
  }

  function skipOnEscape(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    skip();
  }

  const userType = choice ?? 'both';
  let Icon: LucideIcon = Sprout;
  let title: string;
  let body: string;
  let content: ReactNode = null;
  if (step === 1) {
    title = t('onboarding.welcome.title');
    body = t('onboarding.welcome.body');
  } else if (step === 2) {
    Icon = CircleCheck;
    title = t('onboarding.interest.title');
    body = t('onboarding.interest.body');
    content = (
      <div role="radiogroup" aria-labelledby={headingId} className="mt-4 grid gap-2">
        {userTypes.map((type) => {
          const TypeIcon = interestIcons[type];
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border-2 p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                choice === type ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:border-stone-300',
              )}
            >
              <input
                type="radio"
                name="onboarding-interest"
                value={type}
                checked={choice === type}
                onChange={() => setChoice(type)}
                className="sr-only"
              />
              <TypeIcon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{t(`onboarding.interest.${type}`)}</span>
                <span className="block text-sm text-stone-600">{t(`onboarding.interest.${type}.hint`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    );
  } else if (step === 3) {
    Icon = interestIcons[userType];
    title = t(`onboarding.confirm.${userType}.title`);
    body = t(`onboarding.confirm.${userType}.body`);
  } else if (step === 4) {
    Icon = Sprout;
    title = t('onboarding.features.title');
    body = t('onboarding.features.body');
    content = (
      <ul className="mt-4 grid gap-3">
        {featuresFor(userType).map((feature) => {
          const FeatureIcon = featureIcons[feature];
          return (
            <li key={feature} className="flex items-start gap-3 rounded-lg bg-stone-50 p-3">
              <FeatureIcon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-medium text-stone-900">{t(`onboarding.features.${feature}`)}</span>
                <span className="block text-sm text-stone-600">{t(`onboarding.features.${feature}.body`)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    );
  } else {
    Icon = PartyPopper;
    title = t('onboarding.done.title');
    body = t('onboarding.done.body');
    content = (
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {badgesFor(userType).map((badge) => (
          <li key={badge} className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
            {t(`onboarding.done.${badge}`)}
          </li>
        ))}
      </ul>
    );
  }

  const last = step === onboardingSteps;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      onCancel={skipOnEscape}
      // The browser may close it without a cancel event (a second Escape in a row): that is Skip too. A close that
      // was undone at once (React's development checks unmount and remount every effect) leaves it open: not a Skip.
      onClose={(event) => {
        if (!event.currentTarget.open && !closingItself.current) skip();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/60"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3 text-sm text-stone-600">
          <span>{t('onboarding.progress', { step, total: onboardingSteps })}</span>
          <Button variant="ghost" size="sm" className="-mr-2" onClick={skip}>
            {t('onboarding.skip')}
          </Button>
        </div>
        <div
          role="progressbar"
          aria-label={t('onboarding.progress', { step, total: onboardingSteps })}
          aria-valuemin={1}
          aria-valuemax={onboardingSteps}
          aria-valuenow={step}
          className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${(step / onboardingSteps) * 100}%` }} />
        </div>

        <div className="mt-6 text-center">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50">
            <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
          </span>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-4 text-xl font-bold text-stone-900 outline-none sm:text-2xl">
            {title}
          </h2>
          <p id={descriptionId} className="mt-2 text-stone-700">
            {body}
          </p>
        </div>
        {content}

        <div className="mt-6 flex items-center justify-between gap-3">
          <Button variant="outline" disabled={!canGoBack(step)} onClick={() => goTo(step - 1)}>
            {t('onboarding.back')}
          </Button>
          {last ? (
            <Button disabled={!choice} onClick={getStarted}>
              {t('onboarding.getStarted')}
            </Button>
          ) : (
            <Button disabled={!canGoNext(step, choice)} onClick={() => goTo(step + 1)}>
              {t('onboarding.next')}
            </Button>
          )}
        </div>
      </div>
    </dialog>
  );
}
