import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/i18n/languages';
import type { NotificationContent } from '@domain/notifications/notification.schema';
import { en, type MessageKey } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';
import { translate } from '@web/lib/i18n';
import { notificationText } from './notification-text';

const messages = { en, si, ta };
const textIn = (language: Language, notification: NotificationContent) =>
  notificationText(notification, (key: MessageKey, params) => translate(messages[language], language, key, params), language);

const items = { orderId: 'a1b2c3d4-0000-4000-8000-000000000001', productTitle: 'Tomatoes', quantity: 3, unit: 'kg', itemCount: 1 } as const;

describe('notification texts', () => {
  it('tell a seller of a new order with the product, the quantity and the buyer’s district', () => {
    const notification: NotificationContent = { kind: 'new_order', params: { ...items, buyerDistrict: 'kandy' } };
    expect(textIn('en', notification)).toBe('New order: 3 kg Tomatoes from a buyer in Kandy');
    expect(textIn('si', notification)).toBe('නව ඇණවුමක්: මහනුවර හි ගැනුම්කරුවෙකුගෙන් Tomatoes කි.ග්‍රෑ. 3');
    expect(textIn('ta', notification)).toBe('புதிய ஆர்டர்: Tomatoes 3 கி.கி, வாங்குபவரின் மாவட்டம்: கண்டி');
  });

  it('count the other items of the order and say one of a unit in the singular', () => {
    const notification: NotificationContent = {
      kind: 'new_order',
      params: { ...items, productTitle: 'King coconuts', quantity: 1, unit: 'bunch', itemCount: 3, buyerDistrict: 'galle' },
    };
    expect(textIn('en', notification)).toBe('New order: 1 bunch King coconuts and 2 more items from a buyer in Galle');
    expect(textIn('en', { ...notification, params: { ...notification.params, quantity: 4, itemCount: 2 } })).toBe(
      'New order: 4 bunches King coconuts and 1 more item from a buyer in Galle',
    );
  });

  it('tell a buyer their order was confirmed, delivered or cancelled, and a seller when the buyer cancelled', () => {
    expect(textIn('en', { kind: 'order_confirmed', params: { ...items, actor: 'seller' } })).toBe('Order confirmed: 3 kg Tomatoes');
    expect(textIn('en', { kind: 'order_delivered', params: { ...items, actor: 'seller' } })).toBe('Order delivered: 3 kg Tomatoes');
    expect(textIn('en', { kind: 'order_cancelled', params: { ...items, actor: 'seller' } })).toBe(
      'Order cancelled by the seller: 3 kg Tomatoes',
    );
    expect(textIn('en', { kind: 'order_cancelled', params: { ...items, actor: 'buyer' } })).toBe(
      'Order cancelled by the buyer: 3 kg Tomatoes',
    );
    expect(textIn('si', { kind: 'order_cancelled', params: { ...items, actor: 'buyer' } })).toBe(
      'ගැනුම්කරු ඇණවුම අවලංගු කළේය: Tomatoes කි.ග්‍රෑ. 3',
    );
    expect(textIn('ta', { kind: 'order_delivered', params: { ...items, actor: 'seller' } })).toBe('ஆர்டர் வழங்கப்பட்டது: Tomatoes 3 கி.கி');
  });

  it('invite a rating, tell the seller of a review and the buyer of a reply, in each language', () => {
    const about = { productId: 'a1b2c3d4-0000-4000-8000-000000000002', productTitle: 'Tomatoes' };
    expect(textIn('en', { kind: 'review_invitation', params: about })).toBe('Delivered: Tomatoes. How was it? Rate it now');
    expect(textIn('en', { kind: 'review_received', params: { ...about, rating: 4 } })).toBe('New review: 4 stars for Tomatoes');
    expect(textIn('en', { kind: 'review_received', params: { ...about, rating: 1 } })).toBe('New review: 1 star for Tomatoes');
    expect(textIn('en', { kind: 'review_replied', params: about })).toBe('The seller replied to your review of Tomatoes');
    expect(textIn('si', { kind: 'review_received', params: { ...about, rating: 5 } })).toBe('නව සමාලෝචනයක්: Tomatoes සඳහා තරු 5');
    expect(textIn('ta', { kind: 'review_replied', params: about })).toBe('Tomatoes பற்றிய உங்கள் கருத்துரைக்கு விற்பனையாளர் பதிலளித்தார்');
  });

  it('tell a seller their verification was withdrawn, with the reason and the operator’s words', () => {
    const notification: NotificationContent = { kind: 'verification_withdrawn', params: { reason: 'unreachable', note: null } };
    expect(textIn('en', notification)).toBe(
      'Your verification was withdrawn: we could not reach you on the phone number given. Buyers no longer see the badge on your listings. You can ask again from your dashboard',
    );
    expect(textIn('si', { kind: 'verification_withdrawn', params: { reason: 'other', note: 'වෙනත් නමකින්' } })).toContain(
      'වෙනත් හේතුවක් (වෙනත් නමකින්)',
    );
    expect(textIn('ta', notification)).toContain(ta['notifications.verificationRefusal.unreachable']);
  });
});
