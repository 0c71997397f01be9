import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { minPasswordLength, signUpSchema } from '@domain/auth/auth.schema';
import { Button } from '@web/components/ui/button';
import { InputField } from '@web/components/ui/field';
import { toast, toastAfterReload } from '@web/components/ui/toast';
import { reviveApiError } from '@web/lib/api-client';
import { useForm } from '@web/lib/form';
import { useFormAnswer } from '@web/lib/form-answer';
import { useI18n } from '@web/lib/i18n';
import { useSignUp } from './api/sign-up';
import { answeredInput, refusedForFields } from './answered-input';
import { authErrorMessage } from './auth-error-message';
import { FormRefusal } from './form-refusal';

export function SignUpForm({ redirectTarget }: { redirectTarget: string }) {
  const { t, language } = useI18n();
  const signUp = useSignUp();
  // The page may be the server's answer to this form sent without the app: what was typed, why it was refused, or
  // where the confirmation link went.
  const answer = useFormAnswer('sign-up');
  const refused = answer?.refusal && reviveApiError(answer.refusal);
  // The server's reason stays until the form is sent again, which answers for itself.
  const [refusalShown, setRefusalShown] = useState(true);
  const { values, field, form, check } = useForm({
    initial: {
      firstName: answer?.values.firstName ?? '',
      lastName: answer?.values.lastName ?? '',
      email: answer?.values.email ?? '',
      password: '',
    },
    refused: refusedForFields(answer) ? { schema: signUpSchema, input: answeredInput(answer) } : undefined,
  });
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(answer?.confirmationSentTo ?? null);
  const signedIn = signUp.isSuccess && signUp.data.token !== null;
  const busy = signUp.isPending || signedIn;

  function signUpWithForm() {
    setRefusalShown(false);
    // The confirmation link in the e-mail lands on the same target as signing in here would.
    const data = check(signUpSchema, { ...values, email: values.email.trim(), language, callbackURL: redirectTarget });
    if (!data) return;
    signUp.mutate(data, {
      onSuccess(response) {
        if (response.token === null) {
          toast({ title: t('auth.signUp.confirmTitle'), description: t('auth.signUp.confirmText') });
          setConfirmationSentTo(data.email);
          return;
        }
        toastAfterReload({ title: t('auth.signUp.successTitle'), description: t('auth.signUp.successText') });
        window.location.assign(redirectTarget);
      },
      onError(error) {
        toast({ title: t('toast.error'), description: authErrorMessage(error, t), variant: 'destructive' });
      },
    });
  }

  if (confirmationSentTo) {
    return (
      <CheckYourEmail
        email={confirmationSentTo}
        onStartOver={() => {
          setConfirmationSentTo(null);
          signUp.reset();
        }}
      />
    );
  }

  return (
    // A plain form too: before (or without) the app, the browser sends it and the server answers with a page.
    <form {...form(signUpWithForm)} method="post" className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      {refusalShown && refused !== undefined && !refusedForFields(answer) && <FormRefusal>{authErrorMessage(refused, t)}</FormRefusal>}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...field('firstName')} autoComplete="given-name" label={t('auth.field.firstName')} required />
        <InputField {...field('lastName')} autoComplete="family-name" label={t('auth.field.lastName')} required />
      </div>
      <InputField {...field('email')} type="email" autoComplete="email" inputMode="email" label={t('auth.field.email')} required />
      <InputField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        label={t('auth.field.password')}
        hint={t('auth.hint.password', { min: minPasswordLength })}
        required
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('auth.signUp.busy') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}

function CheckYourEmail({ email, onStartOver }: { email: string; onStartOver(): void }) {
  const { t } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the reader was in has gone; bring focus to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-4 rounded-md border border-brand-100 bg-brand-50 p-4 text-stone-800">
      <MailCheck aria-hidden="true" className="h-8 w-8 text-brand-700" />
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900 focus:outline-none">
        {t('auth.signUp.checkEmailHeading')}
      </h2>
      <p>{t('auth.signUp.checkEmailText', { email })}</p>
      <p className="text-sm text-stone-700">{t('auth.signUp.checkEmailSpam')}</p>
      <Button variant="outline" onClick={onStartOver}>
        {t('auth.signUp.startOver')}
      </Button>
    </div>
  );
}
