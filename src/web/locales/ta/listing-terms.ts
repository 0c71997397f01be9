import type { listingTerms as english } from '../en/listing-terms';

export const listingTerms = {
  'seller.condition.new': 'புதியது',
  'seller.condition.excellent': 'மிகச் சிறந்தது',
  'seller.condition.good': 'நல்லது',
  'seller.condition.fair': 'சுமாரானது',

  'seller.unit.kg': 'கி.கி',
  'seller.unit.g': 'கி',
  'seller.unit.litre': 'லிட்டர்',
  'seller.unit.piece': 'துண்டு',
  'seller.unit.bunch': 'கொத்து',
  'seller.unit.dozen': 'டஜன்',
  'seller.unit.pack': 'பொதி',
  'seller.unit.unit': 'அலகு',

  'seller.quantity.kg': '{quantity} கி.கி',
  'seller.quantity.g': '{quantity} கி',
  'seller.quantity.litre': '{quantity} லிட்டர்கள்',
  'seller.quantity.litre_one': '{quantity} லிட்டர்',
  'seller.quantity.piece': '{quantity} துண்டுகள்',
  'seller.quantity.piece_one': '{quantity} துண்டு',
  'seller.quantity.bunch': '{quantity} கொத்துகள்',
  'seller.quantity.bunch_one': '{quantity} கொத்து',
  'seller.quantity.dozen': '{quantity} டஜன்',
  'seller.quantity.pack': '{quantity} பொதிகள்',
  'seller.quantity.pack_one': '{quantity} பொதி',
  'seller.quantity.unit': '{quantity} அலகுகள்',
  'seller.quantity.unit_one': '{quantity} அலகு',
} satisfies Record<keyof typeof english, string>;
