import type { orders as english } from '../en/orders';

export const orders = {
  'orders.cartSignIn': 'உங்கள் வண்டியைப் பார்க்க உள்நுழையவும்',
  'orders.cartEmpty': 'உங்கள் வண்டி காலியாக உள்ளது',
  'orders.continueShopping': 'தொடர்ந்து வாங்குங்கள்',
  'orders.checkoutSignIn': 'ஆர்டர் செய்ய உள்நுழையவும்',
  'orders.ordersSignIn': 'உங்கள் ஆர்டர்களைப் பார்க்க உள்நுழையவும்',
  'orders.orderSignIn': 'உங்கள் ஆர்டரைப் பார்க்க உள்நுழையவும்',
  'orders.noOrders': 'இன்னும் ஆர்டர்கள் இல்லை',
  'orders.orderNotFound': 'ஆர்டர் கிடைக்கவில்லை',
  'orders.goHome': 'முகப்புக்குச் செல்',
} satisfies Record<keyof typeof english, string>;
