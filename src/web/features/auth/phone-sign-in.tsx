import { Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { sendPhoneCodeSchema, verifyPhoneCodeSchema } from '@domain/auth/auth.schema';
import { phoneCodeRules } from '@domain/auth/phone-account';
import { formatSriLankanPhone } from '@domain/phone';
import { pathOf } from '@domain/site/pages';
import { Button } from '@web/components/ui/button';
import { InputField } from '@web/components/ui/field';
import { toast, toastAfterReload } from '@web/components/ui/toast';
import { reviveApiError } from '@web/lib/api-client';
import { useForm } from '@web/lib/form';
import { useHydrated } from '@web/lib/hydration';
import { useFormAnswer } from '@web/lib/form-answer';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { useSendPhoneCode, useVerifyPhoneCode } from './api/phone-sign-in';
import { refusedForFields } from './answered-input';
import { authErrorMessage } from './auth-error-message';
import { FormRefusal } from './form-refusal';
import { MobileNumberField, PhoneCodeField } from './phone-fields';

/** Where the reader is: typing the number, or the code sent to it (and, for a new account, their name). */
type Step = { name: 'number' } | { name: 'code'; phoneNumber: string; resendAt: number; nameNeeded: boolean };

/**
 * Signing in, or making an account, with a mobile number and a code by SMS (decision 055). Each step is a plain
 * form too: before (or without) the app, the browser sends it and the server answers with the next step's page.
 */
export function PhoneSignIn({ redirectTarget }: { redirectTarget: string }) {
  const { t } = useI18n();
  const { smsEnabled } = useSiteSettings();
  const answer = useFormAnswer('phone');
  const headingId = useId();
  const [step, setStep] = useState<Step>(() =>
    answer?.codeSentTo
      ? {
          name: 'code',
          phoneNumber: answer.codeSentTo,
          resendAt: Date.now() + phoneCodeRules.resendAfterSeconds * 1000,
          nameNeeded: answer.nameNeeded === true,
        }
      : { name: 'number' },
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {t('auth.phone.heading')}
          </h2>
          <p className="text-sm text-stone-700">{smsEnabled ? t('auth.phone.intro') : t('auth.phone.smsDisabled')}</p>
        </div>
      </div>
      {smsEnabled &&
        (step.name === 'number' ? (
          <NumberStep
            initialNumber={answer?.values.phoneNumber ?? ''}
            onSent={(phoneNumber, resendAfterSeconds) =>
              setStep({ name: 'code', phoneNumber, resendAt: Date.now() + resendAfterSeconds * 1000, nameNeeded: false })
            }
          />
        ) : (
          <CodeStep
            key={step.phoneNumber}
            step={step}
            redirectTarget={redirectTarget}
            onNameNeeded={() => setStep({ ...step, nameNeeded: true })}
            onResent={(resendAfterSeconds) => setStep({ ...step, resendAt: Date.now() + resendAfterSeconds * 1000 })}
            onOtherNumber={() => setStep({ name: 'number' })}
          />
        ))}
    </section>
  );
}

function NumberStep({ initialNumber, onSent }: { initialNumber: string; onSent(phoneNumber: string, resendAfterSeconds: number): void }) {
  const { t, language } = useI18n();
  const send = useSendPhoneCode();
  const answer = useFormAnswer('phone');
  const refused = answer?.refusal && !answer.codeSentTo ? reviveApiError(answer.refusal) : undefined;
  const [refusalShown, setRefusalShown] = useState(true);
  const { values, field, form, check, showServerErrors } = useForm({
    initial: { phoneNumber: initialNumber },
    messages: { phoneNumber: t('auth.phone.numberError') },
    refused: refusedForFields(answer) && !answer.codeSentTo ? { schema: sendPhoneCodeSchema, input: answer.values } : undefined,
  });

  function sendCode() {
    setRefusalShown(false);
    const data = check(sendPhoneCodeSchema, values);
    if (!data) return;
    send.mutate(
      { phoneNumber: data.phoneNumber, language },
      {
        onSuccess: (sent) => onSent(data.phoneNumber, sent.resendAfterSeconds),
        onError(error) {
          if (showServerErrors(error)) return;
          toast({ title: t('toast.error'), description: authErrorMessage(error, t, language), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form {...form(sendCode)} method="post" className="space-y-4">
      <input type="hidden" name="intent" value="phone-code" />
      {refusalShown && refused !== undefined && !refusedForFields(answer) && (
        <FormRefusal>{authErrorMessage(refused, t, language)}</FormRefusal>
      )}
      <MobileNumberField field={field('phoneNumber')} />
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? t('auth.phone.sending') : t('auth.phone.send')}
      </Button>
    </form>
  );
}

/** `0:42`: how long until another code may be asked for. */
function countdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function CodeStep({
  step,
  redirectTarget,
  onNameNeeded,
  onResent,
  onOtherNumber,
}: {
  step: Extract<Step, { name: 'code' }>;
  redirectTarget: string;
  onNameNeeded(): void;
  onResent(resendAfterSeconds: number): void;
  onOtherNumber(): void;
}) {
  const { t, language } = useI18n();
  const verify = useVerifyPhoneCode();
  const resend = useSendPhoneCode();
  const answer = useFormAnswer('phone');
  const answered = answer?.codeSentTo === step.phoneNumber ? answer : undefined;
  const refused = answered?.refusal ? reviveApiError(answered.refusal) : undefined;
  const [refusalShown, setRefusalShown] = useState(true);
  const { values, field, form, check, setValue, showServerErrors } = useForm({
    initial: {
      code: answered?.nameNeeded ? (answered.values.code ?? '') : '',
      firstName: answered?.values.firstName ?? '',
      lastName: answered?.values.lastName ?? '',
    },
    messages: { code: t('auth.phone.codeError') },
  });
  // The first render (the server's, and the browser's that hydrates it) counts from the step's start, so both say
  // the same; the clock takes over once the page runs.
  const [now, setNow] = useState(() => step.resendAt - phoneCodeRules.resendAfterSeconds * 1000);
  const secondsLeft = Math.max(0, Math.ceil((step.resendAt - now) / 1000));
  // Before the app runs the countdown cannot move, so the button is not held back: the server's limit answers early.
  const hydrated = useHydrated();
  const formRef = useRef<{ submit(code: string): void }>(null);
  // Stays busy after success too: the full page load that follows takes a moment on a slow connection.
  const busy = verify.isPending || (verify.isSuccess && verify.data.status !== 'name-needed');

  useEffect(() => {
    setNow(Date.now());
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft === 0]); // eslint-disable-line react-hooks/exhaustive-deps

  function verifyCode(code = values.code) {
    setRefusalShown(false);
    const names = step.nameNeeded ? { firstName: values.firstName, lastName: values.lastName } : {};
    const data = check(verifyPhoneCodeSchema, { phoneNumber: step.phoneNumber, code, ...names, language });
    if (!data) return;
    verify.mutate(
      { ...data, language },
      {
        onSuccess(result) {
          if (result.status === 'name-needed') {
            onNameNeeded();
            return;
          }
          toastAfterReload({ title: t('auth.signIn.successTitle'), description: t('auth.signIn.successText') });
          // A full load, so every part of the app starts again as the signed-in user.
          window.location.assign(redirectTarget);
        },
        onError(error) {
          if (showServerErrors(error)) return;
          toast({ title: t('toast.error'), description: authErrorMessage(error, t, language), variant: 'destructive' });
        },
      },
    );
  }
  formRef.current = {
    submit(code) {
      setValue('code', code);
      verifyCode(code);
    },
  };

  // Chrome on Android reads the code from the SMS (its last line names this site) and offers it with one tap.
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string') formRef.current?.submit(code);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  function sendAgain() {
    resend.mutate(
      { phoneNumber: step.phoneNumber, language },
      {
        onSuccess: (sent) => onResent(sent.resendAfterSeconds),
        onError: (error) => toast({ title: t('toast.error'), description: authErrorMessage(error, t, language), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-800" role="status">
        {t('auth.phone.codeSent', { number: formatSriLankanPhone(step.phoneNumber) })}
      </p>
      <form {...form(() => verifyCode())} method="post" className="space-y-4">
        <input type="hidden" name="intent" value="phone-verify" />
        <input type="hidden" name="phoneNumber" value={step.phoneNumber} />
        {refusalShown && refused !== undefined && <FormRefusal>{authErrorMessage(refused, t, language)}</FormRefusal>}
        <PhoneCodeField field={field('code')} />
        {step.nameNeeded && (
          <div className="space-y-3 rounded-md border border-brand-100 bg-brand-50 p-3">
            <h3 className="font-semibold text-stone-900">{t('auth.phone.nameHeading')}</h3>
            <p className="text-sm text-stone-700">{t('auth.phone.nameIntro')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField {...field('firstName')} autoComplete="given-name" label={t('auth.field.firstName')} required />
              <InputField {...field('lastName')} autoComplete="family-name" label={t('auth.field.lastName')} required />
            </div>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {step.nameNeeded
            ? busy
              ? t('auth.phone.creating')
              : t('auth.phone.create')
            : busy
              ? t('auth.phone.verifying')
              : t('auth.phone.verify')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Sending again is a plain form too, for the page before (or without) the app. */}
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            sendAgain();
          }}
        >
          <input type="hidden" name="intent" value="phone-code" />
          <input type="hidden" name="phoneNumber" value={step.phoneNumber} />
          <Button type="submit" variant="outline" disabled={hydrated && (secondsLeft > 0 || resend.isPending)}>
            {hydrated && secondsLeft > 0 ? t('auth.phone.resendIn', { time: countdown(secondsLeft) }) : t('auth.phone.resend')}
          </Button>
        </form>
        <a
          href={pathOf('auth')}
          onClick={(event) => {
            event.preventDefault();
            onOtherNumber();
          }}
          className="min-h-11 content-center text-sm font-medium text-brand-800 underline underline-offset-4"
        >
          {t('auth.phone.otherNumber')}
        </a>
      </div>
    </div>
  );
}
