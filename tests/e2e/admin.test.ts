import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookie } from '@domain/i18n/languages';
import { projectRoot } from '@scripts/build-state.mjs';
import { signUpThroughApi } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';
import { orderThroughApi } from './support/orders';
import { thisWorkersServer } from './support/server';
import { latestCodeTo } from './support/sms';

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });
const execFileAsync = promisify(execFile);

/** `npm run operator -- …` on the server's data directory, as the market's owner runs it while the market runs. */
async function operatorCommand(...argv: string[]): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...argv], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: thisWorkersServer().dataDir, DATABASE_URL: '' },
  });
  return stdout.trim();
}

/** A number no other journey on this server has used (taken from the clock: the server outlives a file). */
function freshNumber() {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { written: `071 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+9471${digits}` };
}

/** Signs up in this browser with a mobile number and the code the local SMS gateway got, as the sign-in page does. */
async function signUpByPhone(context: BrowserContext, firstName: string, language: 'si' | 'ta' = 'si') {
  const number = freshNumber();
  const headers = { origin: baseUrl };
  expect((await context.request.post('/api/auth/phone/send-code', { data: { phoneNumber: number.written }, headers })).status()).toBe(200);
  const code = await latestCodeTo(number.e164);
  const verified = await context.request.post('/api/auth/phone/verify', {
    data: { phoneNumber: number.written, code, firstName, lastName: 'Jayawardena', language },
    headers,
  });
  expect(verified.status()).toBe(200);
  expect((await context.request.patch('/api/onboarding', { data: { userType: 'both', completed: true }, headers })).ok()).toBe(true);
  return number;
}

const sameOrigin = () => ({ origin: baseUrl });

/**
 * A product a seller listed and a buyer ordered, received and rated one star with a comment, all through the API: the
 * author's browser context comes back with it.
 */
async function reviewedProduct() {
  const seller = await newVisitorContext();
  await signUpThroughApi(seller, baseUrl, 'Sunethra');
  const title = `Reported potatoes ${Date.now()}`;
  const { id: productId } = await listProductThroughApi(seller, baseUrl, {
    title,
    description: 'Grown on the slopes above Bandarawela.',
    priceCents: 18_000,
    district: 'badulla',
  });
  const author = await newVisitorContext();
  await signUpThroughApi(author, baseUrl, 'Dinesh');
  const order = await orderThroughApi(author, baseUrl, [{ productId, quantity: 1 }], {
    address: '7 Station Road, Bandarawela',
    district: 'badulla',
  });
  const itemId = order.items[0]?.id ?? '';
  for (const status of ['confirmed', 'delivered']) {
    expect((await seller.request.patch(`/api/seller/order-items/${itemId}`, { data: { status }, headers: sameOrigin() })).status()).toBe(
      200,
    );
  }
  expect((await author.request.post(`/api/orders/${order.id}/items/${itemId}/received`, { headers: sameOrigin() })).status()).toBe(200);
  const comment = `The seller is a cheat ${Date.now()}`;
  const posted = await author.request.post(`/api/products/${productId}/reviews`, { data: { rating: 1, comment }, headers: sameOrigin() });
  expect(posted.status()).toBe(201);
  return { productId, title, comment, author, seller };
}

describe('the operator console', () => {
  it('opens to an operator named on the command line, shows what the command did, and closes when they are removed', async () => {
    const p = page();
    await p.context().addCookies([{ name: languageCookie, value: 'si', url: baseUrl }]);
    const number = await signUpByPhone(p.context(), 'Tharindu');
    expect(await operatorCommand('add', number.written)).toBe(`Tharindu Jayawardena <${number.e164}> is now an operator.`);

    await p.goto('/');
    await p.getByRole('button', { name: 'මෙනුව' }).click();
    await p.getByRole('link', { name: 'වෙළඳපොළ පවත්වාගෙන යාම' }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'වෙළඳපොළ පවත්වාගෙන යාම' })).toBeVisible();
    await expectNoSeriousViolations(p);

    await p
      .getByRole('link', { name: /විගණන සටහන/ })
      .first()
      .click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'විගණන සටහන' })).toBeVisible();
    const entry = p.getByRole('listitem').filter({ hasText: `Tharindu Jayawardena <${number.e164}>` });
    await expectLocator(entry.filter({ hasText: 'ක්‍රියාකරුවෙකු කළා' })).toBeVisible();
    await expectLocator(entry.filter({ hasText: 'විධාන පේළිය' })).toBeVisible();
    await expectNoSeriousViolations(p);

    // Filtered, the address says so; nobody has been removed yet.
    await p.getByLabel('ක්‍රියාව').selectOption('operator.removed');
    await p.getByRole('button', { name: 'පෙන්වන්න' }).click();
    await p.waitForURL(/action=operator.removed/);
    await expectLocator(p.getByText('ගැළපෙන සටහන් නැත.')).toBeVisible();
    // An address it cannot use says so, and shows the whole log; a link's own extras are no filter's business.
    await p.goto('/admin/audit?from=2026-03-02&to=2026-03-01&utm_source=mail');
    await expectLocator(p.getByRole('alert').filter({ hasText: 'මෙම පෙරහන් භාවිත කළ නොහැක' })).toBeVisible();
    await expectLocator(entry.first()).toBeVisible();
    await expectLocator(p.getByLabel('සිට')).toHaveValue('2026-03-02');

    // Someone else signed in is told the console is not theirs; they write to support instead.
    const other = await newVisitorContext();
    await signUpThroughApi(other, baseUrl, 'Chathura');
    const otherPage = await other.newPage();
    await otherPage.goto('/admin/audit');
    await expectLocator(otherPage.getByRole('heading', { name: 'For the market’s operators' })).toBeVisible();
    await expectNoSeriousViolations(otherPage);
    const subject = `Beans not delivered ${Date.now()}`;
    await otherPage.goto('/support');
    await otherPage.getByRole('textbox', { name: 'Name', exact: true }).fill('Chathura Perera');
    await otherPage.getByRole('textbox', { name: 'Email', exact: true }).fill('chathura@example.lk');
    await otherPage.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await otherPage.getByRole('textbox', { name: 'Message', exact: true }).fill('I ordered beans on Monday and nothing came.');
    await otherPage.getByRole('button', { name: 'Send Message' }).click();
    await expectLocator(otherPage.getByText('Message Sent!').first()).toBeVisible();

    // The operator finds it in the inbox, takes it on and answers; without mail, the answer says it was kept, not mailed.
    await p.getByRole('navigation', { name: 'ක්‍රියාකරු කොන්සෝලය' }).getByRole('link', { name: 'සහාය පණිවිඩ' }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'සහාය පණිවිඩ' })).toBeVisible();
    await expectNoSeriousViolations(p);
    await p.getByLabel('පණිවිඩ සොයන්න').fill('Beans not delivered');
    await p.getByRole('button', { name: 'පෙන්වන්න' }).click();
    await p.getByRole('link', { name: subject }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expectLocator(p.getByText('තැපැල් කර නැත: එය ලැබුණු විට තැපෑල සකසා තිබුණේ නැත')).toBeVisible();
    await p.getByRole('button', { name: 'භාර ගන්න' }).click();
    await expectLocator(p.getByText('Tharindu Jayawardena භාර ගෙන ඇත')).toBeVisible();
    await p.getByLabel('ඔබගේ පිළිතුර').fill('Your beans leave Kandy tomorrow morning.');
    await p.getByRole('button', { name: 'පිළිතුර යවන්න' }).click();
    await expectLocator(p.getByText('Your beans leave Kandy tomorrow morning.')).toBeVisible();
    await expectLocator(p.getByText('සුරැකිණි, තැපැල් කර නැත: තැපෑල සකසා නැත')).toBeVisible();
    // Said in a live region, which takes the focus.
    await expectLocator(p.getByRole('status').filter({ hasText: 'ඔබගේ පිළිතුර පණිවිඩය සමඟ සුරැකිණි.' })).toBeFocused();
    await p.getByRole('button', { name: 'වසා දමන්න' }).click();
    await expectLocator(p.getByText('වසා ඇත').first()).toBeVisible();
    await expectNoSeriousViolations(p);
    await p.goto('/admin/audit?action=support.answered');
    await expectLocator(p.getByRole('listitem').filter({ hasText: subject }).filter({ hasText: 'සහාය පණිවිඩයකට පිළිතුරු දුන්නා' })).toBeVisible();

    // A buyer reports another buyer's review of a product; the operator removes it, and its author is told why.
    const { productId, title, comment, author, seller } = await reviewedProduct();
    const reporterPage = otherPage;
    await reporterPage.goto(`/product/${productId}`);
    const review = reporterPage.getByRole('article').filter({ hasText: comment });
    await review.getByRole('button', { name: 'Report' }).click();
    await review.getByLabel('Reason').selectOption('offensive');
    await review.getByRole('button', { name: 'Send report' }).click();
    await expectLocator(review.getByText('Reported', { exact: true })).toBeVisible();
    // Reports no longer hide a review by themselves in a market with operators.
    await reporterPage.reload();
    await expectLocator(reporterPage.getByText(comment)).toBeVisible();

    await p.getByRole('navigation', { name: 'ක්‍රියාකරු කොන්සෝලය' }).getByRole('link', { name: 'වාර්තා කළ සමාලෝචන' }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'වාර්තා කළ සමාලෝචන' })).toBeVisible();
    const queued = p.getByRole('listitem').filter({ hasText: comment }).first();
    await expectLocator(queued.getByText(/Chathura/)).toBeVisible();
    await expectLocator(queued.getByText('මෙම භාණ්ඩය කිසි දිනක ඇණවුම් කර නැත')).toBeVisible();
    await expectNoSeriousViolations(p);
    await queued.getByLabel('හේතුව, කතුවරයාට දැනුම් දෙයි').selectOption('offensive');
    await queued.getByLabel('විගණන සටහන සඳහා සටහනක් (අත්‍යවශ්‍ය නොවේ)').fill('Abuses the seller');
    await queued.getByRole('button', { name: 'සමාලෝචනය ඉවත් කරන්න' }).click();
    await expectLocator(p.getByText('තීරණයක් බලාපොරොත්තුවෙන් සිටින වාර්තා කළ සමාලෝචනයක් නැත.')).toBeVisible();
    await p.goto('/admin/reviews?state=removed');
    await expectLocator(
      p
        .getByRole('listitem')
        .filter({ hasText: comment })
        .getByText(/ඉවත් කළා: අපහාසාත්මක/),
    ).toBeVisible();
    await expectNoSeriousViolations(p);

    const authorPage = await author.newPage();
    await authorPage.goto(`/product/${productId}`);
    await expectLocator(authorPage.getByText(/The market’s team removed your review \(Offensive or abusive\)/)).toBeVisible();
    await expectLocator(authorPage.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await authorPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expectLocator(
      authorPage.getByText(/The market’s team removed your review of Reported potatoes \d+: Offensive or abusive/),
    ).toBeVisible();
    const visitor = await (await newVisitorContext()).newPage();
    await visitor.goto(`/product/${productId}`);
    await expectLocator(visitor.getByText('No ratings yet', { exact: true }).first()).toBeVisible();
    await expectLocator(visitor.getByText(comment)).toHaveCount(0);

    // The operator hides the listing itself; it leaves the market, and its seller reads why in their inventory.
    await p.getByRole('navigation', { name: 'ක්‍රියාකරු කොන්සෝලය' }).getByRole('link', { name: 'දැන්වීම්' }).click();
    await p.getByLabel('වචන හෝ භාණ්ඩයේ හැඳුනුම් අංකය').fill(title);
    await p.getByRole('button', { name: 'පෙන්වන්න' }).click();
    const listing = p.getByRole('listitem').filter({ hasText: title });
    await listing.getByLabel('හේතුව, විකුණුම්කරුට දැනුම් දෙයි').selectOption('misleading');
    await listing.getByRole('button', { name: 'දැන්වීම සඟවන්න' }).click();
    await expectLocator(p.getByRole('status').filter({ hasText: 'දැන්වීම සඟවා විකුණුම්කරුට හේතුව දැනුම් දුන්නා.' })).toBeFocused();
    await expectLocator(listing.getByText('සඟවා ඇත', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(p);
    await visitor.goto(`/product/${productId}`);
    await expectLocator(visitor.getByText('Product not found or unavailable').first()).toBeVisible();
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/manage-inventory');
    await expectLocator(sellerPage.getByText('Hidden by the market’s team: misleading')).toBeVisible();
    await sellerPage.getByRole('button', { name: 'Ask for it back' }).click();
    await expectLocator(sellerPage.getByText(/You asked for it back on/)).toBeVisible();

    // Removed on the command line, the operator's next visit is refused.
    expect(await operatorCommand('remove', number.e164)).toBe(`Tharindu Jayawardena <${number.e164}> is no longer an operator.`);
    await p.goto('/admin');
    await expectLocator(p.getByRole('heading', { name: 'වෙළඳපොළේ ක්‍රියාකරුවන් සඳහා' })).toBeVisible();
  });

  it('suspends a seller, whose open tab is signed out and whose sign-in says why, and verifies another, whose badge shows on a card until withdrawn', async () => {
    const p = page();
    await p.context().addCookies([{ name: languageCookie, value: 'ta', url: baseUrl }]);
    const number = await signUpByPhone(p.context(), 'Kavitha', 'ta');
    expect(await operatorCommand('add', number.written)).toBe(`Kavitha Jayawardena <${number.e164}> is now an operator.`);
    const consoleNav = () => p.getByRole('navigation', { name: 'இயக்குநர் பணிமனை' });

    // A seller with an order waiting and their inventory open in a tab.
    const seller = await newVisitorContext();
    const { email } = await signUpThroughApi(seller, baseUrl, 'Ruwan');
    const title = `Pumpkins from Dambulla ${Date.now()}`;
    const { id: productId } = await listProductThroughApi(seller, baseUrl, { title, district: 'matale' });
    const buyer = await newVisitorContext();
    await signUpThroughApi(buyer, baseUrl, 'Nimal');
    await orderThroughApi(buyer, baseUrl, [{ productId, quantity: 2 }], { address: '12 Temple Road, Matale', district: 'matale' });
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/manage-inventory');
    await expectLocator(sellerPage.getByText(title).first()).toBeVisible();

    await p.goto('/admin');
    await consoleNav().getByRole('link', { name: 'கணக்குகள்' }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'கணக்குகள்' })).toBeVisible();
    await p.getByLabel('பெயர், மின்னஞ்சல், தொலைபேசி எண் அல்லது கணக்கு அடையாளம்').fill(email);
    await p.getByRole('button', { name: 'காட்டு' }).click();
    const account = p.getByRole('listitem').filter({ hasText: email });
    await expectLocator(account).toBeVisible();
    await expectNoSeriousViolations(p);
    await account.getByLabel('காரணம், கணக்கின் உரிமையாளருக்குத் தெரிவிக்கப்படும்').selectOption('fraud');
    await account.getByRole('button', { name: 'இடைநிறுத்து…' }).click();
    await account.getByRole('button', { name: 'கணக்கை இடைநிறுத்து' }).click();
    await expectLocator(p.getByRole('status').filter({ hasText: 'Ruwan Perera' })).toBeFocused();
    await expectLocator(account.getByText('இடைநிறுத்தப்பட்டது', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(p);

    // The seller's open tab finds itself signed out without a reload, and signing in again says why.
    await sellerPage.waitForURL(`${baseUrl}/auth?redirect=%2Fmanage-inventory`);
    await sellerPage.getByRole('tabpanel').getByLabel('Email').fill(email);
    await sellerPage.getByRole('tabpanel').getByLabel('Password').fill('secret1');
    await sellerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectLocator(sellerPage.getByText(/This account is suspended until .+, for this reason: fraud\./)).toBeVisible();
    // Their listing has left the market, and the buyer reads why their order was cancelled.
    const visitor = await (await newVisitorContext()).newPage();
    await visitor.goto(`/product/${productId}`);
    await expectLocator(visitor.getByText('Product not found or unavailable').first()).toBeVisible();
    const buyerPage = await buyer.newPage();
    await buyerPage.goto('/');
    await buyerPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expectLocator(buyerPage.getByText(new RegExp(`as the seller’s account is suspended: .*${title}`)).first()).toBeVisible();

    // Another seller asks to be verified from their dashboard; the operator approves, and the badge shows on a card.
    const farmer = await newVisitorContext();
    await signUpThroughApi(farmer, baseUrl, 'Kumari');
    const grown = `Jaffna mangoes ${Date.now()}`;
    await listProductThroughApi(farmer, baseUrl, { title: grown, category: 'fruits', district: 'jaffna' });
    const fullName = `Kumari Senanayake ${Date.now()}`;
    const farmerPage = await farmer.newPage();
    await farmerPage.goto('/seller-dashboard');
    const panel = farmerPage.getByRole('region', { name: 'Get verified' });
    await panel.getByLabel('Full name as on your NIC').fill(fullName);
    await panel.getByLabel('NIC number').fill('196419202757');
    await panel.getByLabel('District').selectOption('jaffna');
    await panel.getByLabel('Phone number').fill('0771234567');
    await panel.getByRole('button', { name: 'Ask to be verified' }).click();
    await expectLocator(panel.getByText(/is waiting for an operator/)).toBeVisible();

    await consoleNav().getByRole('link', { name: 'விற்பனையாளர் சரிபார்ப்பு' }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'விற்பனையாளர் சரிபார்ப்பு' })).toBeVisible();
    const request = p.getByRole('listitem').filter({ hasText: fullName });
    await expectLocator(request.getByText('196419202757')).toBeVisible();
    await expectNoSeriousViolations(p);
    await request.getByRole('button', { name: 'ஏற்கவும்' }).click();
    await expectLocator(p.getByRole('status').filter({ hasText: 'ஏற்கப்பட்டது' })).toBeFocused();

    await visitor.goto(`/browse?q=${encodeURIComponent(grown)}`);
    await expectLocator(visitor.getByRole('article').filter({ hasText: grown }).getByText('Verified seller')).toBeVisible();
    await farmerPage.reload();
    await expectLocator(panel.getByText(/^You are a verified seller/)).toBeVisible();

    // Withdrawn with a reason, the badge leaves the card again.
    await p.getByLabel('காட்டு').selectOption('approved');
    await p.getByRole('button', { name: 'காட்டு' }).click();
    const approved = p.getByRole('listitem').filter({ hasText: fullName });
    await approved.getByLabel('திரும்பப் பெறுவதற்கான காரணம்').selectOption('nic_not_confirmed');
    await approved.getByRole('button', { name: 'சரிபார்ப்பைத் திரும்பப் பெறவும்' }).click();
    await expectLocator(p.getByRole('status').filter({ hasText: 'திரும்பப் பெறப்பட்டது' })).toBeFocused();
    await expectNoSeriousViolations(p);
    await visitor.reload();
    const card = visitor.getByRole('article').filter({ hasText: grown });
    await expectLocator(card).toBeVisible();
    await expectLocator(card.getByText('Verified seller')).toHaveCount(0);

    // The last console screen, in Tamil, passes the same accessibility checks.
    await consoleNav().getByRole('link', { name: 'சந்தைக் கண்ணோட்டம்' }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'சந்தைக் கண்ணோட்டம்' })).toBeVisible();
    await expectNoSeriousViolations(p);
  });
});
