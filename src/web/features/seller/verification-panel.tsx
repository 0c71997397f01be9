import { districts } from '@domain/catalog/districts';
import { districtNames } from '@domain/catalog/taxonomy-names';
import type { NicProblem } from '@domain/seller/nic';
import { nicProblemMessages, verificationRequestSchema, type MyVerification } from '@domain/seller/seller-verification.schema';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { VerifiedSellerBadge } from '@web/components/verified-badge';
import { ApiRequestError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format';
import { useForm, type Issue } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import type { MessageKey } from '@web/locales/en';
import { useAskToBeVerified, useMyVerification } from './api/seller-verification';

/** "Get verified" on the seller's dashboard: where their request stands, and the form to ask (decision 064). */
export function VerificationPanel() {
  const { t } = useI18n();
  const verification = useMyVerification();
  if (!verification.data) return null;
  return (
    <section aria-labelledby="get-verified" className="mt-8">
      <Card className="space-y-3 p-4 sm:p-6">
        <h2 id="get-verified" className="text-lg font-semibold">
          {t('seller.verification.title')}
        </h2>
        <VerificationStatus verification={verification.data} />
        {verification.data.mayAsk && <VerificationForm />}
      </Card>
    </section>
  );
}

function VerificationStatus({ verification }: { verification: MyVerification }) {
  const { t } = useI18n();
  const { date } = useFormat();
  switch (verification.status) {
    case null:
      return <p className="text-sm text-stone-700">{t('seller.verification.intro')}</p>;
    case 'pending':
      return (
        <p className="text-sm text-stone-700" role="status">
          {t('seller.verification.pending', { date: date(verification.requestedAt ?? '') })}
        </p>
      );
    case 'approved':
      return (
        <div className="space-y-2">
          <VerifiedSellerBadge />
          <p className="text-sm text-stone-700">{t('seller.verification.approved')}</p>
        </div>
      );
    case 'refused':
      return <SaidNo verification={verification} what={t('seller.verification.refused')} />;
    case 'withdrawn':
      return (
        <SaidNo verification={verification} what={t('seller.verification.withdrawn', { date: date(verification.withdrawnAt ?? '') })} />
      );
  }
}

/** A refusal or a withdrawal: what happened, the operator's reason and words, and that the seller may ask again. */
function SaidNo({ verification, what }: { verification: MyVerification; what: string }) {
  const { t } = useI18n();
  return (
    <div className="space-y-1 text-sm text-stone-800">
      <p>{what}</p>
      {verification.refusal && <p className="font-medium">{t(`seller.verification.reason.${verification.refusal.reason}`)}</p>}
      {verification.refusal?.note && <p className="break-words">“{verification.refusal.note}”</p>}
      <p>{t('seller.verification.askAgain')}</p>
    </div>
  );
}

const nicMessages = {
  format: 'seller.verification.nicError',
  birth_date: 'seller.verification.nicBirthDate',
  check_digit: 'seller.verification.nicCheckDigit',
} as const satisfies Record<NicProblem, MessageKey>;

/**
 * What the schema found wrong with the number: the problem it names (checked here), or the one the server's message
 * says (a 400 carries only the message: its clock may see a birth date differently); its format otherwise.
 */
function nicProblemOf(issue: Issue): NicProblem {
  const problem = issue.code === 'custom' ? (issue.params as { problem?: NicProblem } | undefined)?.problem : undefined;
  const told = Object.entries(nicProblemMessages).find(([, message]) => message === issue.message)?.[0] as NicProblem | undefined;
  return problem ?? told ?? 'format';
}

function VerificationForm() {
  const { t, language } = useI18n();
  const ask = useAskToBeVerified();
  const { values, field, form, check, showServerErrors, ready } = useForm({
    initial: { fullName: '', nic: '', district: '', phoneNumber: '' },
    messages: {
      nic: (issue) => t(nicMessages[nicProblemOf(issue)]),
      district: t('seller.verification.districtError'),
      phoneNumber: t('seller.verification.phoneError'),
    },
  });
  return (
    <form
      {...form(() => {
        const data = check(verificationRequestSchema, values);
        if (!data) return;
        ask.mutate(data, {
          onSuccess: () => toast({ title: t('seller.verification.sent') }),
          onError: (error) => {
            if (showServerErrors(error)) return;
            const already = error instanceof ApiRequestError && error.error.code === 'conflict';
            toast({
              title: t('toast.error'),
              description: already ? t('seller.verification.alreadyAsked') : undefined,
              variant: 'destructive',
            });
          },
        });
      })}
      className="grid gap-3 sm:grid-cols-2"
    >
      <InputField label={t('seller.verification.fullName')} autoComplete="name" required {...field('fullName')} />
      <InputField
        label={t('seller.verification.nic')}
        hint={t('seller.verification.nicHint')}
        autoComplete="off"
        required
        {...field('nic')}
      />
      <SelectField label={t('seller.verification.district')} required {...field('district')}>
        <option value="">{t('seller.verification.chooseDistrict')}</option>
        {districts.map((district) => (
          <option key={district} value={district}>
            {districtNames[district][language]}
          </option>
        ))}
      </SelectField>
      <InputField label={t('seller.verification.phone')} type="tel" autoComplete="tel" required {...field('phoneNumber')} />
      <p className="text-sm text-stone-600 sm:col-span-2">{t('seller.verification.privacy')}</p>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!ready || ask.isPending}>
          {t('seller.verification.submit')}
        </Button>
      </div>
    </form>
  );
}
