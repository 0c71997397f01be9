/** Texts of the Help Centre: FAQ, support hours and the contact form. */
export const support = {
  'support.title': 'Help Centre',
  'support.intro': 'Find answers to common questions, or send us a message.',

  'support.faq.title': 'Frequently Asked Questions',
  'support.faq.howToBuy.question': 'How do I buy on Govi Market?',
  'support.faq.howToBuy.answer':
    'Browse or search for products, add what you need to your cart and go to checkout. Enter your delivery address and phone number and place the order. You pay when the order arrives.',
  'support.faq.howToSell.question': 'How do I start selling?',
  'support.faq.howToSell.answer':
    'Sign in, open your Seller Dashboard and choose Add New Product. Give a title, category, price per unit, quantity, your district and up to 5 photos. Buyers can find your listing in Browse as soon as you list it.',
  'support.faq.payment.question': 'How do I pay for my order?',
  'support.faq.payment.answer':
    'Payment is cash on delivery. You pay in cash when your order is delivered; there is no online payment and you never need to give card details.',
  'support.faq.delivery.question': 'How does delivery work?',
  'support.faq.delivery.answer':
    'Sellers arrange their own shipping. The seller contacts you on the phone number you gave at checkout to agree a delivery time. There is no delivery charge on Govi Market.',
  'support.faq.tracking.question': 'How can I track my order?',
  'support.faq.tracking.answer':
    'Open My Orders to see each of your orders and the status of every item in it: pending, confirmed, delivered or cancelled. When a seller changes your order, the bell at the top of the page shows it straight away, without reloading. There is no tracking number: the seller calls you to agree the delivery time.',
  'support.faq.returns.question': 'What is the return policy?',
  'support.faq.returns.answer':
    'Returns for fresh produce are typically accepted within 24 hours of delivery. If something arrives damaged or not as described, contact the seller or write to us below as soon as possible.',
  'support.faq.quality.question': 'How do I know the products are of good quality?',
  'support.faq.quality.answer':
    'Sellers on Govi Market are farmers and producers. Before you order, look at the photos, the description, the product’s ratings and reviews, and the seller’s page with their rating and other products. Only buyers who received the product and paid for it on delivery can rate it, so every review is from a verified purchase.',
  'support.faq.account.question': 'How do I manage my account?',
  'support.faq.account.answer':
    'Sign in to see your orders, notifications and Seller Dashboard. You can change the language at any time from the top of the page. If you forget your password, you can set a new one from the sign-in page.',

  'support.hours.title': 'Support hours',
  'support.hours.days': 'Monday to Friday',
  'support.hours.time': '9:00 AM to 6:00 PM (Sri Lanka time)',
  'support.hours.response': 'We reply to every message within 24 hours.',
  'support.hours.responseKept':
    'This market does not send e-mail: your message is kept here for the people who run it, and we cannot promise how soon they will reply.',

  'support.form.title': 'Send us a message',
  'support.form.name': 'Name',
  'support.form.email': 'Email',
  'support.form.subject': 'Subject',
  'support.form.message': 'Message',
  'support.form.submit': 'Send Message',
  'support.form.sending': 'Sending...',
  'support.form.required': 'Fields marked * are required.',

  'support.toast.sent': 'Message Sent!',
  'support.toast.sentText': "We'll get back to you within 24 hours.",
  'support.toast.sentKeptText': 'It is kept for the people who run this market; we cannot promise how soon they will reply.',
} as const;
