import { useState, type FormEvent } from 'react';
import { verificationRefusals, type RefuseVerificationInput, type VerificationRefusal } from '@domain/seller/seller-verification.schema';
import { Button } from '@web/components/ui/button';
import { InputField, SelectField } from '@web/components/ui/field';
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
  const [reason, setReason] = useState<VerificationRefusal | ''>('');
  const [note, setNote] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason === '') return;
    onSubmit({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <SelectField
        label={reasonLabel}
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value as VerificationRefusal | '')}
        required
      >
        <option value="">{t('admin.verifications.chooseReason')}</option>
        {verificationRefusals.map((option) => (
          <option key={option} value={option}>
            {t(`admin.verifications.reason.${option}`)}
          </option>
        ))}
      </SelectField>
      <InputField
        label={t('admin.verifications.note')}
        name="note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={500}
        required={reason === 'other'}
      />
      <Button type="submit" variant="destructive" disabled={busy}>
        {action}
      </Button>
    </form>
  );
}
