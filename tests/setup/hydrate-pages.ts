/**
 * Hydrates pages the server rendered, in a process of its own (so its React is the browser's alone, apart from
 * the server renderer's) with a happy-dom document and React's development build, which reports any attribute
 * or text that differs between the server's HTML and the browser's first render. Reads `[{ path, html }]` as
 * JSON from the file named by its first argument; the page's own requests go to the server at its second (the
 * test's app, listening); writes `[{ path, errors }]` as JSON to stdout.
 * Used by tests/integration/hydration.test.ts.
 */
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';

type Page = { path: string; html: string };

const [pagesFile = '', serverUrl = ''] = process.argv.slice(2);
const browser = new Window({ url: `${serverUrl}/` });
// The browser's globals, one by one: Node's own URL, fetch and timers stay as they are.
for (const name of [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'DOMParser',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLIFrameElement',
  'Text',
  'Event',
  'CustomEvent',
  'MutationObserver',
  'getComputedStyle',
  'matchMedia',
  'requestAnimationFrame',
  'cancelAnimationFrame',
]) {
  const value = (browser as unknown as Record<string, unknown>)[name];
  Object.defineProperty(globalThis, name, {
    configurable: true,
    writable: true,
    value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(browser) : value,
  });
}

const errors: string[] = [];
const describe = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
console.error = (...args: unknown[]) => errors.push(describe(args));
console.warn = (...args: unknown[]) => errors.push(describe(args));

// After the globals: react-dom decides whether it runs in a browser when first loaded.
const { startApp } = await import('@web/app/start-app');

async function untilInteractive() {
  for (let waited = 0; waited < 5000; waited += 10) {
    if (document.documentElement.hasAttribute('data-interactive')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the page did not hydrate within 5 s');
}

const results: { path: string; errors: string[] }[] = [];
for (const { path, html } of JSON.parse(readFileSync(pagesFile, 'utf8')) as Page[]) {
  errors.length = 0;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.documentElement.removeAttribute('data-interactive');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  history.replaceState(null, '', path);
  const root = await startApp(document.getElementById('root') as HTMLElement, {
    onRecoverableError: (error) => errors.push(`did not hydrate: ${describe([error])}`),
  });
  try {
    await untilInteractive();
  } catch (error) {
    errors.push((error as Error).message);
  }
  root.unmount();
  results.push({ path, errors: [...errors] });
}
process.stdout.write(JSON.stringify(results));
await browser.happyDOM.close();
process.exit(0);
