import { KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@domain/auth/auth.schema';
import { Button, ButtonLink } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useResetPassword } from './api/reset-password';
import { authErrorMessage } from './auth-error-message';
import { NewPasswordFields, NewPasswordPage } from './new-password-form';
import { pathOf } from '@domain/site/pages';

/** The server's rule, and the second typing must match the first (a form-only rule: the server gets one). */
const newPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string().min(1) })
  .refine((form) => form.confirmPassword === form.newPassword, { path: ['confirmPassword'] });

function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiRequestError && error.error.reason === 'INVALID_TOKEN';
}

/** Where the reset link in the e-mail lands: `?token=…`, or `?error=INVALID_TOKEN` once it has expired. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [tokenRejected, setTokenRejected] = useState(false);

  if (!token || searchParams.has('error') || tokenRejected) return <InvalidLink />;
  return <NewPasswordForm token={token} onTokenRejected={() => setTokenRejected(true)} />;
}

function NewPasswordForm({ token, onTokenRejected }: { token: string; onTokenRejected(): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { values, field, form, check } = useForm({
    initial: { newPassword: '', confirmPassword: '' },
    messages: { confirmPassword: t('auth.error.passwordMismatch') },
  });

  function resetWithForm() {
    const checked = check(newPasswordFormSchema, { ...values, token });
    if (!checked) return;
    resetPassword.mutate(
      { newPassword: checked.newPassword, token: checked.token },
      {
        onSuccess() {
          toast({ title: t('auth.reset.successTitle'), description: t('auth.reset.successText') });
          void navigate(pathOf('auth'), { replace: true });
        },
        onError(error) {
          if (isInvalidToken(error)) onTokenRejected();
          else toast({ title: t('toast.error'), description: authErrorMessage(error, t), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <NewPasswordPage icon={KeyRound} heading={t('auth.reset.heading')} intro={t('auth.reset.intro')}>
      <form {...form(resetWithForm)} className="space-y-4">
        <NewPasswordFields
          password={field('newPassword')}
          repeat={field('confirmPassword')}
          passwordLabel={t('auth.field.newPassword')}
          repeatLabel={t('auth.field.confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? t('auth.reset.busy') : t('auth.reset.submit')}
        </Button>
      </form>
    </NewPasswordPage>
  );
}

function InvalidLink() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-16 text-center sm:py-24">
      <TriangleAlert aria-hidden="true" className="h-10 w-10 text-amber-700" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('auth.reset.invalidHeading')}</h1>
      <p className="mt-3 text-stone-700">{t('auth.error.invalidToken')}</p>
      <p className="mt-2 text-stone-700">{t('auth.reset.invalidText')}</p>
      <ButtonLink to={pathOf('auth')} className="mt-8">
        {t('auth.reset.backToSignIn')}
      </ButtonLink>
    </section>
  );
}
