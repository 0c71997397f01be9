import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { supportAnswerMaxLength, type SupportThread } from '@domain/support/support-inbox.schema';
import { pathOf } from '@domain/site/pages';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextareaField } from '@web/components/ui/field';
import { MessagePage } from '@web/components/ui/page-state';
import { ApiRequestError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { useSupportAction, useSupportThread } from './api/admin';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';
import { AnswerMailNote, MessageMailNote, StateBadge } from './support-labels';

/** One support message with its answers: answer it (mailed to the sender), take it on, close it. */
export function SupportThreadPage({ id }: { id: string }) {
  const { t } = useI18n();
  const thread = useSupportThread(id);
  if (isRefusedToOperatorsOnly(thread.error)) return <ForOperatorsOnly />;
  if (thread.error instanceof ApiRequestError && (thread.error.status === 404 || thread.error.status === 400)) {
    return (
      <MessagePage title={t('admin.support.notFound')}>
        <Link to={pathOf('adminSupport')} className="text-brand-800 underline">
          {t('admin.support.back')}
        </Link>
      </MessagePage>
    );
  }
  return (
    <QueryState query={thread} failed={{ announce: true, message: t('admin.support.loadFailed') }}>
      {(data) => <Thread thread={data} />}
    </QueryState>
  );
}

function Thread({ thread }: { thread: SupportThread }) {
  const { t } = useI18n();
  const { dateTime } = useFormat();
  const { user } = useSession();
  const { message } = thread;
  const action = useSupportAction(message.id);
  const answersId = useId();
  const mine = message.assignedTo?.id === user?.id;
  // What was just done, said in a live region that takes the focus: the button pressed may be gone with the change.
  const [done, setDone] = useState<'answer' | 'assign' | 'close' | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  const act = (kind: 'assign' | 'close') => action.mutate({ kind }, { onSuccess: () => setDone(kind) });

  return (
    <section className="space-y-6">
      <p>
        <Link to={pathOf('adminSupport')} className="text-sm text-brand-800 underline underline-offset-2">
          {t('admin.support.back')}
        </Link>
      </p>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={message.state} />
          <span className="text-sm text-stone-600">{dateTime(message.at)}</span>
        </div>
        <h1 className="break-words text-3xl font-bold text-stone-900">{message.subject}</h1>
        <p className="break-words text-stone-800">
          {t('admin.support.from', { name: message.name, email: message.email })}
          {!message.signedIn && <span className="text-stone-600"> ({t('admin.support.guest')})</span>}
        </p>
        {message.assignedTo && <p className="text-sm text-stone-700">{t('admin.support.assignedTo', { name: message.assignedTo.name })}</p>}
        <MessageMailNote outcome={message.mail} />
      </div>
      <Card className="whitespace-pre-wrap break-words p-4 text-stone-900" lang={message.language}>
        {message.message}
      </Card>

      <div className="flex flex-wrap gap-2">
        {!mine && (
          <Button variant="outline" disabled={action.isPending} onClick={() => act('assign')}>
            {t('admin.support.assign')}
          </Button>
        )}
        {message.state !== 'closed' && (
          <Button variant="outline" disabled={action.isPending} onClick={() => act('close')}>
            {t('admin.support.close')}
          </Button>
        )}
      </div>
      <p ref={status} role="status" tabIndex={-1} className="text-sm font-medium text-brand-800 empty:hidden">
        {done && !action.isPending && !action.isError ? t(`admin.support.done.${done}`) : ''}
      </p>
      {action.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t('admin.actionFailed')}
        </p>
      )}

      <section aria-labelledby={answersId} className="space-y-3">
        <h2 id={answersId} className="text-xl font-semibold text-stone-900">
          {t('admin.support.answerCount', { count: thread.answers.length })}
        </h2>
        {thread.answers.length === 0 && <p className="text-stone-700">{t('admin.support.noAnswers')}</p>}
        <ol className="space-y-3">
          {thread.answers.map((answer) => (
            <li key={answer.id}>
              <Card className="space-y-2 p-4">
                <p className="text-sm text-stone-600">
                  {answer.operatorName} · {dateTime(answer.at)}
                </p>
                <p className="whitespace-pre-wrap break-words text-stone-900">{answer.text}</p>
                <AnswerMailNote state={answer.mail} />
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <AnswerForm
        pending={action.isPending}
        onAnswer={(text, sent) =>
          action.mutate(
            { kind: 'answer', text },
            {
              onSuccess: () => {
                sent();
                setDone('answer');
              },
            },
          )
        }
      />
    </section>
  );
}

function AnswerForm({ pending, onAnswer }: { pending: boolean; onAnswer: (text: string, done: () => void) => void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') return;
    onAnswer(text.trim(), () => setText(''));
  }
  return (
    <form onSubmit={send} className="space-y-3">
      <TextareaField
        label={t('admin.support.answer')}
        hint={t('admin.support.answerHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        rows={5}
        maxLength={supportAnswerMaxLength}
      />
      <Button type="submit" disabled={pending || text.trim() === ''}>
        {pending ? t('admin.support.sending') : t('admin.support.send')}
      </Button>
    </form>
  );
}
