/**
 * The bell's texts and the notifications themselves, written out from their kind and parameters.
 * ('notifications.title' and 'notifications.empty' are in common: the shell shows them before the rest loads.)
 */
export const notifications = {
  'notifications.bell': 'Notifications, {count} unread',
  'notifications.bell_one': 'Notifications, 1 unread',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.unread': 'Unread',
  'notifications.showOlder': 'Show older notifications',
  'notifications.loadFailed': 'Notifications could not be loaded.',
  'notifications.retry': 'Try again',
  'notifications.close': 'Close notifications',

  'notifications.newOrder': 'New order: {quantity} {product} from a buyer in {district}',
  'notifications.orderConfirmed': 'Order confirmed: {quantity} {product}',
  'notifications.orderDelivered': 'Order delivered: {quantity} {product}',
  'notifications.orderCancelledBySeller': 'Order cancelled by the seller: {quantity} {product}',
  'notifications.orderCancelledByBuyer': 'Order cancelled by the buyer: {quantity} {product}',
  'notifications.andMore': '{product} and {count} more items',
  'notifications.andMore_one': '{product} and 1 more item',
  'notifications.reviewInvitation': 'Delivered: {product}. How was it? Rate it now',
  'notifications.reviewReceived': 'New review: {count} stars for {product}',
  'notifications.reviewReceived_one': 'New review: 1 star for {product}',
  'notifications.reviewReplied': 'The seller replied to your review of {product}',
  'notifications.reviewRemoved': 'The market’s team removed your review of {product}: {reason}',
  'notifications.reviewKept': 'Your review of {product} is shown again',

  'notifications.quantity.kg': '{count} kg',
  'notifications.quantity.g': '{count} g',
  'notifications.quantity.litre': '{count} litres',
  'notifications.quantity.litre_one': '1 litre',
  'notifications.quantity.piece': '{count} pieces',
  'notifications.quantity.piece_one': '1 piece',
  'notifications.quantity.bunch': '{count} bunches',
  'notifications.quantity.bunch_one': '1 bunch',
  'notifications.quantity.dozen': '{count} dozen',
  'notifications.quantity.pack': '{count} packs',
  'notifications.quantity.pack_one': '1 pack',
  'notifications.quantity.unit': '{count} units',
  'notifications.quantity.unit_one': '1 unit',
} as const;
