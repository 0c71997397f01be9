import { useNavigate } from 'react-router';
import { signInPath } from '../../components/sign-in-required';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/** Plain text on a flat colour: the heading is the page's largest paint, so nothing may delay it. */
export function Hero() {
  const { t } = useI18n();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();

  function goTo(path: string) {
    void navigate(user ? path : signInPath(path));
  }

  return (
    <section className="bg-brand-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('home.hero.title')}</h1>
        <p className="mt-4 text-lg text-stone-700 sm:text-xl">{t('home.hero.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" disabled={isLoading} onClick={() => goTo('/browse')}>
            {t('home.hero.startBuying')}
          </Button>
          <Button size="lg" variant="outline" disabled={isLoading} onClick={() => goTo('/seller-dashboard')}>
            {t('home.hero.startSelling')}
          </Button>
        </div>
      </div>
    </section>
  );
}
