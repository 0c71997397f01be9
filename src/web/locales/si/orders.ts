import type { orders as english } from '../en/orders';

export const orders = {
  'orders.cartSignIn': 'ඔබගේ කරත්තය බැලීමට කරුණාකර පුරනය වන්න',
  'orders.cartEmpty': 'ඔබගේ කරත්තය හිස්ය',
  'orders.continueShopping': 'මිලදී ගැනීම දිගටම කරන්න',
  'orders.checkoutSignIn': 'ඇණවුම් කිරීමට කරුණාකර පුරනය වන්න',
  'orders.ordersSignIn': 'ඔබගේ ඇණවුම් බැලීමට කරුණාකර පුරනය වන්න',
  'orders.orderSignIn': 'ඔබගේ ඇණවුම බැලීමට කරුණාකර පුරනය වන්න',
  'orders.noOrders': 'තවම ඇණවුම් නැත',
  'orders.orderNotFound': 'ඇණවුම හමු නොවීය',
  'orders.goHome': 'මුල් පිටුවට',
} satisfies Record<keyof typeof english, string>;
