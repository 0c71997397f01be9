import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';

// What the console's lists share (the support inbox, the audit log): filters in the page's address, and a page of
// items newest first with Newer and Older.

/**
 * A list's filters from the address: its own names only (a link's extras, such as a tracking tag, are not its
 * business), empty fields left out as a form sent without the app writes them. `query` is undefined when the schema
 * refuses what is written (a day that does not exist); `written` is what the form shows again.
 */
export function useAddressFilters<Schema extends z.ZodType>(schema: Schema, names: readonly string[]) {
  const [params] = useSearchParams();
  const written: Record<string, string> = Object.fromEntries(
    names.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const parsed = schema.safeParse(written);
  return { query: parsed.success ? (parsed.data as z.output<Schema>) : undefined, written };
}

/** Sends a filter form as the browser would (GET, without its empty fields), through the router. */
export function useSubmitFilters(path: string) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = [...new FormData(event.currentTarget)].flatMap(([name, value]) =>
      typeof value === 'string' && value.trim() !== '' ? [[name, value.trim()]] : [],
    );
    const search = new URLSearchParams(fields).toString();
    void navigate(`${path}${search ? `?${search}` : ''}`);
  };
}

/** A page of a list, newest first: its items (or `empty`), then Newer and Older where there are more. */
export function NewestFirstPage({
  busy,
  empty,
  page,
  more,
  onPage,
  children,
}: {
  busy: boolean;
  empty: string | undefined;
  page: number;
  more: boolean;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-60' : undefined}>
      {empty ? <Card className="p-8 text-center text-stone-700">{empty}</Card> : <ol className="space-y-3">{children}</ol>}
      <nav aria-label={t('admin.list.page', { page })} className="mt-6 flex items-center justify-between gap-2">
        {page > 1 ? (
          <Button variant="outline" onClick={() => onPage(page - 1)}>
            {t('admin.list.newer')}
          </Button>
        ) : (
          <span />
        )}
        <span className="text-sm text-stone-700">{t('admin.list.page', { page })}</span>
        {more ? (
          <Button variant="outline" onClick={() => onPage(page + 1)}>
            {t('admin.list.older')}
          </Button>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}

/**
 * What an operator just did to an item of a list, said in a live region of the page that takes the focus: the item
 * usually leaves the list with the decision, and its buttons with it. `say(kind)` after each decision, even the same
 * one twice; render `status` once on the page.
 */
export function useDoneStatus<Kind extends string>(text: (kind: Kind) => string) {
  const [done, setDone] = useState<{ kind: Kind; at: number } | null>(null);
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) region.current?.focus();
  }, [done]);
  return {
    say: (kind: Kind) => setDone({ kind, at: Date.now() }),
    status: (
      <p ref={region} role="status" tabIndex={-1} className="text-sm font-medium text-brand-800 empty:hidden">
        {done ? text(done.kind) : ''}
      </p>
    ),
  };
}
