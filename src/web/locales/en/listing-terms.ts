/**
 * How a listing's condition, unit and quantity are said: in the seller's forms and on the pages buyers see (product,
 * cart, orders), so with the market's words rather than the seller area's (the `seller.` names are older than the split).
 */
export const listingTerms = {
  'seller.condition.new': 'New',
  'seller.condition.excellent': 'Excellent',
  'seller.condition.good': 'Good',
  'seller.condition.fair': 'Fair',

  'seller.unit.kg': 'kg',
  'seller.unit.g': 'g',
  'seller.unit.litre': 'litre',
  'seller.unit.piece': 'piece',
  'seller.unit.bunch': 'bunch',
  'seller.unit.dozen': 'dozen',
  'seller.unit.pack': 'pack',
  'seller.unit.unit': 'unit',

  // A quantity in its unit; `count` picks the form, `quantity` is the same number written for the language.
  'seller.quantity.kg': '{quantity} kg',
  'seller.quantity.g': '{quantity} g',
  'seller.quantity.litre': '{quantity} litres',
  'seller.quantity.litre_one': '{quantity} litre',
  'seller.quantity.piece': '{quantity} pieces',
  'seller.quantity.piece_one': '{quantity} piece',
  'seller.quantity.bunch': '{quantity} bunches',
  'seller.quantity.bunch_one': '{quantity} bunch',
  'seller.quantity.dozen': '{quantity} dozen',
  'seller.quantity.pack': '{quantity} packs',
  'seller.quantity.pack_one': '{quantity} pack',
  'seller.quantity.unit': '{quantity} units',
  'seller.quantity.unit_one': '{quantity} unit',
};
