import { useId, useState } from 'react';
import { signInSchema } from '@domain/auth/auth.schema';
import { Button } from '@web/components/ui/button';
import { InputField } from '@web/components/ui/field';
import { toast, toastAfterReload } from '@web/components/ui/toast';
import { reviveApiError } from '@web/lib/api-client';
import { useForm } from '@web/lib/form';
import { useFormAnswer } from '@web/lib/form-answer';
import { useI18n } from '@web/lib/i18n';
import { useSignIn } from './api/sign-in';
import { ForgotPassword } from './forgot-password';
import { answeredInput, refusedForFields } from './answered-input';
import { authErrorMessage } from './auth-error-message';
import { FormRefusal } from './form-refusal';

export function SignInForm({ redirectTarget }: { redirectTarget: string }) {
  const { t, language } = useI18n();
  const signIn = useSignIn();
  // The page may be the server's answer to this form sent without the app: what was typed, and why it was refused.
  const answer = useFormAnswer('sign-in');
  const refused = answer?.refusal && reviveApiError(answer.refusal);
  // The server's reason stays until the form is sent again, which answers for itself.
  const [refusalShown, setRefusalShown] = useState(true);
  const { values, field, form, check } = useForm({
    initial: { email: answer?.values.email ?? '', password: '' },
    refused: refusedForFields(answer) ? { schema: signInSchema, input: answeredInput(answer) } : undefined,
  });
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotEmail, setForgotEmail] = useState('');
  const forgotId = useId();
  // Stays busy after success too: the full page load that follows takes a moment on a slow connection.
  const busy = signIn.isPending || signIn.isSuccess;

  function signInWithForm() {
    setRefusalShown(false);
    // Phone keyboards add stray spaces to e-mail addresses.
    const data = check(signInSchema, { ...values, email: values.email.trim() });
    if (!data) return;
    signIn.mutate(data, {
      onSuccess() {
        toastAfterReload({ title: t('auth.signIn.successTitle'), description: t('auth.signIn.successText') });
        // A full load, so every part of the app starts again as the signed-in user.
        window.location.assign(redirectTarget);
      },
      onError(error) {
        toast({ title: t('toast.error'), description: authErrorMessage(error, t, language), variant: 'destructive' });
      },
    });
  }

  function toggleForgot() {
    // Carries over an address already typed above, so it need not be typed twice.
    if (!forgotOpen) setForgotEmail(values.email.trim());
    setForgotOpen(!forgotOpen);
  }

  return (
    <div className="space-y-6">
      {/* A plain form too: before (or without) the app, the browser sends it and the server answers with a page. */}
      <form {...form(signInWithForm)} method="post" className="space-y-4">
        <input type="hidden" name="intent" value="sign-in" />
        {refusalShown && refused !== undefined && !refusedForFields(answer) && (
          <FormRefusal>{authErrorMessage(refused, t, language)}</FormRefusal>
        )}
        <InputField {...field('email')} type="email" autoComplete="email" inputMode="email" label={t('auth.field.email')} required />
        <InputField {...field('password')} type="password" autoComplete="current-password" label={t('auth.field.password')} required />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('auth.signIn.busy') : t('auth.signIn.submit')}
        </Button>
      </form>
      <div>
        <button
          type="button"
          aria-expanded={forgotOpen}
          {...(forgotOpen && { 'aria-controls': forgotId })}
          onClick={toggleForgot}
          className="min-h-11 rounded text-sm font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('auth.forgot.toggle')}
        </button>
        {forgotOpen && <ForgotPassword id={forgotId} defaultEmail={forgotEmail} />}
      </div>
    </div>
  );
}
