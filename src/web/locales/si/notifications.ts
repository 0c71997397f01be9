import type { notifications as english } from '../en/notifications';

export const notifications = {
  'notifications.bell': 'දැනුම්දීම්, නොකියවූ {count}',
  'notifications.bell_one': 'දැනුම්දීම්, නොකියවූ 1',
  'notifications.markAllRead': 'සියල්ල කියවූ ලෙස සලකුණු කරන්න',
  'notifications.unread': 'නොකියවූ',
  'notifications.showOlder': 'පැරණි දැනුම්දීම් පෙන්වන්න',
  'notifications.loadFailed': 'දැනුම්දීම් පූරණය කළ නොහැකි විය.',
  'notifications.retry': 'නැවත උත්සාහ කරන්න',
  'notifications.close': 'දැනුම්දීම් වසන්න',

  'notifications.newOrder': 'නව ඇණවුමක්: {district} හි ගැනුම්කරුවෙකුගෙන් {product} {quantity}',
  'notifications.orderConfirmed': 'ඇණවුම තහවුරු කෙරිණි: {product} {quantity}',
  'notifications.orderDelivered': 'ඇණවුම භාර දෙන ලදී: {product} {quantity}',
  'notifications.orderCancelledBySeller': 'විකුණුම්කරු ඇණවුම අවලංගු කළේය: {product} {quantity}',
  'notifications.orderCancelledByBuyer': 'ගැනුම්කරු ඇණවුම අවලංගු කළේය: {product} {quantity}',
  'notifications.andMore': '{product} සහ තවත් අයිතම {count}',
  'notifications.andMore_one': '{product} සහ තවත් අයිතමයක්',

  'notifications.quantity.kg': 'කි.ග්‍රෑ. {count}',
  'notifications.quantity.g': 'ග්‍රෑ. {count}',
  'notifications.quantity.litre': 'ලීටර් {count}',
  'notifications.quantity.litre_one': 'ලීටරයක්',
  'notifications.quantity.piece': 'කෑලි {count}',
  'notifications.quantity.piece_one': 'කෑල්ලක්',
  'notifications.quantity.bunch': 'මිටි {count}',
  'notifications.quantity.bunch_one': 'මිටියක්',
  'notifications.quantity.dozen': 'දුසිම් {count}',
  'notifications.quantity.pack': 'පැකට් {count}',
  'notifications.quantity.pack_one': 'පැකට්ටුවක්',
  'notifications.quantity.unit': 'ඒකක {count}',
  'notifications.quantity.unit_one': 'ඒකකයක්',
} satisfies Record<keyof typeof english, string>;
