import { CheckCircle2, MailWarning } from 'lucide-react';
import type { AnswerMailState, MailOutcome, SupportState } from '@domain/support/support-inbox.schema';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';

const stateClasses: Record<SupportState, string> = {
  new: 'bg-amber-100 text-amber-900',
  answered: 'bg-brand-50 text-brand-800',
  closed: 'bg-stone-200 text-stone-800',
};

export function StateBadge({ state }: { state: SupportState }) {
  const { t } = useI18n();
  return <span className={cn('rounded px-2 py-0.5 text-sm font-medium', stateClasses[state])}>{t(`admin.support.state.${state}`)}</span>;
}

/** What became of mailing the message to the support address: a trouble said plainly, with a warning sign. */
export function MessageMailNote({ outcome }: { outcome: MailOutcome }) {
  const { t } = useI18n();
  return <MailLine fine={outcome === 'mailed'} text={t(`admin.support.mail.${outcome}`)} />;
}

/** What became of mailing an answer to its sender. */
export function AnswerMailNote({ state }: { state: AnswerMailState }) {
  const { t } = useI18n();
  return <MailLine fine={state === 'mailed' || state === 'sending' || state === 'texted'} text={t(`admin.support.answerMail.${state}`)} />;
}

function MailLine({ fine, text }: { fine: boolean; text: string }) {
  const Icon = fine ? CheckCircle2 : MailWarning;
  return (
    <p className={cn('flex items-start gap-1.5 text-sm', fine ? 'text-stone-700' : 'font-medium text-amber-900')}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
