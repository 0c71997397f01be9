/** Texts of the About page: concept, mission and team. */
export const about = {
  'about.title': 'About Govi Market',
  'about.intro': 'Govi Market is an online marketplace where Sri Lankan farmers sell directly to households, shops and restaurants.',

  'about.concept.title': 'Our concept',
  'about.concept.text':
    '“Govi” means farmer in Sinhala. Farmers list their vegetables, fruits, grains, livestock, plants, seeds and equipment with a price and the district they sell from. Buyers find what they need, order online and pay in cash when the order arrives. Sellers arrange delivery themselves, so nothing stands between the farm and the buyer.',

  'about.mission.title': 'Our mission',
  'about.mission.text':
    'Fair prices for the people who grow our food, and fresh food for the people who buy it. A farmer in Anuradhapura or Jaffna should reach buyers in Colombo as easily as a neighbour down the road.',

  'about.values.title': 'What we care about',
  'about.values.direct.title': 'Direct and fair',
  'about.values.direct.text': 'Farmers set their own prices and deal with buyers directly, with no middleman taking a share.',
  'about.values.access.title': 'Made for every phone',
  'about.values.access.text': 'Small, fast pages that work on a basic Android phone and a slow mobile connection.',
  'about.values.language.title': 'In your language',
  'about.values.language.text': 'Every screen in Sinhala, Tamil and English. Switch at any time from the top of the page.',

  'about.team.title': 'Our team',
  'about.team.text':
    'Govi Market is built by a small team in Sri Lanka. We listen to the farmers and buyers who use it, and what they tell us decides what we build next.',
  'about.team.contact': 'Have an idea or a problem? Write to us in the Help Centre.',
  'about.team.contactLink': 'Contact us',

  'about.cta.browse': 'Browse products',
  'about.cta.sell': 'Start selling',
} as const;
