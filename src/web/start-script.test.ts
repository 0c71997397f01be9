// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(path.join(import.meta.dirname, 'public', 'start.js'), 'utf8');

/**
 * Runs start.js on the page in the document, as the page's head does. The app's code is not loaded (the import
 * never settles): the test says when the app runs by setting html[data-interactive], as app.tsx does.
 */
function runStart() {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/app.js';
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  const imported: string[] = [];
  const withoutApp = source.replace('import(entry)', '(imported.push(entry), new Promise(() => undefined))');
  expect(withoutApp).not.toBe(source);
  new Function('imported', withoutApp)(imported);
  return { imported };
}

/** The app starts: start.js replays what was held once React has run the page. */
async function appStarts() {
  document.documentElement.setAttribute('data-interactive', '');
  await vi.waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 10));
}

/** What the app, once running, does with a press: it reads the quantity field, as the product page does. */
function pageWithQuantity() {
  document.body.innerHTML = `
    <label>Quantity <input id="quantity" type="number" value="1"></label>
    <label>Photo <input id="photo" type="file"></label>
    <button id="add" type="button">Add to Cart</button>
    <button id="save" type="button">Save</button>`;
  const quantity = document.querySelector<HTMLInputElement>('#quantity')!;
  const added: string[] = [];
  const saved: string[] = [];
  document.querySelector('#add')!.addEventListener('click', () => added.push(quantity.value));
  document.querySelector('#save')!.addEventListener('click', () => saved.push(quantity.value));
  return { quantity, added, saved, button: (id: string) => document.querySelector<HTMLButtonElement>(`#${id}`)! };
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-interactive');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('start.js, before the app runs', () => {
  it('replays presses and typing in the order they happened', async () => {
    const { quantity, added, saved, button } = pageWithQuantity();
    runStart();
    button('add').click();
    type(quantity, '3');
    button('save').click();
    expect(button('add').getAttribute('aria-busy')).toBe('true');
    expect(added).toEqual([]);
    // React draws the field as the page was rendered when it takes over.
    quantity.value = '1';

    await appStarts();
    // Add to Cart was pressed with 1 in the field; Save after 3 was typed.
    expect(added).toEqual(['1']);
    expect(saved).toEqual(['3']);
    expect(quantity.value).toBe('3');
  });

  it('leaves a chosen file alone, and one step that fails leaves no button busy', async () => {
    const { quantity, added, button } = pageWithQuantity();
    runStart();
    const photo = document.querySelector<HTMLInputElement>('#photo')!;
    photo.dispatchEvent(new Event('change', { bubbles: true }));
    button('add').click();
    type(quantity, '2');
    quantity.value = '1';

    await appStarts();
    expect(added).toEqual(['1']);
    expect(quantity.value).toBe('2');
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  it('gives back what was typed before the first re-render of the running page sets the field back', async () => {
    document.body.innerHTML = '<label>Search <input id="search" type="search" value=""></label>';
    const search = document.querySelector<HTMLInputElement>('#search')!;
    // What React holds for the field: what the page was drawn with, then what each input event it hears says.
    let held = '';
    search.addEventListener('input', () => {
      if (document.documentElement.hasAttribute('data-interactive')) held = search.value;
    });
    runStart();
    type(search, 'Kohila');
    // React runs the page; an effect of its start asks for a re-render, which comes in a task of its own and sets
    // the field to what React holds; the person types on.
    document.documentElement.setAttribute('data-interactive', '');
    setTimeout(() => {
      search.value = held;
      type(search, `${search.value}2`);
    }, 0);

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(search.value).toBe('Kohila2');
  });

  it('gives back a choice that React sets back as the choosing itself makes it take over', async () => {
    document.body.innerHTML = `
      <label>Sort by <select id="sort"><option value="newest" selected>Newest</option><option value="price_asc">Price</option></select></label>`;
    const sort = document.querySelector<HTMLSelectElement>('#sort')!;
    // React, hearing an event on a page it is still hydrating, hydrates it there and then: the select is set back
    // to what the page was drawn with, the page runs, and the same choosing goes on with its change event.
    sort.addEventListener('input', () => {
      if (document.documentElement.hasAttribute('data-interactive')) return;
      document.documentElement.setAttribute('data-interactive', '');
      sort.value = 'newest';
    });
    const chosen: string[] = [];
    sort.addEventListener('change', () => chosen.push(sort.value));
    runStart();
    sort.value = 'price_asc';
    sort.dispatchEvent(new Event('input', { bubbles: true }));
    sort.dispatchEvent(new Event('change', { bubbles: true }));

    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sort.value).toBe('price_asc');
    expect(chosen.at(-1)).toBe('price_asc');
  });
});

/** Chromium's reports of the largest paint, played by the test: `report` hands start.js's observer an entry. */
class FakePaintObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static last: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries(): { element: Element }[] }) => void) {
    FakePaintObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(element: Element) {
    this.callback({ getEntries: () => [{ element }] });
  }
}

/** Main photos whose arrival the test decides (`complete`, as the browser says of a loaded or failed image). */
function pageWithMainPhotos(count: number) {
  document.body.innerHTML = Array.from({ length: count }, (_, index) => `<img id="photo${index}" fetchpriority="high">`).join('');
  const arrived = new Set<Element>();
  const photos = [...document.querySelectorAll('img')];
  for (const photo of photos) Object.defineProperty(photo, 'complete', { configurable: true, get: () => arrived.has(photo) });
  return { photos, arrive: (photo: HTMLImageElement) => arrived.add(photo) };
}

describe('start.js, starting the app', () => {
  afterEach(async () => {
    // The app runs, so start.js lets go of the page: it holds every press until then, and the web tests share one
    // document.
    await appStarts();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'readyState');
    document.head.querySelectorAll('meta[name="govi-scripts"], link[rel="modulepreload"]').forEach((element) => element.remove());
  });

  it("asks for the page's files at once, and runs the app only once the page is parsed", async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="govi-scripts" content="/assets/app.js /assets/page.js">');
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const { imported } = runStart();
    // The page's load event starts it (as a main photo's paint would), while the parser is still at work.
    window.dispatchEvent(new Event('load'));
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/app.js', '/assets/page.js']));
    expect(imported).toEqual([]);

    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(imported).toEqual(['/assets/app.js']);
  });

  it("asks for the code once the browser reports a main photo's paint and every main photo has arrived", async () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const { photos, arrive } = pageWithMainPhotos(2);
    const [first, second] = photos as [HTMLImageElement, HTMLImageElement];
    const { imported } = runStart();
    const observer = FakePaintObserver.last!;

    arrive(first);
    observer.report(first);
    // Browse's first row has two: the other photo is still on its way, and the code would share the link with it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported).toEqual([]);

    arrive(second);
    second.dispatchEvent(new Event('error'));
    expect(imported).toEqual(['/assets/app.js']);
    expect(observer.disconnected).toBe(true);
  });

  it("waits for the rest of the page's HTML when the main photo is painted before it is all parsed", () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    document.head.insertAdjacentHTML('beforeend', '<meta name="govi-scripts" content="/assets/app.js">');
    const { photos, arrive } = pageWithMainPhotos(1);
    arrive(photos[0]!);
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const { imported } = runStart();
    FakePaintObserver.last!.report(photos[0]!);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();

    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/app.js');
    expect(imported).toEqual(['/assets/app.js']);
  });

  it("waits a moment after the page's load for the report of the main photo's paint, and starts without it", async () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const { photos, arrive } = pageWithMainPhotos(1);
    arrive(photos[0]!);
    const { imported } = runStart();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).toEqual([]);
    await vi.waitFor(() => expect(imported).toEqual(['/assets/app.js']));
    expect(FakePaintObserver.last!.disconnected).toBe(true);
  });
});
