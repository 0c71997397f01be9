import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/i18n/languages';
import { languageCookie } from '@domain/i18n/languages';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';
import { uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { launchBoostThroughApi } from './support/boosts';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';

// Every public and seller page, in the three languages, on the narrowest phone the market is laid out for:
// nothing may scroll sideways, no seller or product name may be cut to a few letters, no choice in a select may be
// cut, and every target must be big enough to hit with a thumb (WCAG 2.2 target size, with its spacing and inline exceptions; primary actions
// 44 px tall). The market is filled with the long Sinhala and Tamil names its farmers really have.

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });
const phoneWidth = 360;
const headers = () => ({ origin: baseUrl });

const seller = { firstName: 'சுப்பிரமணியம்', lastName: 'இராமநாதபிள்ளை' };
const otherSeller = { firstName: 'චන්ද්‍රිකා', lastName: 'වික්‍රමසිංහආරච්චි' };
const buyer = { firstName: 'ශ්‍රියානි', lastName: 'බණ්ඩාරනායක' };
const tamilTitle = 'யாழ்ப்பாணத்துக் கறுத்தக்கொழும்பான் மாம்பழங்கள்';
const englishTitle = 'Organic Nuwara Eliya carrots, freshly harvested';
const sinhalaTitle = 'නුවරඑළියේ කාබනික කැරට් අස්වැන්න';

const messagesOf = { en, si, ta } as const;
/** The labels of actions that finish what a person came for: 44 px tall, like every submit button. */
const primaryLabelKeys = ['catalog.product.addToCart', 'orders.cart.proceed', 'orders.checkout.place'] as const;

async function signUp(context: BrowserContext, name: { firstName: string; lastName: string }): Promise<string> {
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { ...name, email: uniqueEmail('fit'), password: 'secret1' },
    headers: headers(),
  });
  expect(response.status()).toBe(200);
  const onboarding = await context.request.patch('/api/onboarding', { data: { userType: 'both', completed: true }, headers: headers() });
  expect(onboarding.ok()).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

async function listProduct(context: BrowserContext, title: string, district: string): Promise<string> {
  const response = await context.request.post('/api/products', {
    headers: headers(),
    multipart: {
      product: JSON.stringify({
        title,
        description: `${title}. பறித்த அன்றே அனுப்பப்படும் — අද උදේ නෙළාගත්තා.`,
        priceCents: 125_050,
        unit: 'kg',
        category: 'fruits',
        district,
        quantity: 80,
      }),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function order(context: BrowserContext, productId: string) {
  const response = await context.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      items: [{ productId, quantity: 3 }],
      deliveryAddress: '12/4 ஆலய வீதி, நல்லூர்',
      district: 'jaffna',
      phoneNumber: '077 123 4567',
    },
    headers: headers(),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

type Fit = { overflow: string | null; cutNames: string[]; smallTargets: string[]; lowPrimaryActions: string[]; cutChoices: string[] };

/**
 * Measures the page as it is drawn (runs in the browser). Names are found in text nodes; a name is cut when the
 * box that clips it (overflow, ellipsis, line clamp) shows fewer than 10 of its letters (grapheme clusters).
 */
function measureFit({ names, primaryLabels }: { names: string[]; primaryLabels: string[] }): Fit {
  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 4).join('.') : '';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
  };
  const clipsOverflow = (element: Element) => {
    const style = getComputedStyle(element);
    return style.overflowX !== 'visible' || style.overflowY !== 'visible';
  };
  const viewportWidth = document.documentElement.clientWidth;

  // (a) The widest element past the right edge that no scrolling box of its own holds.
  let overflow: string | null = null;
  if (document.documentElement.scrollWidth > viewportWidth) {
    let widest: { element: Element; right: number } | null = null;
    for (const element of document.body.querySelectorAll('*')) {
      // A box that clips or scrolls holds what it contains, except an absolutely positioned element whose
      // containing block is outside it (a screen-reader-only text in a scrolling table, say).
      let held = false;
      let escaping = getComputedStyle(element).position === 'absolute';
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const position = getComputedStyle(ancestor).position;
        if (position === 'fixed') held = true;
        if (escaping && position !== 'static') escaping = false;
        if (!escaping && clipsOverflow(ancestor)) held = true;
      }
      // Fixed boxes are as wide as the viewport, which a wider page widens: they follow, they do not lead.
      if (held || getComputedStyle(element).position === 'fixed') continue;
      // A long word runs past its own box: scrollWidth counts it where the box's width does not.
      const box = element.getBoundingClientRect();
      const right = box.left + (clipsOverflow(element) ? box.width : Math.max(box.width, element.scrollWidth));
      if (right > viewportWidth + 0.5 && (!widest || right >= widest.right)) widest = { element, right };
    }
    overflow = `page is ${document.documentElement.scrollWidth} px wide; widest: ${widest ? `${describe(widest.element)} reaching ${Math.round(widest.right)} px` : 'unknown'}`;
  }

  // (b) Names cut short by the box that clips them.
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const cutNames: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const name of names) {
      const at = text.indexOf(name);
      if (at < 0) continue;
      let clip: Element | null = null;
      for (let ancestor = node.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (clipsOverflow(ancestor)) {
          clip = ancestor;
          break;
        }
      }
      // Text for screen readers only (sr-only) is not cut for anyone.
      if (!clip || clip.clientWidth <= 1) continue;
      const box = clip.getBoundingClientRect();
      const ellipsis =
        getComputedStyle(node.parentElement ?? clip).textOverflow === 'ellipsis' || getComputedStyle(clip).textOverflow === 'ellipsis';
      const left = box.left + clip.clientLeft;
      const right = left + clip.clientWidth - (ellipsis ? parseFloat(getComputedStyle(clip).fontSize) : 0);
      const top = box.top + clip.clientTop;
      const bottom = top + clip.clientHeight;
      let shown = 0;
      let drawn = 0;
      const letters = [...graphemes.segment(name)];
      for (const letter of letters) {
        const range = document.createRange();
        range.setStart(node, at + letter.index);
        range.setEnd(node, at + letter.index + letter.segment.length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length > 0) drawn += 1;
        // A letter's box is the font's, taller than the line: the middle of it must be inside.
        const middle = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
        if (rects.some((rect) => rect.left >= left - 0.5 && rect.right <= right + 0.5 && middle(rect) >= top && middle(rect) <= bottom)) {
          shown += 1;
        }
      }
      if (drawn > 0 && shown < Math.min(10, letters.length)) {
        cutNames.push(`"${name}" shows ${shown} of ${letters.length} letters in ${describe(clip)}`);
      }
    }
  }

  // (c) Targets: at least 24 × 24; WCAG 2.5.8 also passes an undersized one whose 24 px circle meets no other
  // target (nor another's circle), which the report tells apart; a link inside a sentence is exempt (its height
  // is the line's). Primary actions 44 px tall.
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
  const targets = [...document.querySelectorAll(selector)]
    .filter((element) => !(element as HTMLButtonElement).disabled && element.checkVisibility({ visibilityProperty: true }))
    .map((element) => {
      let rect = element.getBoundingClientRect();
      // A link stretched over its card by an absolute ::after (a product card's title) is hit anywhere on the card.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && element instanceof HTMLElement && element.offsetParent) {
        rect = element.offsetParent.getBoundingClientRect();
      }
      // A checkbox or radio answers to its label too: both are its target.
      const label =
        element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? element.labels?.[0] : undefined;
      if (label) {
        const labelRect = label.getBoundingClientRect();
        const leftEdge = Math.min(rect.left, labelRect.left);
        const topEdge = Math.min(rect.top, labelRect.top);
        rect = new DOMRect(
          leftEdge,
          topEdge,
          Math.max(rect.right, labelRect.right) - leftEdge,
          Math.max(rect.bottom, labelRect.bottom) - topEdge,
        );
      }
      return { element, rect, label };
    })
    // Visually hidden (sr-only) controls are not what a finger hits: their label is.
    .filter(({ rect }) => rect.width > 1 && rect.height > 1);
  const inSentence = (element: Element) => {
    if (getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    return (block?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
  };
  const center = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  const undersized = targets.filter(({ rect, element }) => (rect.width < 23.5 || rect.height < 23.5) && !inSentence(element));
  const related = (one: Element, other: Element) => one.contains(other) || other.contains(one);
  const smallTargets: string[] = [];
  for (const target of undersized) {
    const c = center(target.rect);
    const crowded = targets.find((other) => {
      if (other === target || related(other.element, target.element) || (target.label && related(target.label, other.element)))
        return false;
      if (undersized.includes(other)) {
        const o = center(other.rect);
        return Math.hypot(c.x - o.x, c.y - o.y) < 24;
      }
      const dx = Math.max(other.rect.left - c.x, 0, c.x - other.rect.right);
      const dy = Math.max(other.rect.top - c.y, 0, c.y - other.rect.bottom);
      return Math.hypot(dx, dy) < 12;
    });
    const size = `${describe(target.element)} is ${Math.round(target.rect.width)}×${Math.round(target.rect.height)}`;
    // WCAG 2.5.8 lets a spaced-out small target pass; the market holds every target outside a sentence to
    // 24 × 24 all the same, because a thumb on a small phone misses a 16 px line of text spaced or not.
    smallTargets.push(crowded ? `${size}, too near ${describe(crowded.element)} (WCAG 2.5.8)` : `${size} (spaced out, but under 24 × 24)`);
  }
  const lowPrimaryActions = targets
    .filter(({ element }) => {
      const name = (element.textContent ?? '').trim();
      return (element instanceof HTMLButtonElement && element.type === 'submit') || primaryLabels.includes(name);
    })
    .filter(({ rect }) => rect.height < 43.5)
    .map(({ element, rect }) => `${describe(element)} is ${Math.round(rect.height)} px tall`);

  // (d) The market's own choices that a select cannot show whole once chosen: the closed select writes its chosen
  // option in its own box and clips the rest, and two choices cut to the same first words ("Price: high to…",
  // "Price: low to…") read alike. A choice holding a person's words (a product's title) is let be: no box on a phone
  // holds every title, and the opened list shows it whole.
  const cutChoices: string[] = [];
  const pen = document.createElement('canvas').getContext('2d');
  for (const select of document.querySelectorAll('select')) {
    if (!pen || !select.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(select);
    pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // Beside its padding, Chromium draws the closed select's arrow in about 20 px.
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    for (const option of select.options) {
      if (names.some((name) => option.text.includes(name))) continue;
      const width = pen.measureText(option.text).width;
      if (width > room + 0.5)
        cutChoices.push(`${describe(select)} has ${Math.floor(room)} px for "${option.text}" (${Math.ceil(width)} px)`);
    }
  }

  return { overflow, cutNames, smallTargets, lowPrimaryActions, cutChoices };
}

/** Opens a page and waits until what it loads has arrived: a heading, and no "Loading..." left in the page. */
async function openAndMeasure(p: Page, path: string, language: Language, names: string[]): Promise<string[]> {
  await p.goto(path);
  await expectLocator(p.locator('main h1').first()).toBeVisible();
  await expectLocator(p.locator('main [role="status"]', { hasText: messagesOf[language]['state.loading'] })).toHaveCount(0);
  const primaryLabels = primaryLabelKeys.map((key) => messagesOf[language][key]);
  const fit = await p.evaluate(measureFit, { names, primaryLabels });
  const where = `${language} ${path}`;
  return [
    ...(fit.overflow ? [`${where}: scrolls sideways: ${fit.overflow}`] : []),
    ...fit.cutNames.map((line) => `${where}: name cut: ${line}`),
    ...fit.smallTargets.map((line) => `${where}: small target: ${line}`),
    ...fit.lowPrimaryActions.map((line) => `${where}: primary action under 44 px: ${line}`),
    ...fit.cutChoices.map((line) => `${where}: choice cut: ${line}`),
  ];
}

describe('every page on a 360 px phone, in English, Sinhala and Tamil', () => {
  it('nothing scrolls sideways, no name or choice is cut, every target is big enough', async () => {
    const p = page();
    await p.setViewportSize({ width: phoneWidth, height: 780 });

    // A Tamil farmer who also buys; a Sinhala farmer she buys from; a Sinhala buyer who orders from her.
    const sellerId = await signUp(p.context(), seller);
    const tamilProduct = await listProduct(p.context(), tamilTitle, 'jaffna');
    await listProduct(p.context(), englishTitle, 'nuwara-eliya');
    await launchBoostThroughApi(p.context(), baseUrl, {
      productId: tamilProduct,
      description: tamilTitle,
      dailyBudgetCents: 50_000,
      durationDays: 7,
      districts: [],
    });
    const other = await newVisitorContext();
    await signUp(other, otherSeller);
    const sinhalaProduct = await listProduct(other, sinhalaTitle, 'nuwara-eliya');
    const buying = await newVisitorContext();
    await signUp(buying, buyer);
    await order(buying, tamilProduct);
    const placed = await order(p.context(), sinhalaProduct);

    // Something in the cart, put there as a person does.
    await p.goto(`/product/${sinhalaProduct}`);
    await p.getByRole('button', { name: 'Add to Cart' }).click();
    await expectLocator(p.getByRole('link', { name: /Cart/ }).first()).toBeVisible();

    const names = [
      `${seller.firstName} ${seller.lastName}`,
      `${otherSeller.firstName} ${otherSeller.lastName}`,
      `${buyer.firstName} ${buyer.lastName}`,
      tamilTitle,
      englishTitle,
      sinhalaTitle,
    ];
    const paths = [
      '/',
      '/browse',
      `/product/${tamilProduct}`,
      `/seller/${sellerId}`,
      '/about',
      '/support',
      '/cart',
      '/checkout',
      `/order-confirmation/${placed}`,
      '/orders',
      '/account',
      '/seller-dashboard',
      '/manage-inventory',
      '/add-product',
      `/edit-product/${tamilProduct}`,
      '/seller-orders',
      '/view-customers',
      '/analytics',
      '/sales-reports',
      '/run-ads',
    ];
    const problems: string[] = [];
    for (const language of ['en', 'si', 'ta'] as const) {
      await p.context().addCookies([{ name: languageCookie, value: language, url: baseUrl }]);
      for (const path of paths) problems.push(...(await openAndMeasure(p, path, language, names)));
    }
    // The sign-in page is seen signed out.
    await p.context().clearCookies();
    for (const language of ['en', 'si', 'ta'] as const) {
      await p.context().addCookies([{ name: languageCookie, value: language, url: baseUrl }]);
      problems.push(...(await openAndMeasure(p, '/auth', language, names)));
    }
    expect(problems).toEqual([]);

    // The screens whose layout this changed, as a screen reader and axe see them, in Tamil.
    await p.context().addCookies([{ name: languageCookie, value: 'ta', url: baseUrl }]);
    for (const path of ['/', '/browse', '/support']) {
      await p.goto(path);
      await expectNoSeriousViolations(p);
    }
    // Sixty-odd pages opened one after another on one page of one browser: about a minute on a shared machine.
  }, 240_000);
});
