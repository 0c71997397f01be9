import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signInPath } from '@web/components/sign-in-required';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { getOnboardingQueryOptions } from '@web/lib/onboarding-query';
import { useSession } from '@web/lib/session';
import { pathOf } from '@domain/site/pages';

/** The interest chosen in onboarding. */
function useChosenUserType(userId: string | undefined) {
  const query = useQuery({ ...getOnboardingQueryOptions(userId), select: (onboarding) => onboarding.userType });
  return userId ? (query.data ?? null) : null;
}

/** Plain text on a flat colour: the heading is the page's largest paint, so nothing may delay it. */
export function Hero() {
  const { t } = useI18n();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  // A seller sees Start Selling first; the choice only orders the buttons, both always work.
  const sellerFirst = useChosenUserType(user?.id) === 'seller';

  function goTo(path: string) {
    void navigate(user ? path : signInPath(path));
  }

  const buttons = [
    { path: pathOf('browse'), label: t('home.hero.startBuying') },
    { path: pathOf('sellerDashboard'), label: t('home.hero.startSelling') },
  ];
  if (sellerFirst) buttons.reverse();

  return (
    <section className="bg-brand-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('home.hero.title')}</h1>
        <p className="mt-4 text-lg text-stone-700 sm:text-xl">{t('home.hero.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {buttons.map((button, index) => (
            <Button
              key={button.path}
              size="lg"
              variant={index === 0 ? 'primary' : 'outline'}
              disabled={isLoading}
              onClick={() => goTo(button.path)}
            >
              {button.label}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
