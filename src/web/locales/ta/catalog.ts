import type { catalog as english } from '../en/catalog';

export const catalog = {
  'catalog.browseTitle': 'பொருட்களைப் பார்',
  'catalog.browseIntro': 'இலங்கை முழுவதுமுள்ள விவசாயிகளிடமிருந்து புதிய விளைபொருட்கள், கால்நடைகள், செடிகள், விதைகள் மற்றும் உபகரணங்கள்.',
  'catalog.productNotFound': 'பொருள் கிடைக்கவில்லை அல்லது கிடைக்கப்பெறாது',
  'catalog.sellerNotFound': 'இந்த விற்பனையாளரைக் கண்டுபிடிக்க முடியவில்லை.',
  'catalog.backToBrowse': 'பொருட்களுக்குத் திரும்பு',
} satisfies Record<keyof typeof english, string>;
