import type { District } from '@domain/catalog/districts';
import { districtNames } from '@domain/catalog/taxonomy-names';
import type { Language } from '@domain/i18n/languages';
import { formatMoney } from '@domain/money';
import { formatSriLankanPhone } from '@domain/phone';
import { smsParts } from '@domain/sms/sms-parts';

type Texts = {
  /**
   * The sign-in code. Its last line is the WebOTP form (`@host #code`): Chrome on Android offers the code to the
   * page of that host alone, and fills it in with one tap.
   */
  signInCode: (code: string, host: string) => string;
  /** To the old number, when an account's number is changed: nothing but our words and the new number, half hidden. */
  numberChanged: (newNumber: string) => string;
  /** To an account's number, when an e-mail address is added to the account: the address half hidden. */
  emailAdded: (email: string) => string;
  /** An operator's answer to the account's support message: our words around the operator's. */
  supportAnswer: (answer: string) => string;
};

/** `077 *** 4567`: enough for the owner to know it, not a number for a stranger to call. */
export function partlyHiddenNumber(number: string): string {
  const shown = formatSriLankanPhone(number);
  return `${shown.slice(0, 3)} *** ${shown.slice(8)}`;
}

/** `s***@gmail.com`: the first letter and the domain, the domain's end alone when it is long (a text has two parts). */
export function partlyHiddenEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  return `${email.slice(0, 1)}***@${domain.length > 30 ? `...${domain.slice(-27)}` : domain}`;
}

const webOtpLine = (code: string, host: string) => `@${host} #${code}`;

/** The code's words with the WebOTP line, or without it when a long host would take the text past two parts. */
function withWebOtpLine(words: string, code: string, host: string): string {
  const text = `${words}\n\n${webOtpLine(code, host)}`;
  return smsParts(text).parts <= 2 ? text : words;
}

/**
 * The text messages the market sends, in the recipient's language. Sinhala and Tamil go as UCS-2 (70 characters in
 * one part, 67 in each part of two): each text stays within two parts with the longest values it can hold
 * (sms-texts.test.ts).
 */
export const smsTexts: Record<Language, Texts> = {
  en: {
    signInCode: (code, host) => withWebOtpLine(`${code} is your Govi Market code. It works for 5 minutes. Never share it.`, code, host),
    numberChanged: (newNumber) =>
      `The phone number of your Govi Market account was changed to ${partlyHiddenNumber(newNumber)}. Not you? Contact Govi Market support.`,
    emailAdded: (email) =>
      `The e-mail address ${partlyHiddenEmail(email)} was added to your Govi Market account. Not you? Contact Govi Market support.`,
    supportAnswer: (answer) => `Govi Market support: ${answer}`,
  },
  si: {
    signInCode: (code, host) => withWebOtpLine(`ඔබගේ Govi Market කේතය ${code}. විනාඩි 5ක් වලංගුයි. කිසිවෙකුට නොදෙන්න.`, code, host),
    numberChanged: (newNumber) => `ඔබගේ Govi Market ගිණුමේ අංකය ${partlyHiddenNumber(newNumber)} ලෙස වෙනස් විය. ඔබ නොවේ නම් සහාය අමතන්න.`,
    emailAdded: (email) => `ඔබගේ Govi Market ගිණුමට ${partlyHiddenEmail(email)} ඊමේල් ලිපිනය එක් කෙරිණි. ඔබ නොවේ නම් සහාය අමතන්න.`,
    supportAnswer: (answer) => `Govi Market සහාය: ${answer}`,
  },
  ta: {
    signInCode: (code, host) => withWebOtpLine(`உங்கள் Govi Market குறியீடு ${code}. 5 நிமிடம் செல்லும். யாரிடமும் சொல்லாதீர்கள்.`, code, host),
    numberChanged: (newNumber) =>
      `உங்கள் Govi Market கணக்கின் எண் ${partlyHiddenNumber(newNumber)} ஆக மாற்றப்பட்டது. நீங்கள் இல்லையெனில் உதவியை அணுகவும்.`,
    emailAdded: (email) => `உங்கள் Govi Market கணக்கில் ${partlyHiddenEmail(email)} மின்னஞ்சல் சேர்க்கப்பட்டது. நீங்கள் இல்லையெனில் உதவியை அணுகவும்.`,
    supportAnswer: (answer) => `Govi Market உதவி: ${answer}`,
  },
};

/** A new order as its seller's text tells it. */
export type NewOrderAlert = {
  items: { title: string; quantity: number }[];
  totalCents: number;
  district: District;
  buyerPhone: string;
};

/** A change to an item a buyer ordered, as the buyer's text tells it. */
export type ItemUpdateAlert = { status: 'confirmed' | 'delivered' | 'cancelled'; title: string };

type AlertWords = {
  newOrder: string;
  newOrders: (count: number) => string;
  buyer: string;
  /** The summary when the orders' details cannot fit: how many, their total, where to see them. */
  ordersSummary: (count: number, total: string) => string;
  status: Record<ItemUpdateAlert['status'], string>;
  updates: string;
  updatesSummary: (count: number) => string;
};

const alertWords: Record<Language, AlertWords> = {
  en: {
    newOrder: 'new order',
    newOrders: (count) => `${count} new orders`,
    buyer: 'buyer',
    ordersSummary: (count, total) => `${count} new orders, ${total} in all. Open My Sales to see them.`,
    status: { confirmed: 'confirmed', delivered: 'delivered', cancelled: 'cancelled by the seller' },
    updates: 'your order',
    updatesSummary: (count) => `${count} changes to your orders. Open My Orders to see them.`,
  },
  si: {
    newOrder: 'නව ඇණවුමක්',
    newOrders: (count) => `නව ඇණවුම් ${count}ක්`,
    buyer: 'ගැනුම්කරු',
    ordersSummary: (count, total) => `නව ඇණවුම් ${count}ක්, මුළු ${total}. My Sales හි බලන්න.`,
    status: { confirmed: 'තහවුරුයි', delivered: 'භාරදුන්නා', cancelled: 'විකුණුම්කරු අවලංගු කළා' },
    updates: 'ඔබගේ ඇණවුම',
    updatesSummary: (count) => `ඔබගේ ඇණවුම්වල වෙනස්කම් ${count}ක්. My Orders හි බලන්න.`,
  },
  ta: {
    newOrder: 'புதிய ஆர்டர்',
    newOrders: (count) => `${count} புதிய ஆர்டர்கள்`,
    buyer: 'வாங்குபவர்',
    ordersSummary: (count, total) => `${count} புதிய ஆர்டர்கள், மொத்தம் ${total}. My Sales-இல் பாருங்கள்.`,
    status: { confirmed: 'உறுதி', delivered: 'வழங்கப்பட்டது', cancelled: 'விற்பவர் ரத்துசெய்தார்' },
    updates: 'உங்கள் ஆர்டர்',
    updatesSummary: (count) => `உங்கள் ஆர்டர்களில் ${count} மாற்றங்கள். My Orders-இல் பாருங்கள்.`,
  },
};

/** A title cut to `max` characters (whole code points), ending in `..` (the GSM alphabet has no ellipsis). */
function cut(title: string, max: number): string {
  const characters = [...title.trim()];
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 2).join('')}..`;
}

/** Money in a text: the amount without its no-break space, which is not in the GSM alphabet (an English text would go as UCS-2). */
function smsMoney(cents: number, currency: string, language: Language): string {
  return formatMoney(cents, currency, language, 'ifAny').replaceAll('\u00a0', ' ');
}

/** The longest a title may be in a text, tried in turn until the text fits two parts. */
const titleLengths = [60, 32, 20, 12, 8];

function firstThatFits(candidates: string[], fallback: string): string {
  return candidates.find((text) => smsParts(text).parts <= maxAlertParts) ?? fallback;
}

/** Every alert fits two SMS parts, whatever the titles: details are shortened, then summed up. */
export const maxAlertParts = 2;

/** One text to a seller for the new orders gathered in the last few minutes. */
export function newOrdersText(language: Language, orders: NewOrderAlert[], currency: string): string {
  const words = alertWords[language];
  const one = (order: NewOrderAlert, titleMax: number) =>
    `${order.items.map((item) => `${item.quantity} x ${cut(item.title, titleMax)}`).join(', ')} = ${smsMoney(order.totalCents, currency, language)}, ${districtNames[order.district][language]}, ${words.buyer} ${formatSriLankanPhone(order.buyerPhone)}`;
  const heading = orders.length === 1 ? words.newOrder : words.newOrders(orders.length);
  const candidates = titleLengths.map((titleMax) =>
    orders.length === 1
      ? `Govi Market: ${heading}. ${one(orders[0]!, titleMax)}.`
      : `Govi Market: ${heading}. ${orders.map((order, index) => `${index + 1}) ${one(order, titleMax)}.`).join(' ')}`,
  );
  const total = orders.reduce((sum, order) => sum + order.totalCents, 0);
  return firstThatFits(candidates, `Govi Market: ${words.ordersSummary(orders.length, smsMoney(total, currency, language))}`);
}

/** One text to a buyer for the changes to their items gathered in the last few minutes. */
export function itemUpdatesText(language: Language, updates: ItemUpdateAlert[]): string {
  const words = alertWords[language];
  const candidates = titleLengths.map(
    (titleMax) =>
      `Govi Market, ${words.updates}: ${updates.map((update) => `${cut(update.title, titleMax)}: ${words.status[update.status]}`).join('; ')}.`,
  );
  return firstThatFits(candidates, `Govi Market: ${words.updatesSummary(updates.length)}`);
}
