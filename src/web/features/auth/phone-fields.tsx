import type { ChangeEvent } from 'react';
import { phoneCodeRules } from '@domain/auth/phone-account';
import { InputField } from '@web/components/ui/field';
import { useI18n } from '@web/lib/i18n';

/** What `useForm().field(name)` gives a control. */
type FieldProps = { name: string; value: string; error: string | undefined; onChange(event: ChangeEvent<HTMLInputElement>): void };

/** A mobile number, with the phone's number keypad and an example of how to write it. */
export function MobileNumberField({ field, label }: { field: FieldProps; label?: string }) {
  const { t } = useI18n();
  return (
    <InputField
      {...field}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      label={label ?? t('auth.field.phoneNumber')}
      hint={t('auth.phone.numberHint')}
      required
    />
  );
}

/** The code from the SMS: digits only, and filled in by the phone from the message where it can. */
export function PhoneCodeField({ field }: { field: FieldProps }) {
  const { t } = useI18n();
  return (
    <InputField
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={phoneCodeRules.digits}
      label={t('auth.field.code')}
      className="tracking-[0.3em]"
      required
    />
  );
}
