export const seller = {
  'seller.viewAnalytics': 'View Analytics',
  'seller.addNewProduct': 'Add New Product',
  'seller.quickActions': 'Quick Actions',
  'seller.backToDashboard': 'Back to Dashboard',
} as const;
