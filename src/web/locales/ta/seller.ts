import type { seller as english } from '../en/seller';

export const seller = {
  'seller.viewAnalytics': 'பகுப்பாய்வைப் பார்',
  'seller.addNewProduct': 'புதிய பொருளைச் சேர்',
  'seller.quickActions': 'விரைவுச் செயல்கள்',
  'seller.backToDashboard': 'கட்டுப்பாட்டுப் பலகைக்குத் திரும்பு',
} satisfies Record<keyof typeof english, string>;
