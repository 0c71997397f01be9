import type { z } from 'zod';
import { nulCharacterMessage } from '@domain/nul-character';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import type { Translate } from '@web/lib/i18n';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What to tell the reader when an auth call fails: the auth reasons first, then the shared ones. */
export function authErrorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiRequestError)) return t('error.generic');
  const { code, reason } = error.error;
  if (code === 'mail_not_configured') return t('auth.forgot.mailDisabled');
  if (reason === 'INVALID_EMAIL_OR_PASSWORD') return t('auth.error.invalidCredentials');
  // Better Auth has several variants, e.g. USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.
  if (reason?.startsWith('USER_ALREADY_EXISTS')) return t('auth.error.accountExists');
  if (reason === 'EMAIL_NOT_VERIFIED') return t('auth.error.emailNotVerified');
  if (reason === 'INVALID_TOKEN') return t('auth.error.invalidToken');
  // Sign-in answers 401 for a wrong password: that is not an ended session.
  if (code === 'unauthenticated') return t('auth.error.invalidCredentials');
  return describeApiError(error, t);
}

/**
 * One translated message per field from the domain schema's issues (the first issue of a field wins),
 * since zod's own messages are English.
 */
export function fieldErrorsFrom<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  values: Record<Field, string>,
  t: Translate,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as Field;
    if (!(field in values) || errors[field]) continue;
    errors[field] = issueMessage(issue, values[field], t);
  }
  return errors;
}

function issueMessage(issue: z.core.$ZodIssue, value: string, t: Translate): string {
  const blank = value === '' || (value.trim() === '' && issue.code === 'too_small' && Number(issue.minimum) <= 1);
  if (blank) return t('auth.error.required');
  switch (issue.code) {
    case 'too_small':
      return t('auth.error.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return t('auth.error.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      return t('auth.error.emailInvalid');
    case 'custom':
      return issue.message === nulCharacterMessage ? t('error.invalidCharacter') : t('error.generic');
    default:
      return t('error.generic');
  }
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError<Field extends string>(form: HTMLFormElement, fields: readonly Field[], errors: FieldErrors<Field>) {
  const first = fields.find((field) => errors[field]);
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLInputElement) control.focus();
}

/** The form's text values by field name; e-mail addresses lose the stray spaces phone keyboards add. */
export function readFields<Field extends string>(form: HTMLFormElement, fields: readonly Field[]): Record<Field, string> {
  const data = new FormData(form);
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = data.get(field);
    const text = typeof value === 'string' ? value : '';
    values[field] = field === 'email' ? text.trim() : text;
  }
  return values;
}

/**
 * Reads a form, checks it with a domain schema and shows what is wrong under each field (focusing the
 * first). Returns the checked data, or undefined when the form must be corrected. `extra` adds values
 * that are not fields of the form (the language, the confirmation link's target).
 */
export function validateForm<Field extends string, Output>(
  form: HTMLFormElement,
  fields: readonly Field[],
  schema: z.ZodType<Output>,
  { t, setErrors, extra }: { t: Translate; setErrors: (errors: FieldErrors<Field>) => void; extra?: Record<string, unknown> },
): Output | undefined {
  const values = readFields(form, fields);
  const parsed = schema.safeParse({ ...values, ...extra });
  if (!parsed.success) {
    const found = fieldErrorsFrom(parsed.error.issues, values, t);
    setErrors(found);
    focusFirstError(form, fields, found);
    return undefined;
  }
  setErrors({});
  return parsed.data;
}
