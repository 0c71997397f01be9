import type { listingTerms as english } from '../en/listing-terms';

export const listingTerms = {
  'seller.condition.new': 'අලුත්',
  'seller.condition.excellent': 'ඉතා හොඳ',
  'seller.condition.good': 'හොඳ',
  'seller.condition.fair': 'සාමාන්‍ය',

  'seller.unit.kg': 'කි.ග්‍රෑ.',
  'seller.unit.g': 'ග්‍රෑ.',
  'seller.unit.litre': 'ලීටරය',
  'seller.unit.piece': 'කෑල්ල',
  'seller.unit.bunch': 'මිටිය',
  'seller.unit.dozen': 'දුසිම',
  'seller.unit.pack': 'පැකට්ටුව',
  'seller.unit.unit': 'ඒකකය',

  // Counted with the plural stem before the number, for one as for more (කෑලි 1, කෑලි 3).
  'seller.quantity.kg': 'කි.ග්‍රෑ. {quantity}',
  'seller.quantity.g': 'ග්‍රෑ. {quantity}',
  'seller.quantity.litre': 'ලීටර {quantity}',
  'seller.quantity.litre_one': 'ලීටර {quantity}',
  'seller.quantity.piece': 'කෑලි {quantity}',
  'seller.quantity.piece_one': 'කෑලි {quantity}',
  'seller.quantity.bunch': 'මිටි {quantity}',
  'seller.quantity.bunch_one': 'මිටි {quantity}',
  'seller.quantity.dozen': 'දුසිම් {quantity}',
  'seller.quantity.pack': 'පැකට් {quantity}',
  'seller.quantity.pack_one': 'පැකට් {quantity}',
  'seller.quantity.unit': 'ඒකක {quantity}',
  'seller.quantity.unit_one': 'ඒකක {quantity}',
} satisfies Record<keyof typeof english, string>;
