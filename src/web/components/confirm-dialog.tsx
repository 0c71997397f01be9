import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './ui/button';
import { useI18n } from '../lib/i18n';

export type ConfirmQuestion = {
  /** The whole question, read out as the dialog's name: "Cancel this order? The sellers will be told, …" */
  question: string;
  /** The button that goes ahead, named as the action it makes: "Cancel Order", "Delete". */
  confirmLabel: string;
  /** Red when going ahead removes or ends something. */
  destructive?: boolean;
};

type Asking = ConfirmQuestion & { answer(yes: boolean): void };

/**
 * Asks before a step that cannot be undone, in the app's language (the browser's own confirm speaks the
 * browser's). `confirm(…)` resolves true when the person goes ahead, false when they go back (the button,
 * Escape); render `dialog` where the component renders. The focus goes to Go back, the safe answer, and returns
 * to the button that asked once the dialog closes, before the caller acts on the answer.
 */
export function useConfirmDialog(): { confirm(question: ConfirmQuestion): Promise<boolean>; dialog: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);

  const confirm = useCallback((question: ConfirmQuestion) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return new Promise<boolean>((resolve) => {
      let answered = false;
      setAsking({
        ...question,
        answer(yes) {
          if (answered) return;
          answered = true;
          setAsking(null);
          opener?.focus();
          resolve(yes);
        },
      });
    });
  }, []);

  return { confirm, dialog: asking && <ConfirmDialog {...asking} /> };
}

function ConfirmDialog({ question, confirmLabel, destructive = false, answer }: Asking) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const decline = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    decline.current?.focus();
    return () => element?.close();
  }, []);

  // Closed first: while a modal dialog is open, the page behind it cannot take the focus back.
  function reply(yes: boolean) {
    dialog.current?.close();
    answer(yes);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape: the browser's cancel. Kept open until the answer is given, so React decides when it closes.
      onCancel={(event) => {
        event.preventDefault();
        reply(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        reply(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-5 text-stone-900 shadow-xl backdrop:bg-stone-900/60 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {question}
      </h2>
      {/* A fingertip's height (44 px) each; on a phone going ahead stands on top, within the thumb's reach. */}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={decline} variant="outline" className="min-h-11" onClick={() => reply(false)}>
          {t('confirm.decline')}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} className="min-h-11" onClick={() => reply(true)}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
