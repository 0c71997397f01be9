import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsParts } from '@domain/sms/sms-parts';
import { jobNames } from '@server/market-jobs';
import { itemOf, moveTestItem, placeTestOrder } from '@tests/factories/orders';
import { createPhoneUser } from '@tests/factories/phone-accounts';
import { insertProduct } from '@tests/factories/products';
import { createUser } from '@tests/factories/users';
import { startSmsReceiver, type SmsReceiver } from '@tests/setup/sms-receiver';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

describe('order alerts by SMS', () => {
  let testApp: TestApp;
  let sms: SmsReceiver;
  let clock = new Date();

  beforeAll(async () => {
    sms = await startSmsReceiver();
    testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url }, clock: () => clock });
  });
  afterAll(async () => {
    await testApp?.close();
    await sms?.close();
  });
  beforeEach(() => {
    sms.received.length = 0;
  });

  /**
   * The alerts job once the gathering time has passed (alerts are dated by the database's clock, the job by the
   * market's, which this test moves), then the outbox's sending.
   */
  async function sendGathered() {
    clock = new Date(Math.max(clock.getTime(), Date.now()) + 120_000 + 1000);
    await testApp.app.jobs.runNow(jobNames.sendSmsAlerts);
    await testApp.app.jobs.runNow(jobNames.sendSms);
  }

  const choose = (cookie: string, choices: { newOrders: boolean; orderUpdates: boolean }) =>
    testApp.app.inject({ method: 'PUT', url: '/api/account/sms-alerts', headers: { origin: testOrigin, cookie }, payload: choices });

  it('tells a phone seller of two orders in one text, and the buyer of each change to their item', async () => {
    const seller = await createPhoneUser(testApp.app, sms, { firstName: 'Sunil', lastName: 'Bandara' });
    const buyer = await createPhoneUser(testApp.app, sms, { firstName: 'Ayesha', lastName: 'Fernando', language: 'si' });
    const onions = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Red onions', priceCents: 45_000 });
    const beans = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Green beans', priceCents: 30_000 });
    const first = await placeTestOrder(testApp.app, buyer, [{ productId: onions.id, quantity: 3 }], { phoneNumber: '077 111 2222' });
    await placeTestOrder(testApp.app, buyer, [{ productId: beans.id, quantity: 2 }], { district: 'galle', phoneNumber: '077 111 2222' });
    // Gathering (SMS_ALERT_GATHER_SECONDS, two minutes unless set): nothing goes out before.
    await testApp.app.jobs.runNow(jobNames.sendSmsAlerts);
    expect(sms.received).toEqual([]);

    await sendGathered();
    const sellerTexts = sms.received.filter((message) => message.to === seller.phoneNumber);
    expect(sellerTexts).toHaveLength(1);
    expect(sellerTexts[0]!.text).toBe(
      'Govi Market: 2 new orders. 1) 3 x Red onions = Rs 1,350, Kandy, buyer 077 111 2222. 2) 2 x Green beans = Rs 600, Galle, buyer 077 111 2222.',
    );
    expect(sms.received.filter((message) => message.to === buyer.phoneNumber)).toEqual([]);

    sms.received.length = 0;
    // Confirmed, then delivered: two changes within the gathering time.
    await moveTestItem(testApp.app, seller, itemOf(first, onions.id), 'delivered');
    await sendGathered();
    expect(sms.received).toEqual([{ to: buyer.phoneNumber, text: 'Govi Market, ඔබගේ ඇණවුම: Red onions: තහවුරුයි; Red onions: භාරදුන්නා.' }]);
    // Each alert is told once.
    sms.received.length = 0;
    await sendGathered();
    expect(sms.received).toEqual([]);
  });

  it('sends nothing to whom turned alerts off, and nothing by default to a seller with e-mail', async () => {
    const seller = await createPhoneUser(testApp.app, sms, { firstName: 'Kamal', lastName: 'Silva' });
    const buyer = await createPhoneUser(testApp.app, sms, { firstName: 'Nimal', lastName: 'Perera' });
    expect((await choose(seller.cookie, { newOrders: false, orderUpdates: true })).json()).toEqual({
      phoneNumber: seller.phoneNumber,
      newOrders: false,
      orderUpdates: true,
    });
    expect((await choose(buyer.cookie, { newOrders: true, orderUpdates: false })).statusCode).toBe(200);
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id });
    const order = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 1 }]);
    await moveTestItem(testApp.app, seller, itemOf(order, product.id), 'cancelled');

    const emailSeller = await createUser(testApp.app);
    const settings = await testApp.app.inject({ method: 'GET', url: '/api/account/sms-alerts', headers: { cookie: emailSeller.cookie } });
    expect(settings.json()).toEqual({ phoneNumber: null, newOrders: false, orderUpdates: true });
    const other = await insertProduct(testApp.database.db, { sellerId: emailSeller.id });
    await placeTestOrder(testApp.app, buyer, [{ productId: other.id, quantity: 1 }]);
    await sendGathered();
    expect(sms.received).toEqual([]);
  });

  it('keeps every text within two parts, however many orders and however long their titles', async () => {
    const seller = await createPhoneUser(testApp.app, sms, { firstName: 'Saman', lastName: 'Kumara', language: 'ta' });
    const buyer = await createPhoneUser(testApp.app, sms, { firstName: 'Ruwan', lastName: 'Jaya' });
    const long = 'மிகவும் சுவையான புதிய சிவப்பு வெங்காயம் நுவரெலியா மலைநாட்டிலிருந்து நேரடியாக'.padEnd(120, 'ா');
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id, title: long, priceCents: 999_999_99, quantity: 1000 });
    for (let index = 0; index < 6; index += 1) {
      await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 20 }], { district: 'mullaitivu' });
    }
    await sendGathered();
    const [text] = sms.received.filter((message) => message.to === seller.phoneNumber);
    expect(text).toBeDefined();
    expect(smsParts(text!.text).parts).toBeLessThanOrEqual(2);
    expect(text!.text).toContain('6 புதிய ஆர்டர்கள்');
  });

  it('asks a session for the settings, and names a wrong field', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/account/sms-alerts' })).statusCode).toBe(401);
    const user = await createUser(testApp.app);
    const wrong = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/sms-alerts',
      headers: { origin: testOrigin, cookie: user.cookie },
      payload: { newOrders: 'yes', orderUpdates: true },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([expect.objectContaining({ path: 'newOrders' })]);
  });
});
