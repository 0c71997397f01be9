import type { ApiError } from '../api/api-error';
import type { SessionUser } from '../auth/auth.schema';
import type { BrowseResult, FeaturedProducts, ProductDetail, SellerProfile } from '../catalog/product.schema';
import type { Language } from '../i18n/languages';
import type { Onboarding } from '../onboarding/onboarding.schema';
import type { MyReview, ReviewsPage } from '../reviews/review.schema';
import type { MarketStats } from './stats.schema';
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
  /** The page's data, read from the market's services as this visitor: what the API's routes would answer. */
  reads: PageReads;
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

/**
 * One read's answer: its value, exactly as the API's route would send it (the route's response schema applied), or
 * the route's refusal in the API's one error shape (an unknown product, a malformed id). A read that fails
 * otherwise (the database away) rejects.
 */
export type PageRead<T> = { value: T } | { refused: { status: number; error: ApiError['error'] } };

/**
 * What the server-rendered pages read, for the visitor the page is for. Each answers as its route does (named
 * beside it), with the route's input schema and permissions: `page-reads.test.ts` holds each to its route.
 */
export type PageReads = {
  /** GET /api/products?{search}: Browse's (and a seller page's) query string, as the route reads it. */
  products(search: string): Promise<PageRead<BrowseResult>>;
  /** GET /api/products/featured */
  featuredProducts(): Promise<PageRead<FeaturedProducts>>;
  /** GET /api/products/:id (an owner sees their own draft). */
  product(id: string): Promise<PageRead<ProductDetail>>;
  /** GET /api/sellers/:id */
  seller(id: string): Promise<PageRead<SellerProfile>>;
  /** GET /api/stats */
  marketStats(): Promise<PageRead<MarketStats>>;
  /** GET /api/products/:id/reviews?page= */
  reviews(productId: string, page: number): Promise<PageRead<ReviewsPage>>;
  /** GET /api/products/:id/my-review (signed in) */
  myReview(productId: string): Promise<PageRead<MyReview>>;
  /** GET /api/onboarding (signed in) */
  onboarding(): Promise<PageRead<Onboarding>>;
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
  /** What the reads that failed (other than refusals) threw, for the server's log (the database away, say). */
  failedReads?: unknown[] | undefined;
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
