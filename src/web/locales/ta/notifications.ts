import type { notifications as english } from '../en/notifications';

export const notifications = {
  'notifications.bell': 'அறிவிப்புகள், படிக்காதவை {count}',
  'notifications.bell_one': 'அறிவிப்புகள், படிக்காதது 1',
  'notifications.markAllRead': 'அனைத்தையும் படித்ததாகக் குறி',
  'notifications.unread': 'படிக்கப்படாதது',
  'notifications.showOlder': 'பழைய அறிவிப்புகளைக் காட்டு',
  'notifications.loadFailed': 'அறிவிப்புகளை ஏற்ற முடியவில்லை.',
  'notifications.retry': 'மீண்டும் முயற்சிக்கவும்',
  'notifications.close': 'அறிவிப்புகளை மூடு',

  'notifications.newOrder': 'புதிய ஆர்டர்: {product} {quantity}, வாங்குபவரின் மாவட்டம்: {district}',
  'notifications.orderConfirmed': 'ஆர்டர் உறுதிசெய்யப்பட்டது: {product} {quantity}',
  'notifications.orderDelivered': 'ஆர்டர் வழங்கப்பட்டது: {product} {quantity}',
  'notifications.orderCancelledBySeller': 'விற்பனையாளர் ஆர்டரை ரத்துசெய்தார்: {product} {quantity}',
  'notifications.orderCancelledByBuyer': 'வாங்குபவர் ஆர்டரை ரத்துசெய்தார்: {product} {quantity}',
  'notifications.andMore': '{product} மற்றும் மேலும் {count} பொருட்கள்',
  'notifications.andMore_one': '{product} மற்றும் மேலும் 1 பொருள்',

  'notifications.quantity.kg': '{count} கி.கி',
  'notifications.quantity.g': '{count} கி',
  'notifications.quantity.litre': '{count} லிட்டர்',
  'notifications.quantity.litre_one': '1 லிட்டர்',
  'notifications.quantity.piece': '{count} துண்டுகள்',
  'notifications.quantity.piece_one': '1 துண்டு',
  'notifications.quantity.bunch': '{count} கொத்துகள்',
  'notifications.quantity.bunch_one': '1 கொத்து',
  'notifications.quantity.dozen': '{count} டஜன்',
  'notifications.quantity.pack': '{count} பொதிகள்',
  'notifications.quantity.pack_one': '1 பொதி',
  'notifications.quantity.unit': '{count} அலகுகள்',
  'notifications.quantity.unit_one': '1 அலகு',
} satisfies Record<keyof typeof english, string>;
