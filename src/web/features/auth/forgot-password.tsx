import { useId } from 'react';
import { Link } from 'react-router';
import { requestPasswordResetSchema } from '@domain/auth/auth.schema';
import { Button } from '@web/components/ui/button';
import { InputField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { useRequestPasswordReset } from './api/request-password-reset';
import { authErrorMessage } from './auth-error-message';
import { pathOf } from '@domain/site/pages';

/** The "Forgot password?" panel: a reset request when the server can send e-mail, otherwise a way to get help. */
export function ForgotPassword({ id, defaultEmail }: { id: string; defaultEmail: string }) {
  const { t } = useI18n();
  const { mailEnabled } = useSiteSettings();
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="mt-2 space-y-3 rounded-md border border-stone-200 bg-stone-50 p-4">
      <h2 id={headingId} className="text-base font-semibold text-stone-900">
        {t('auth.forgot.heading')}
      </h2>
      {mailEnabled ? (
        <ResetRequestForm defaultEmail={defaultEmail} />
      ) : (
        <>
          <p className="text-sm text-stone-700">{t('auth.forgot.mailDisabled')}</p>
          <Link to={pathOf('support')} className="inline-block text-sm font-medium text-brand-800 underline underline-offset-4">
            {t('auth.forgot.contactSupport')}
          </Link>
        </>
      )}
    </section>
  );
}

function ResetRequestForm({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useI18n();
  const requestReset = useRequestPasswordReset();
  const { values, field, form, check } = useForm({ initial: { email: defaultEmail } });

  function requestWithForm() {
    const data = check(requestPasswordResetSchema, { email: values.email.trim() });
    if (!data) return;
    requestReset.mutate(
      { email: data.email },
      {
        onError(error) {
          toast({ title: t('toast.error'), description: authErrorMessage(error, t), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form {...form(requestWithForm)} className="space-y-3">
      <p className="text-sm text-stone-700">{t('auth.forgot.intro')}</p>
      <InputField {...field('email')} type="email" autoComplete="email" inputMode="email" label={t('auth.field.email')} required />
      <Button type="submit" variant="outline" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? t('auth.forgot.busy') : t('auth.forgot.submit')}
      </Button>
      {/* Always present, so screen readers announce the confirmation when it appears. */}
      <div role="status">{requestReset.isSuccess && <p className="text-sm font-medium text-brand-800">{t('auth.forgot.sent')}</p>}</div>
    </form>
  );
}
