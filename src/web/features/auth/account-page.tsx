import { useEffect, useId, useState, type ReactNode } from 'react';
import { addEmailSchema, sendAddNumberCodeSchema, verifyAddNumberCodeSchema, type SmsSettingsView } from '@domain/auth/auth.schema';
import { formatSriLankanPhone } from '@domain/phone';
import { pageHeads } from '@domain/site/page-heads';
import { QueryState } from '@web/components/query-state';
import { RedirectUnlessSignedIn } from '@web/components/sign-in-required';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { useSiteSettings } from '@web/lib/site-settings';
import { useAddEmail, useConfirmNumber, useSaveSmsChoices, useSendAddNumberCode, useSmsSettings } from './api/account';
import { authErrorMessage } from './auth-error-message';
import { MobileNumberField, PhoneCodeField } from './phone-fields';

/**
 * The account's settings: its e-mail address (added to an account made by phone with a link), its mobile number (added
 * or changed with a code) and the order alerts it gets by SMS.
 */
export default function AccountPage() {
  return (
    <RedirectUnlessSignedIn>
      <AccountSettings />
    </RedirectUnlessSignedIn>
  );
}

function AccountSettings() {
  const { t, language } = useI18n();
  const { user } = useSession();
  const settings = useSmsSettings();
  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].account.title}</h1>
      <EmailAddress email={user?.email ?? null} />
      <QueryState query={settings} failed={{ announce: true, message: t('account.loadFailed') }}>
        {(data) => (
          <>
            <MobileNumber settings={data} />
            <SmsChoices settings={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The account's address; an account made by phone adds one here, with a link to it that confirms it. */
function EmailAddress({ email }: { email: string | null }) {
  const { t } = useI18n();
  const { mailEnabled } = useSiteSettings();
  return (
    <SettingsSection heading={t('account.email.heading')}>
      <p className="break-words text-stone-800">{email ?? t('account.email.none')}</p>
      {email === null && (mailEnabled ? <AddEmail /> : <p className="text-sm text-stone-700">{t('account.email.mailDisabled')}</p>)}
    </SettingsSection>
  );
}

/** One setting of the account: a card, its heading naming the section for screen readers. */
function SettingsSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {heading}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function AddEmail() {
  const { t } = useI18n();
  const send = useAddEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, field, form, check, showServerErrors } = useForm({ initial: { email: '' } });
  if (sentTo) {
    return (
      <div className="space-y-3">
        <p className="break-words text-sm text-stone-800" role="status">
          {t('account.email.sent', { email: sentTo })}
        </p>
        <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
          {t('account.email.another')}
        </Button>
      </div>
    );
  }
  return (
    <form
      {...form(() => {
        const data = check(addEmailSchema, { email: values.email.trim() });
        if (!data) return;
        send.mutate(data.email, {
          onSuccess: ({ sentTo: address }) => setSentTo(address),
          onError: (error) => {
            if (!showServerErrors(error))
              toast({ title: t('toast.error'), description: authErrorMessage(error, t), variant: 'destructive' });
          },
        });
      })}
      className="space-y-3"
    >
      <p className="text-sm text-stone-700">{t('account.email.addIntro')}</p>
      <InputField {...field('email')} type="email" autoComplete="email" inputMode="email" label={t('auth.field.email')} required />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('account.email.sending') : t('account.email.send')}
      </Button>
    </form>
  );
}

function MobileNumber({ settings }: { settings: SmsSettingsView }) {
  const { t } = useI18n();
  const { smsEnabled } = useSiteSettings();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <SettingsSection heading={t('account.phone.heading')}>
      <p className="text-stone-800">{settings.phoneNumber ? formatSriLankanPhone(settings.phoneNumber) : t('account.phone.none')}</p>
      {!smsEnabled ? (
        <p className="text-sm text-stone-700">{t('auth.phone.smsDisabled')}</p>
      ) : sentTo ? (
        <ConfirmNumber phoneNumber={sentTo} onDone={() => setSentTo(null)} />
      ) : (
        <AskForCode hasNumber={settings.phoneNumber !== null} onSent={setSentTo} />
      )}
    </SettingsSection>
  );
}

function AskForCode({ hasNumber, onSent }: { hasNumber: boolean; onSent(phoneNumber: string): void }) {
  const { t } = useI18n();
  const send = useSendAddNumberCode();
  const { values, field, form, check, showServerErrors } = useForm({
    initial: { phoneNumber: '' },
    messages: { phoneNumber: t('auth.phone.numberError') },
  });
  return (
    <form
      {...form(() => {
        const data = check(sendAddNumberCodeSchema, values);
        if (!data) return;
        send.mutate(data.phoneNumber, {
          onSuccess: () => onSent(data.phoneNumber),
          onError: (error) => {
            if (!showServerErrors(error))
              toast({ title: t('toast.error'), description: authErrorMessage(error, t), variant: 'destructive' });
          },
        });
      })}
      className="space-y-3"
    >
      <p className="text-sm text-stone-700">{hasNumber ? t('account.phone.changeIntro') : t('account.phone.addIntro')}</p>
      <MobileNumberField field={field('phoneNumber')} label={hasNumber ? t('account.phone.newNumber') : undefined} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('auth.phone.sending') : t('auth.phone.send')}
      </Button>
    </form>
  );
}

function ConfirmNumber({ phoneNumber, onDone }: { phoneNumber: string; onDone(): void }) {
  const { t } = useI18n();
  const confirm = useConfirmNumber();
  const { values, field, form, check, showServerErrors } = useForm({
    initial: { code: '' },
    messages: { code: t('auth.phone.codeError') },
  });
  return (
    <form
      {...form(() => {
        const data = check(verifyAddNumberCodeSchema, { phoneNumber, code: values.code });
        if (!data) return;
        confirm.mutate(data, {
          onSuccess: () => {
            toast({
              title: t('account.phone.savedTitle'),
              description: t('account.phone.savedText', { number: formatSriLankanPhone(phoneNumber) }),
            });
            onDone();
          },
          onError: (error) => {
            if (!showServerErrors(error))
              toast({ title: t('toast.error'), description: authErrorMessage(error, t), variant: 'destructive' });
          },
        });
      })}
      className="space-y-3"
    >
      <p className="text-sm text-stone-800" role="status">
        {t('auth.phone.codeSent', { number: formatSriLankanPhone(phoneNumber) })}
      </p>
      <PhoneCodeField field={field('code')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('auth.phone.verifying') : t('account.phone.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('account.phone.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SmsChoices({ settings }: { settings: SmsSettingsView }) {
  const { t } = useI18n();
  const save = useSaveSmsChoices();
  const headingId = useId();
  const [choices, setChoices] = useState({ newOrders: settings.newOrders, orderUpdates: settings.orderUpdates });
  useEffect(
    () => setChoices({ newOrders: settings.newOrders, orderUpdates: settings.orderUpdates }),
    [settings.newOrders, settings.orderUpdates],
  );
  const boxClasses = 'mt-1 h-5 w-5 shrink-0 accent-brand-700';
  return (
    <Card className="p-4 sm:p-6">
      <form
        aria-labelledby={headingId}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(choices, {
            onSuccess: () => toast({ title: t('account.sms.savedTitle') }),
            onError: (error) => toast({ title: t('toast.error'), description: authErrorMessage(error, t), variant: 'destructive' }),
          });
        }}
      >
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {t('account.sms.heading')}
        </h2>
        <p className="text-sm text-stone-700">{settings.phoneNumber ? t('account.sms.intro') : t('account.sms.noNumber')}</p>
        <label className="flex items-start gap-3 text-stone-800">
          <input
            type="checkbox"
            className={boxClasses}
            checked={choices.newOrders}
            onChange={(event) => setChoices({ ...choices, newOrders: event.currentTarget.checked })}
          />
          <span>{t('account.sms.newOrders')}</span>
        </label>
        <label className="flex items-start gap-3 text-stone-800">
          <input
            type="checkbox"
            className={boxClasses}
            checked={choices.orderUpdates}
            onChange={(event) => setChoices({ ...choices, orderUpdates: event.currentTarget.checked })}
          />
          <span>{t('account.sms.orderUpdates')}</span>
        </label>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('account.sms.saving') : t('account.sms.save')}
        </Button>
      </form>
    </Card>
  );
}
