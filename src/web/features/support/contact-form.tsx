import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { supportMessageLimits, supportMessageSchema, type SupportMessageInput } from '@domain/support/support.schema';
import { Button } from '@web/components/ui/button';
import { InputField, TextareaField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import { useI18n, type Translate } from '@web/lib/i18n';
import { useSendSupportMessage } from './api/send-support-message';

type Field = keyof SupportMessageInput;
type FieldErrors = Partial<Record<Field, string>>;

const fields: readonly Field[] = ['name', 'email', 'subject', 'message'];
const emptyForm: SupportMessageInput = { name: '', email: '', subject: '', message: '' };

function isField(value: unknown): value is Field {
  return typeof value === 'string' && (fields as readonly string[]).includes(value);
}

/** One translated message per field, whatever zod or the server said in English. */
function fieldError(t: Translate, field: Field, value: string, code?: string): string {
  if (value.trim() === '') return t('support.form.error.required');
  if (code === 'too_big') return t('support.form.error.tooLong', { max: supportMessageLimits[field] });
  if (field === 'email') return t('support.form.error.email');
  return t('support.form.error.invalid');
}

export function ContactForm() {
  const { t } = useI18n();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SupportMessageInput>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const sendMessage = useSendSupportMessage();

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    const control = first && formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = supportMessageSchema.safeParse({ ...values, email: values.email.trim() });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = fieldError(t, field, values[field], issue.code);
      }
      showErrors(found);
      return;
    }

    sendMessage.mutate(parsed.data, {
      onSuccess() {
        toast({ title: t('support.toast.sent'), description: t('support.toast.sentText') });
        setValues(emptyForm);
        setErrors({});
      },
      onError(error) {
        if (error instanceof ApiRequestError && error.status === 400) {
          const found: FieldErrors = {};
          for (const { path } of error.error.fields ?? []) {
            if (isField(path)) found[path] = fieldError(t, path, values[path]);
          }
          if (Object.keys(found).length > 0) {
            showErrors(found);
            return;
          }
        }
        toast({ title: t('toast.error'), description: describeApiError(error, t), variant: 'destructive' });
      },
    });
  }

  const sending = sendMessage.isPending;

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="text-2xl font-bold text-stone-900">
        {t('support.form.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('support.form.required')}</p>
      {/* noValidate: our translated messages replace the browser's own bubbles. */}
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            name="name"
            label={t('support.form.name')}
            required
            autoComplete="name"
            maxLength={supportMessageLimits.name}
            value={values.name}
            error={errors.name}
            onChange={(event) => update('name', event.target.value)}
          />
          <InputField
            name="email"
            type="email"
            label={t('support.form.email')}
            required
            autoComplete="email"
            inputMode="email"
            maxLength={supportMessageLimits.email}
            value={values.email}
            error={errors.email}
            onChange={(event) => update('email', event.target.value)}
          />
        </div>
        <InputField
          name="subject"
          label={t('support.form.subject')}
          required
          maxLength={supportMessageLimits.subject}
          value={values.subject}
          error={errors.subject}
          onChange={(event) => update('subject', event.target.value)}
        />
        <TextareaField
          name="message"
          label={t('support.form.message')}
          required
          rows={6}
          maxLength={supportMessageLimits.message}
          value={values.message}
          error={errors.message}
          onChange={(event) => update('message', event.target.value)}
        />
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? t('support.form.sending') : t('support.form.submit')}
        </Button>
      </form>
    </section>
  );
}
