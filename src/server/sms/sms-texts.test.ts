import { describe, expect, it } from 'vitest';
import { languages } from '@domain/i18n/languages';
import { smsParts } from '@domain/sms/sms-parts';
import { itemUpdatesText, newOrdersText, partlyHiddenEmail, partlyHiddenNumber, smsTexts, type NewOrderAlert } from './sms-texts';

/**
 * The longest values each text can hold: a public address of 30 characters (with a port), any code, any number, an
 * address at the longest a domain may be (its shown part is 30 characters whatever its length).
 */
const longest = {
  host: 'market.govi-market.example.lk:8443'.slice(0, 30),
  code: '999999',
  number: '+94779999999',
  email: `${'w'.repeat(64)}@${'d'.repeat(180)}.example.lk`,
};

describe('the text messages', () => {
  const texts = languages.flatMap((language) => [
    { language, name: 'signInCode', text: smsTexts[language].signInCode(longest.code, longest.host) },
    { language, name: 'numberChanged', text: smsTexts[language].numberChanged(longest.number) },
    { language, name: 'emailAdded', text: smsTexts[language].emailAdded(longest.email) },
  ]);

  it.each(texts)('$language $name fits in two parts at most', ({ text }) => {
    expect(smsParts(text).parts).toBeLessThanOrEqual(2);
  });

  it('sends a sign-in code in one part in English, and Sinhala and Tamil as UCS-2', () => {
    expect(smsParts(smsTexts.en.signInCode(longest.code, longest.host))).toMatchObject({ encoding: 'gsm-7', parts: 1 });
    for (const language of ['si', 'ta'] as const) {
      expect(smsParts(smsTexts[language].signInCode(longest.code, longest.host)).encoding).toBe('ucs-2');
    }
  });

  it('leaves the line Android reads out rather than take a third part, however long the public address', () => {
    const host = `${'a'.repeat(50)}.example.lk`;
    for (const language of languages) {
      const text = smsTexts[language].signInCode('123456', host);
      expect(smsParts(text).parts).toBeLessThanOrEqual(2);
    }
    expect(smsTexts.ta.signInCode('123456', host)).not.toContain('@');
    expect(smsTexts.en.signInCode('123456', host)).toContain(`@${host} #123456`);
  });

  it('ends a code with the line Android reads it from, and shows a changed number half hidden', () => {
    for (const language of languages) {
      expect(smsTexts[language].signInCode('123456', 'govi.lk').split('\n').at(-1)).toBe('@govi.lk #123456');
      expect(smsTexts[language].numberChanged('+94771234567')).toContain('077 *** 4567');
    }
    expect(partlyHiddenNumber('+94771234567')).toBe('077 *** 4567');
  });

  it('shows an added address by its first letter and its domain, only the end of a long domain', () => {
    expect(partlyHiddenEmail('sunil.bandara@gmail.com')).toBe('s***@gmail.com');
    expect(partlyHiddenEmail(longest.email)).toBe(`w***@...${'d'.repeat(16)}.example.lk`);
    for (const language of languages) expect(smsTexts[language].emailAdded('nimali@yahoo.com')).toContain('n***@yahoo.com');
  });
});

/** Titles at the length the catalog allows (120), in each language's own letters. */
const longTitle = {
  en: 'Organic red onions from the hills of Nuwara Eliya, hand sorted and sun dried for a long keeping life'.padEnd(120, '!'),
  si: 'නුවරඑළිය කඳුකරයේ වගා කළ කාබනික රතු ළූණු, අතින් තෝරා හිරු එළියේ වියළා ගත් දිගු කල් තබා ගත හැකි'.padEnd(120, 'ා'),
  ta: 'நுவரெலியா மலைநாட்டில் விளைந்த இயற்கை சிவப்பு வெங்காயம், கையால் தேர்ந்தெடுத்து வெயிலில் உலர்த்தியது'.padEnd(120, 'ா'),
};

describe('the order alerts', () => {
  const order = (language: keyof typeof longTitle, items: number): NewOrderAlert => ({
    items: Array.from({ length: items }, () => ({ title: longTitle[language], quantity: 999 })),
    totalCents: 99_999_999_99,
    district: 'nuwara-eliya',
    buyerPhone: '+94779999999',
  });

  it.each(languages)('fit two parts in %s, from one order of one item to ten orders of five', (language) => {
    for (const [orders, items] of [
      [1, 1],
      [1, 5],
      [3, 2],
      [10, 5],
    ] as const) {
      const text = newOrdersText(
        language,
        Array.from({ length: orders }, () => order(language, items)),
        'LKR',
      );
      expect(smsParts(text).parts, text).toBeLessThanOrEqual(2);
    }
    for (const count of [1, 2, 10]) {
      const updates = Array.from({ length: count }, (_, index) => ({
        status: (['confirmed', 'delivered', 'cancelled'] as const)[index % 3]!,
        title: longTitle[language],
      }));
      expect(smsParts(itemUpdatesText(language, updates)).parts).toBeLessThanOrEqual(2);
    }
  });

  it('tells one short order whole: items, total, district and the buyer to call', () => {
    const text = newOrdersText(
      'en',
      [{ items: [{ title: 'Red onions', quantity: 3 }], totalCents: 135_000, district: 'kandy', buyerPhone: '+94771112222' }],
      'LKR',
    );
    expect(text).toBe('Govi Market: new order. 3 x Red onions = Rs 1,350, Kandy, buyer 077 111 2222.');
    expect(smsParts(text)).toMatchObject({ encoding: 'gsm-7', parts: 1 });
  });

  it('shortens titles before it gives up the details, and sums up only what cannot fit', () => {
    const text = newOrdersText('si', [order('si', 1)], 'LKR');
    expect(text).toContain('..');
    expect(text).toContain('077 999 9999');
    expect(
      newOrdersText(
        'en',
        Array.from({ length: 10 }, () => order('en', 5)),
        'LKR',
      ),
    ).toBe('Govi Market: 10 new orders, Rs 999,999,999.90 in all. Open My Sales to see them.');
  });
});
