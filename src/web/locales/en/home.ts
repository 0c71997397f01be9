/** Texts of the home page: hero, category cards, Featured Products and the statistics banner. */
export const home = {
  'home.hero.title': 'Connect Farmers with Buyers',
  'home.hero.subtitle':
    'Fresh vegetables, fruits, livestock, seeds and farm equipment, straight from Sri Lankan farms. Order online and pay in cash on delivery.',
  'home.hero.startBuying': 'Start Buying',
  'home.hero.startSelling': 'Start Selling',

  'home.categories.title': 'Shop by Category',
  'home.categories.count': '{count} products',
  'home.categories.count_one': '1 product',

  'home.featured.title': 'Featured Products',
  'home.featured.subtitle': 'The newest listings from farmers across Sri Lanka',
  'home.featured.viewAll': 'View all products',
  'home.featured.loading': 'Loading featured products',
  'home.featured.empty': 'No products listed yet',
  'home.featured.emptyText': 'Be the first to offer your harvest to buyers across Sri Lanka.',
  'home.featured.emptyAction': 'Start selling',
  'home.featured.noPhoto': 'No photo yet',

  'home.stats.title': 'Govi Market today',
  'home.stats.members': 'Members',
  'home.stats.sellers': 'Sellers',
  'home.stats.activeProducts': 'Products for sale',
} as const;
