import type { seller as english } from '../en/seller';

export const seller = {
  'seller.viewAnalytics': 'විශ්ලේෂණ බලන්න',
  'seller.addNewProduct': 'නව භාණ්ඩයක් එක් කරන්න',
  'seller.quickActions': 'ඉක්මන් ක්‍රියා',
  'seller.backToDashboard': 'පාලක පුවරුවට ආපසු',
} satisfies Record<keyof typeof english, string>;
