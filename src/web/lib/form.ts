import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { nulCharacterMessage } from '@domain/nul-character';
import { ApiRequestError } from './api-client';
import { useHydrated } from './hydration';
import type { Translate } from './i18n';
import { useI18n } from './i18n';

/** What is wrong with each field, in the reader's language. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type Issue = z.core.$ZodIssue;
type FieldMessage = string | ((issue: Issue) => string | undefined);
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type FormOptions<Field extends string> = {
  /** Every field of the form with its first value, in the order they are shown (the first wrong one is focused). */
  initial: Record<Field, string>;
  /**
   * A field's own words for a wrong value, instead of "Check this value.": "Choose a district.", or per issue
   * (undefined: the shared words) for a field that needs more than one ("at most Rs 10,000,000").
   */
  messages?: Partial<Record<Field, FieldMessage>>;
  /** Schema keys that the form shows under another name: `{ priceCents: 'price' }`. */
  paths?: Readonly<Record<string, Field>>;
  /**
   * The form was sent without the app and the server answered with this page: the schema and the input it was
   * refused for, checked again here so each field shows the message the app's own check would have given.
   */
  refused?: { schema: z.ZodType; input: Record<string, string> } | undefined;
};

/**
 * The one way a form is checked (decision 027). The form keeps its values as typed; on submit they go through
 * the domain's own schema (the one the server applies), and each wrong field gets one translated message under
 * it, the first of them focused. A 400 from the server lands on the same fields the same way.
 */
export function useForm<Field extends string>({ initial, messages = {}, paths = {}, refused }: FormOptions<Field>) {
  const { t } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>(() =>
    refused === undefined ? {} : issueErrors(refused.schema.safeParse(refused.input).error?.issues ?? [], refused.input),
  );
  const order = Object.keys(initial) as Field[];
  // A form the server rendered cannot be sent before the page has come to life (it would be sent by the
  // browser itself, as a GET with the text in the address): its submit button waits for `ready`.
  const ready = useHydrated();

  // What was typed or chosen before the page came to life is taken over, not silently replaced by `initial`.
  useLayoutEffect(() => {
    const typed = formRef.current ? typedBeforeStart(formRef.current, initial) : {};
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function fieldOf(path: PropertyKey | undefined): Field | undefined {
    if (typeof path !== 'string') return undefined;
    const field = paths[path] ?? path;
    return Object.hasOwn(initial, field) ? (field as Field) : undefined;
  }

  function setValue(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** Shows the errors and brings the reader to the first of them; false when there are none to show. */
  function showErrors(found: FieldErrors<Field>): boolean {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first && formRef.current) focusControl(formRef.current, first);
    return first !== undefined;
  }

  /**
   * Checks `input` (the form's values unless given, e.g. with the cart's lines added) with the domain's schema:
   * the parsed data, or undefined once the wrong fields are shown. When what is wrong is not one of the form's
   * fields (a cart line the schema refuses), `onUnplaced` says so instead.
   */
  function check<Output>(schema: z.ZodType<Output>, input: unknown = values, onUnplaced?: () => void): Output | undefined {
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    if (!showErrors(issueErrors(parsed.error.issues, values))) onUnplaced?.();
    return undefined;
  }

  /** The schema's issues, one translated message per field, each read against the value it was checked with. */
  function issueErrors(issues: readonly Issue[], checked: Readonly<Record<string, string>>): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    for (const issue of issues) {
      const field = fieldOf(issue.path[0]);
      if (field && !found[field]) found[field] = issueMessage(issue, checked[field] ?? '', messages[field], t);
    }
    return found;
  }

  /** Puts a refused request's field errors under their fields; false when the refusal names none of them. */
  function showServerErrors(error: unknown): boolean {
    if (!(error instanceof ApiRequestError) || error.error.code !== 'validation_failed') return false;
    const found: FieldErrors<Field> = {};
    for (const { path, message } of error.error.fields ?? []) {
      const field = fieldOf(path.split('.')[0]);
      if (!field || found[field]) continue;
      // The server says why in English only: read as a rule of its own, in the field's words.
      const issue: Issue = { code: 'custom', message, path: [field], input: values[field] };
      found[field] = issueMessage(issue, values[field], messages[field], t);
    }
    return showErrors(found);
  }

  /** What a text control needs: its name, value, error, and the change that clears the error. */
  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<Control>) => setValue(name, event.currentTarget.value),
    };
  }

  /** The form element's props: our messages replace the browser's bubbles; submitting never reloads. */
  function form(onSubmit: () => void) {
    return {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      },
    };
  }

  function reset(next: Record<Field, string> = initial) {
    setValues(next);
    setErrors({});
  }

  return { values, errors, ready, field, form, setValue, check, showErrors, showServerErrors, reset };
}

/** One translated message for a schema's issue (zod's own messages are English). */
function issueMessage(issue: Issue, value: string, message: FieldMessage | undefined, t: Translate): string {
  if (issue.code === 'custom' && issue.message === nulCharacterMessage) return t('error.invalidCharacter');
  const own = typeof message === 'function' ? message(issue) : message;
  // A choice not made (a select left on its prompt, no star picked) says what to choose.
  if (issue.code === 'invalid_value') return own ?? t('form.error.choose');
  if (value.trim() === '') return t('form.error.required');
  if (issue.code === 'too_small' && issue.origin === 'string') return t('form.error.tooShort', { min: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'string') return t('form.error.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email') return own ?? t('form.error.email');
  return own ?? t('form.error.invalid');
}

/** The controls' values that differ from the first ones (an empty one is not taken for a change). */
function typedBeforeStart<Field extends string>(form: HTMLFormElement, initial: Record<Field, string>): Partial<Record<Field, string>> {
  const typed: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(initial) as Field[]) {
    // A control, or a group of radio buttons (whose value is the chosen one's): both have a value.
    const control = form.elements.namedItem(field);
    const value = control && 'value' in control && typeof control.value === 'string' ? control.value : '';
    if (value !== '' && value !== initial[field]) typed[field] = value;
  }
  return typed;
}

function focusControl(form: HTMLFormElement, field: string) {
  const control = form.elements.namedItem(field);
  if (control instanceof HTMLElement) {
    control.focus();
  } else if (control && !(control instanceof Element)) {
    // A group of radio buttons: its chosen one, else its first.
    const radios = [...control].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  }
}
