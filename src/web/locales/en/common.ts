/** Texts of the app shell used on every page: header, footer, page titles, shared states and errors. */
export const common = {
  'app.name': 'Govi Market',
  'app.skipToContent': 'Skip to main content',
  'app.demoMarket': 'Demonstration market: the farmers and products here are invented.',

  'nav.main': 'Main',
  'nav.browse': 'Browse',
  'nav.about': 'About',
  'nav.support': 'Support',
  'nav.myOrders': 'My Orders',
  'nav.account': 'Account',
  'nav.admin': 'Run the market',
  'nav.install': 'Install app',
  'connection.offline': 'You are offline. Some things will not load until you are back online.',
  'connection.back': 'You are back online.',
  'connection.offlineSaved': 'You are offline. This page was saved at {time}.',
  'offline.title': 'You are offline',
  'offline.intro': 'This page has not been saved on this device. These pages have, and open without the network:',
  'offline.none': 'No pages are saved on this device yet. Pages you open while online are kept for times like this.',
  'offline.retry': 'Try again',
  'update.ready': 'A new version of Govi Market is ready.',
  'update.reload': 'Reload',
  'nav.dashboard': 'Dashboard',
  'nav.signIn': 'Sign In',
  'nav.signOut': 'Sign Out',
  'nav.cart': 'Cart',
  'nav.cartWithCount': 'Cart, {count} products',
  'nav.cartWithCount_one': 'Cart, 1 product',
  'nav.notifications': 'Notifications',
  'nav.menu': 'Menu',
  'nav.language': 'Language',
  'nav.home': 'Govi Market home',

  'notifications.title': 'Notifications',
  'notifications.empty': 'No new notifications',

  'footer.tagline': 'Connecting Sri Lankan farmers with buyers, fairly and directly.',
  'footer.marketplace': 'Marketplace',
  'footer.company': 'Company',
  'footer.help': 'Help',
  'footer.sell': 'Start Selling',
  'footer.payment': 'Payment: Cash on Delivery',
  'footer.rights': '© {year} Govi Market. Made in Sri Lanka.',

  'time.justNow': 'Just now',
  'time.minutesAgo': '{count} minutes ago',
  'time.minutesAgo_one': '1 minute ago',
  'time.hoursAgo': '{count} hours ago',
  'time.hoursAgo_one': '1 hour ago',
  'time.daysAgo': '{count} days ago',
  'time.daysAgo_one': '1 day ago',

  'action.logIn': 'Log In',
  'state.loading': 'Loading...',

  'sponsored.label': 'Sponsored',
  'sponsored.heading': 'Sponsored products',

  'state.retry': 'Try again',
  'confirm.decline': 'Go back',
  'toast.error': 'Error',
  'toast.close': 'Close',
  'toast.region': 'Messages',

  'error.offline': 'You are offline, and this needs the network. Nothing was changed: try again when you are back online.',
  'error.network': 'Cannot reach Govi Market. Check your connection and try again.',
  'error.generic': 'Something went wrong. Please try again.',
  'error.rateLimited': 'Too many attempts. Please wait a few minutes and try again.',
  'error.unavailable': 'This cannot be done just now. Please try again in a few minutes.',
  'error.marketUnavailable': 'The market is briefly unavailable. Please try again in a moment.',
  'error.forbiddenOrigin': 'This page is out of date. Reload it and try again.',
  'error.signedOut': 'Your session has ended. Please sign in again.',
  'error.invalidCharacter': 'The text holds an invisible character that cannot be saved. Retype it rather than pasting it, and try again.',

  // A page that failed to render: shown in place of the page (or the whole app), with a way back.
  'renderError.title': 'Something went wrong',
  'renderError.text':
    'This page could not be shown because of a problem on our side, and we have been told about it. Try again, or go to the home page.',
  'renderError.home': 'Go to home',

  'notFound.title': 'Oops! Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Return to Home',

  // Ratings, on product cards everywhere (the home page's included): part of the first download.
  // Before a product's or seller's first rating; worded apart from a product's condition "New".
  'reviews.notRated': 'No ratings yet',
  'reviews.starsLabel': '{rating} out of 5 stars',
  'reviews.ratingCount': '({total} ratings)',
  'reviews.ratingCount_one': '(1 rating)',
} as const;
