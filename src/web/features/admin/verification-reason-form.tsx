import {
  refuseVerificationInputSchema,
  verificationRefusals,
  type RefuseVerificationInput,
} from '@domain/seller/seller-verification.schema';
import { Button } from '@web/components/ui/button';
import { InputField, SelectField } from '@web/components/ui/field';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';

/**
 * Why an operator says no to a seller: a reason from the list, a note for the seller (needed for “other”) and the
 * button that acts. Refusing a request and withdrawing a verification both say why this way.
 */
export function VerificationReasonForm({
  reasonLabel,
  action,
  busy,
  onSubmit,
}: {
  reasonLabel: string;
  action: string;
  busy: boolean;
  onSubmit: (body: RefuseVerificationInput) => void;
}) {
  const { t } = useI18n();
  // No reason chosen for the operator: a slip of the finger must not refuse or withdraw for a reason nobody meant.
  // Checked by the server's own schema, its messages in the reader's language (a reason to choose, the words "other" needs).
  const { values, field, form, check } = useForm({ initial: { reason: '', note: '' } });
  function submit() {
    const body = check(refuseVerificationInputSchema, { reason: values.reason, ...(values.note.trim() && { note: values.note }) });
    if (body) onSubmit(body);
  }
  return (
    <form {...form(submit)} className="flex flex-wrap items-end gap-3">
      <SelectField {...field('reason')} label={reasonLabel} required>
        <option value="">{t('admin.verifications.chooseReason')}</option>
        {verificationRefusals.map((option) => (
          <option key={option} value={option}>
            {t(`admin.verifications.reason.${option}`)}
          </option>
        ))}
      </SelectField>
      <InputField {...field('note')} label={t('admin.verifications.note')} maxLength={500} required={values.reason === 'other'} />
      <Button type="submit" variant="destructive" disabled={busy}>
        {action}
      </Button>
    </form>
  );
}
