import { useI18n } from '../lib/i18n';
import { useSiteSettings } from '../lib/site-settings';

/** A thin line above every page of a market seeded with invented data, so nobody takes it for a live one. */
export function DemoMarketBanner() {
  const { t } = useI18n();
  const { demoMarket } = useSiteSettings();
  if (!demoMarket) return null;
  return <p className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950">{t('app.demoMarket')}</p>;
}
