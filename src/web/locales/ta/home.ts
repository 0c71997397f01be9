import type { home as english } from '../en/home';

export const home = {
  'home.hero.title': 'விவசாயிகளையும் வாங்குபவர்களையும் இணைக்கிறோம்',
  'home.hero.subtitle':
    'இலங்கைப் பண்ணைகளிலிருந்து நேரடியாகப் புதிய காய்கறிகள், பழங்கள், கால்நடைகள், விதைகள் மற்றும் பண்ணை உபகரணங்கள். இணையத்தில் ஆர்டர் செய்து, பொருள் கிடைக்கும்போது பணமாகச் செலுத்துங்கள்.',
  'home.hero.startBuying': 'வாங்கத் தொடங்குங்கள்',
  'home.hero.startSelling': 'விற்கத் தொடங்குங்கள்',

  'home.categories.title': 'வகை வாரியாகத் தேடுங்கள்',
  'home.categories.count': '{count} பொருட்கள்',
  'home.categories.count_one': '1 பொருள்',

  'home.featured.title': 'சிறப்புப் பொருட்கள்',
  'home.featured.subtitle': 'இலங்கை முழுவதுமுள்ள விவசாயிகளின் புதிய பட்டியல்கள்',
  'home.featured.viewAll': 'அனைத்துப் பொருட்களையும் பார்க்க',
  'home.featured.loading': 'சிறப்புப் பொருட்கள் ஏற்றப்படுகின்றன',
  'home.featured.empty': 'இதுவரை எந்தப் பொருளும் பட்டியலிடப்படவில்லை',
  'home.featured.emptyText': 'உங்கள் அறுவடையை நாடு முழுவதுமுள்ள வாங்குபவர்களுக்கு முதலில் வழங்குபவராக இருங்கள்.',
  'home.featured.emptyAction': 'விற்கத் தொடங்குங்கள்',
  'home.featured.noPhoto': 'இன்னும் புகைப்படம் இல்லை',

  'home.stats.title': 'இன்று Govi Market',
  'home.stats.members': 'உறுப்பினர்கள்',
  'home.stats.sellers': 'விற்பனையாளர்கள்',
  'home.stats.activeProducts': 'விற்பனைக்குள்ள பொருட்கள்',
} satisfies Record<keyof typeof english, string>;
