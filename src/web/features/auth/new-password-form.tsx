import type { LucideIcon } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { minPasswordLength } from '@domain/auth/auth.schema';
import { Card } from '@web/components/ui/card';
import { InputField } from '@web/components/ui/field';
import { useI18n } from '@web/lib/i18n';

type PasswordControl = { name: string; value: string; error: string | undefined; onChange(event: ChangeEvent<HTMLInputElement>): void };

/** A page reached from a link in a mail where a password is chosen: its icon, heading, introduction and form card. */
export function NewPasswordPage({
  icon: Icon,
  heading,
  intro,
  children,
}: {
  icon: LucideIcon;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Icon aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <h1 className="mt-4 text-center text-2xl font-bold text-stone-900 sm:text-3xl">{heading}</h1>
      <p className="mt-2 text-center text-stone-600">{intro}</p>
      <Card className="mt-8 p-4 sm:p-6">{children}</Card>
    </section>
  );
}

/** A new password typed twice, so that a slip of the finger does not lock its owner out. */
export function NewPasswordFields({
  password,
  repeat,
  passwordLabel,
  repeatLabel,
}: {
  password: PasswordControl;
  repeat: PasswordControl;
  passwordLabel: string;
  repeatLabel: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <InputField
        {...password}
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        label={passwordLabel}
        hint={t('auth.hint.password', { min: minPasswordLength })}
        required
      />
      <InputField {...repeat} type="password" autoComplete="new-password" minLength={minPasswordLength} label={repeatLabel} required />
    </>
  );
}
