import { Route, Routes } from 'react-router';
import { pageHeads } from '@domain/site/page-heads';
import type { PageId } from '@domain/site/pages';
import { LoadingState } from '../components/ui/page-state';
import { useI18n } from '../lib/i18n';
import { Layout } from './layout';

/**
 * What the server draws of a private page: the layout, the page's title and "Loading…", in the reader's language.
 * Nothing of the page's own data (that is asked for by the app, as the visitor), so the first paint never waits
 * for the app; the browser then renders the page in its place.
 */
function PageShell({ id }: { id: PageId }) {
  const { language } = useI18n();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{pageHeads[language][id].title}</h1>
      <LoadingState fullHeight />
    </section>
  );
}

/** The shell of the private page at `id`, inside the same layout the app renders it in. */
export function PageShellRoutes({ id }: { id: PageId }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<PageShell id={id} />} />
      </Route>
    </Routes>
  );
}
