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
  /** The browser asked to save data (`Save-Data: on`): the page names smaller photos. */
  saveData: boolean;
  /** Asks the server's own API a GET, as this visitor; the page's data comes from there, as in the browser. */
  api(path: string): Promise<{ status: number; body: string }>;
  /** A form the page sent without the app (the auth page's), answered with the page itself: what the form shows. */
  formAnswer?: FormAnswer | undefined;
};

/**
 * How a form sent as a plain POST was answered, for the page to show it: which form, what was typed (never a
 * password), and the API's refusal (`status` and its error body) or, for a sign-up that waits for the e-mail to
 * be confirmed, the address the link went to.
 */
export type FormAnswer = {
  form: 'sign-in' | 'sign-up' | 'phone';
  values: Record<string, string>;
  /** How long the password was (never the password): the form checks its fields again as the app would have. */
  passwordLength?: number;
  refusal?: { status: number; error: unknown };
  confirmationSentTo?: string;
  /** Phone sign-in: the number (E.164) a code was sent to, so the page asks for the code. */
  codeSentTo?: string;
  /** Phone sign-in: the code was right and the number has no account yet, so the page asks for a name. */
  nameNeeded?: boolean;
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
  /**
   * Renders a public page with its data; a private page as its shell (header, footer, title and a loading
   * state, nothing of the visitor's own but the header's), which the browser replaces with the page.
   */
  render(request: PageRenderRequest): Promise<RenderedPage | null>;
};
