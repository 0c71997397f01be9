import { Rocket } from 'lucide-react';
import { launchBoostSchema } from '@domain/boosts/boost.schema';
import { boostLimits } from '@domain/boosts/boost-limits';
import { Button } from '@web/components/ui/button';
import { InputField, SelectField, TextareaField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { useForm } from '@web/lib/form';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { useLaunchBoost } from './api/launch-boost';
import { BoostDistrictChoice } from './boost-district-choice';
import {
  boostLaunchInput,
  boostLaunchPaths,
  chosenDistricts,
  districtsText,
  emptyBoostLaunch,
  type BoostLaunchField,
} from './boost-launch-values';
import { describeBoostRefusal } from './boost-refusal';

/** A product the seller may boost: listed and in stock. `boosted`: it has a boost that has not ended, so it waits. */
export type LaunchableProduct = { id: string; title: string; boosted: boolean };

/** Which product, what to say, the daily budget, how many days and where: checked with the boost's own schema, then launched. */
export function BoostLaunchForm({ products }: { products: readonly LaunchableProduct[] }) {
  const { t } = useI18n();
  const { money, count } = useFormat();
  const { currency } = useSiteSettings();
  const launch = useLaunchBoost();
  const budgetRange = { min: money(boostLimits.minDailyBudgetCents, 'ifAny'), max: money(boostLimits.maxDailyBudgetCents, 'ifAny') };
  const dayRange = { min: count(boostLimits.minDays), max: count(boostLimits.maxDays) };
  const { values, errors, ready, field, form, setValue, check, showServerErrors, reset } = useForm<BoostLaunchField>({
    initial: emptyBoostLaunch,
    messages: {
      dailyBudget: t('boosts.form.error.budget', budgetRange),
      durationDays: t('boosts.form.error.days', dayRange),
      districts: t('boosts.form.error.districts'),
    },
    paths: boostLaunchPaths,
  });

  function submit() {
    if (launch.isPending) return;
    const boost = check(launchBoostSchema, boostLaunchInput(values, currency));
    if (!boost) return;
    const title = products.find((product) => product.id === boost.productId)?.title ?? '';
    launch.mutate(boost, {
      onSuccess() {
        toast({ title: t('seller.toast.success'), description: t('boosts.launch.done', { title }) });
        reset();
      },
      // The browser checks the same rules first, so the server's field errors are rare; they are shown the same way.
      onError(error) {
        const shown = showServerErrors(error);
        toast({
          title: t('boosts.launch.failed'),
          description: shown ? t('seller.form.error.fix') : describeBoostRefusal(error, t),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form {...form(submit)} className="space-y-5">
      <p className="text-sm text-stone-600">{t('seller.form.requiredNote')}</p>
      <SelectField {...field('productId')} label={t('boosts.form.product')} required>
        <option value="" disabled>
          {t('boosts.form.productPlaceholder')}
        </option>
        {products.map((product) => (
          <option key={product.id} value={product.id} disabled={product.boosted}>
            {product.boosted ? t('boosts.form.productBoosted', { title: product.title }) : product.title}
          </option>
        ))}
      </SelectField>
      <TextareaField
        {...field('description')}
        label={t('boosts.form.description')}
        required
        rows={3}
        maxLength={boostLimits.description}
        placeholder={t('boosts.form.descriptionPlaceholder')}
        hint={t('boosts.form.descriptionHint', { max: count(boostLimits.description) })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field('dailyBudget')}
          label={t('boosts.form.dailyBudget')}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('boosts.form.dailyBudgetHint', budgetRange)}
        />
        <InputField
          {...field('durationDays')}
          label={t('boosts.form.durationDays')}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={t('boosts.form.durationDaysHint', dayRange)}
        />
      </div>
      <BoostDistrictChoice
        chosen={chosenDistricts(values.districts)}
        error={errors.districts}
        onChange={(chosen) => setValue('districts', districtsText(chosen))}
      />
      <p className="text-sm text-stone-700">{t('boosts.budgetNote')}</p>
      <Button type="submit" size="lg" disabled={!ready || launch.isPending} className="w-full sm:w-auto">
        <Rocket aria-hidden="true" className="h-4 w-4" />
        {launch.isPending ? t('boosts.launch.launching') : t('boosts.launch.submit')}
      </Button>
    </form>
  );
}
