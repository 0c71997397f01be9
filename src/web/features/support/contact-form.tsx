import { Send } from 'lucide-react';
import { useId } from 'react';
import { supportMessageLimits, supportMessageSchema, type SupportMessageInput } from '@domain/support/support.schema';
import { Button } from '@web/components/ui/button';
import { InputField, TextareaField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { describeApiError } from '@web/lib/api-error-message';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { useSendSupportMessage } from './api/send-support-message';

const emptyForm: SupportMessageInput = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const { t } = useI18n();
  const titleId = useId();
  const { values, ready, field, form, check, showServerErrors, reset } = useForm({ initial: emptyForm });
  const sendMessage = useSendSupportMessage();
  const { mailEnabled } = useSiteSettings();

  function sendWithForm() {
    const message = check(supportMessageSchema, { ...values, email: values.email.trim() });
    if (!message) return;
    sendMessage.mutate(message, {
      onSuccess() {
        toast({ title: t('support.toast.sent'), description: t(mailEnabled ? 'support.toast.sentText' : 'support.toast.sentKeptText') });
        reset();
      },
      onError(error) {
        if (showServerErrors(error)) return;
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
      <form {...form(sendWithForm)} className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('name')}
            label={t('support.form.name')}
            required
            autoComplete="name"
            maxLength={supportMessageLimits.name}
          />
          <InputField
            {...field('email')}
            type="email"
            label={t('support.form.email')}
            required
            autoComplete="email"
            inputMode="email"
            maxLength={supportMessageLimits.email}
          />
        </div>
        <InputField {...field('subject')} label={t('support.form.subject')} required maxLength={supportMessageLimits.subject} />
        <TextareaField {...field('message')} label={t('support.form.message')} required rows={6} maxLength={supportMessageLimits.message} />
        <Button type="submit" size="lg" disabled={!ready || sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? t('support.form.sending') : t('support.form.submit')}
        </Button>
      </form>
    </section>
  );
}
