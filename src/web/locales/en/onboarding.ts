/** Texts of the onboarding wizard and the bell's reminder card: the first sign-in walkthrough and the reminder it leaves. */
export const onboarding = {
  'onboarding.progress': 'Step {step} of {total}',
  'onboarding.back': 'Back',
  'onboarding.next': 'Next',
  'onboarding.skip': 'Skip for now',
  'onboarding.getStarted': 'Get Started',

  'onboarding.welcome.title': 'Welcome to Govi Market!',
  'onboarding.welcome.body': 'Connect directly with farmers and buyers across Sri Lanka. Let’s get you set up in a few quick steps.',

  'onboarding.interest.title': 'What brings you here?',
  'onboarding.interest.body':
    'Choose what you would like to do. Every feature stays open to you whatever you choose: this only shapes your walkthrough.',
  'onboarding.interest.buyer': 'I want to buy',
  'onboarding.interest.buyer.hint': 'Fresh produce straight from farmers',
  'onboarding.interest.seller': 'I want to sell',
  'onboarding.interest.seller.hint': 'List my harvest and reach buyers',
  'onboarding.interest.both': 'Both',
  'onboarding.interest.both.hint': 'Buy and sell on Govi Market',

  'onboarding.confirm.buyer.title': 'Great! You’re here to buy',
  'onboarding.confirm.buyer.body': 'We’ll show you how to find fresh produce from local farmers and order it, paying in cash on delivery.',
  'onboarding.confirm.seller.title': 'Great! You’re here to sell',
  'onboarding.confirm.seller.body': 'We’ll show you how to list your products and handle the orders buyers place with you.',
  'onboarding.confirm.both.title': 'Great! You’re here to buy and sell',
  'onboarding.confirm.both.body': 'We’ll show you how to buy from other farmers and how to sell your own produce.',

  'onboarding.features.title': 'Key features',
  'onboarding.features.body': 'What you will use most:',
  'onboarding.features.browse': 'Browse & Search',
  'onboarding.features.browse.body': 'Find products by name, category, district and price.',
  'onboarding.features.ordering': 'Easy Ordering',
  'onboarding.features.ordering.body': 'Add to your cart and pay in cash when the order arrives.',
  'onboarding.features.listing': 'List Products',
  'onboarding.features.listing.body': 'Add your produce with photos, price and quantity in minutes.',
  'onboarding.features.sales': 'Track Sales',
  'onboarding.features.sales.body': 'See new orders and manage your stock from your dashboard.',

  'onboarding.done.title': 'You’re all set!',
  'onboarding.done.body': 'You are ready to use Govi Market as:',
  'onboarding.done.buyer': 'Buyer',
  'onboarding.done.seller': 'Seller',

  'onboarding.reminder.title': 'Complete your onboarding',
  'onboarding.reminder.body': 'Finish setting up your account to get the most out of Govi Market.',
  'onboarding.reminder.continue': 'Continue Setup',
  'onboarding.reminder.dismiss': 'Dismiss',
} as const;
