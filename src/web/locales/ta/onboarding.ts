import type { onboarding as en } from '../en/onboarding';

export const onboarding = {
  'onboarding.progress': 'படி {step} / {total}',
  'onboarding.back': 'பின்செல்',
  'onboarding.next': 'அடுத்தது',
  'onboarding.skip': 'இப்போதைக்குத் தவிர்',
  'onboarding.getStarted': 'தொடங்குங்கள்',

  'onboarding.welcome.title': 'Govi Market-க்கு வரவேற்கிறோம்!',
  'onboarding.welcome.body': 'இலங்கை முழுவதும் உள்ள விவசாயிகள் மற்றும் வாங்குபவர்களுடன் நேரடியாக இணையுங்கள். சில எளிய படிகளில் உங்கள் கணக்கை அமைப்போம்.',

  'onboarding.interest.title': 'நீங்கள் இங்கு எதற்காக வந்தீர்கள்?',
  'onboarding.interest.body':
    'நீங்கள் செய்ய விரும்புவதைத் தேர்ந்தெடுங்கள். எதைத் தேர்ந்தாலும் எல்லா அம்சங்களும் உங்களுக்குத் திறந்திருக்கும்: இது உங்கள் வழிகாட்டலை மட்டுமே மாற்றும்.',
  'onboarding.interest.buyer': 'நான் வாங்க விரும்புகிறேன்',
  'onboarding.interest.buyer.hint': 'விவசாயிகளிடமிருந்து நேரடியாகப் புதிய விளைபொருட்கள்',
  'onboarding.interest.seller': 'நான் விற்க விரும்புகிறேன்',
  'onboarding.interest.seller.hint': 'என் விளைச்சலைப் பட்டியலிட்டு வாங்குபவர்களை அடைய',
  'onboarding.interest.both': 'இரண்டும்',
  'onboarding.interest.both.hint': 'Govi Market-இல் வாங்கவும் விற்கவும்',

  'onboarding.confirm.buyer.title': 'அருமை! நீங்கள் வாங்க வந்துள்ளீர்கள்',
  'onboarding.confirm.buyer.body':
    'உள்ளூர் விவசாயிகளிடமிருந்து புதிய விளைபொருட்களைக் கண்டறிந்து, பொருள் கைக்கு வந்ததும் பணமாகச் செலுத்தி ஆர்டர் செய்வது எப்படி என்று காட்டுவோம்.',
  'onboarding.confirm.seller.title': 'அருமை! நீங்கள் விற்க வந்துள்ளீர்கள்',
  'onboarding.confirm.seller.body': 'உங்கள் பொருட்களைப் பட்டியலிட்டு, வாங்குபவர்கள் உங்களிடம் செய்யும் ஆர்டர்களைக் கையாள்வது எப்படி என்று காட்டுவோம்.',
  'onboarding.confirm.both.title': 'அருமை! நீங்கள் வாங்கவும் விற்கவும் வந்துள்ளீர்கள்',
  'onboarding.confirm.both.body': 'மற்ற விவசாயிகளிடமிருந்து வாங்குவது எப்படி, உங்கள் சொந்த விளைச்சலை விற்பது எப்படி என்று காட்டுவோம்.',

  'onboarding.features.title': 'முக்கிய அம்சங்கள்',
  'onboarding.features.body': 'நீங்கள் அதிகம் பயன்படுத்துபவை:',
  'onboarding.features.browse': 'உலாவுதல் & தேடுதல்',
  'onboarding.features.browse.body': 'பெயர், வகை, மாவட்டம், விலை மூலம் பொருட்களைக் கண்டறியுங்கள்.',
  'onboarding.features.ordering': 'எளிதான ஆர்டர்',
  'onboarding.features.ordering.body': 'வண்டியில் சேர்த்து, ஆர்டர் வந்ததும் பணமாகச் செலுத்துங்கள்.',
  'onboarding.features.listing': 'பொருட்களைப் பட்டியலிடுதல்',
  'onboarding.features.listing.body': 'படங்கள், விலை, அளவுடன் உங்கள் விளைச்சலைச் சில நிமிடங்களில் சேர்க்கவும்.',
  'onboarding.features.sales': 'விற்பனையைக் கண்காணித்தல்',
  'onboarding.features.sales.body': 'புதிய ஆர்டர்களைப் பார்த்து, உங்கள் கட்டுப்பாட்டுப் பலகையில் இருப்பை நிர்வகியுங்கள்.',

  'onboarding.done.title': 'நீங்கள் தயார்!',
  'onboarding.done.body': 'நீங்கள் Govi Market-ஐ இவ்வாறு பயன்படுத்தலாம்:',
  'onboarding.done.buyer': 'வாங்குபவர்',
  'onboarding.done.seller': 'விற்பவர்',

  'onboarding.reminder.title': 'உங்கள் அறிமுக அமைப்பை நிறைவு செய்யுங்கள்',
  'onboarding.reminder.body': 'Govi Market-ஐ முழுமையாகப் பயன்படுத்த உங்கள் கணக்கை அமைத்து முடியுங்கள்.',
  'onboarding.reminder.continue': 'அமைப்பைத் தொடரவும்',
  'onboarding.reminder.dismiss': 'நிராகரி',
} satisfies Record<keyof typeof en, string>;
