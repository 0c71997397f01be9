export const catalog = {
  'catalog.browseTitle': 'Browse Products',
  'catalog.browseIntro': 'Fresh produce, livestock, plants, seeds and equipment from farmers across Sri Lanka.',
  'catalog.productNotFound': 'Product not found or unavailable',
  'catalog.sellerNotFound': 'This seller could not be found.',
  'catalog.backToBrowse': 'Back to Browse',
} as const;
