import type { SessionUser } from '../auth/auth.schema';
import type { Language } from '../i18n/languages';
import type { SiteSettings } from './site-settings';

/**
 * The contract between the server and the web app's server renderer (src/web/entry-server.tsx, built to
 * dist/ssr). The server may not import web code, so it loads the built renderer and speaks to it through these types.
 */
/** The id of the element holding the data a server-rendered page was rendered with (JSON), for the browser. */
export const renderDataElementId = 'govi-data';

export type PageRenderRequest = {
  /** The path and query string asked for. */
  url: string;
  language: Language;
  /** The signed-in visitor, or null. */
  user: SessionUser | null;
  siteSettings: SiteSettings;
  /** Asks the server's own API a GET, as this visitor; the page's data comes from there, as in the browser. */
  api(path: string): Promise<{ status: number; body: string }>;
};

export type RenderedPage = {
  /**
   * 404 when the page's own data is missing (an unknown seller or product); 500 when the page threw while
   * rendering (`html` is then the app's "Something went wrong", and `error` what it threw); else 200.
   */
  status: 200 | 404 | 500;
  /** The app's markup, whole, in UTF-8: what goes inside the root element. */
  html: Uint8Array;
  /** What the browser hydrates with, to be written into the page as JSON. */
  data: unknown;
  /**
   * False when a read failed (other than a refusal): that part renders as loading and the browser asks again,
   * so the page is not one to keep for other visitors.
   */
  complete: boolean;
  /** What the page is about, when it names it (a seller's name): the head's title says it, as the tab will. */
  subject?: string | undefined;
  /** What the page threw, for the server's log, when its status is 500. */
  error?: unknown;
};

export type PageRenderer = {
  /** Renders a public page with its data; null for a page the browser renders alone (a private one). */
  render(request: PageRenderRequest): Promise<RenderedPage | null>;
};
