import type { common as english } from '../en/common';

export const common = {
  'app.name': 'Govi Market',
  'app.skipToContent': 'முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்',
  'app.demoMarket': 'மாதிரிச் சந்தை: இங்குள்ள விவசாயிகளும் பொருட்களும் கற்பனையானவை.',

  'nav.main': 'முதன்மை',
  'nav.browse': 'பொருட்களைப் பார்',
  'nav.about': 'எங்களைப் பற்றி',
  'nav.support': 'உதவி',
  'nav.myOrders': 'எனது ஆர்டர்கள்',
  'nav.account': 'கணக்கு',
  'nav.admin': 'சந்தையை நடத்துதல்',
  'nav.install': 'செயலியை நிறுவு',
  'connection.offline': 'நீங்கள் இணையத்துடன் இணைக்கப்படவில்லை. மீண்டும் இணையும் வரை சில பகுதிகள் ஏற்றப்படாது.',
  'connection.back': 'நீங்கள் மீண்டும் இணையத்துடன் இணைந்துள்ளீர்கள்.',
  'connection.offlineSaved': 'நீங்கள் இணையத்துடன் இணைக்கப்படவில்லை. இந்தப் பக்கம் {time} மணிக்குச் சேமிக்கப்பட்டது.',
  'offline.title': 'நீங்கள் இணையத்துடன் இணைக்கப்படவில்லை',
  'offline.intro': 'இந்தப் பக்கம் இந்தச் சாதனத்தில் சேமிக்கப்படவில்லை. இந்தப் பக்கங்கள் சேமிக்கப்பட்டுள்ளன, இணையம் இல்லாமலும் திறக்கும்:',
  'offline.none': 'இந்தச் சாதனத்தில் இன்னும் பக்கங்கள் சேமிக்கப்படவில்லை. இணைப்பில் இருக்கும்போது நீங்கள் திறக்கும் பக்கங்கள் இதுபோன்ற நேரங்களுக்காக வைக்கப்படும்.',
  'offline.retry': 'மீண்டும் முயலுங்கள்',
  'update.ready': 'Govi Market-இன் புதிய பதிப்பு தயார்.',
  'update.reload': 'மீண்டும் ஏற்று',
  'nav.dashboard': 'கட்டுப்பாட்டுப் பலகை',
  'nav.signIn': 'உள்நுழை',
  'nav.signOut': 'வெளியேறு',
  'nav.cart': 'வண்டி',
  'nav.cartWithCount': 'வண்டி, {count} பொருட்கள்',
  'nav.cartWithCount_one': 'வண்டி, 1 பொருள்',
  'nav.notifications': 'அறிவிப்புகள்',
  'nav.menu': 'பட்டியல்',
  'nav.language': 'மொழி',
  'nav.home': 'Govi Market முகப்பு',

  'notifications.title': 'அறிவிப்புகள்',
  'notifications.empty': 'புதிய அறிவிப்புகள் இல்லை',

  'footer.tagline': 'இலங்கை விவசாயிகளை வாங்குபவர்களுடன் நியாயமாகவும் நேரடியாகவும் இணைக்கிறோம்.',
  'footer.marketplace': 'சந்தை',
  'footer.company': 'நிறுவனம்',
  'footer.help': 'உதவி',
  'footer.sell': 'விற்கத் தொடங்குங்கள்',
  'footer.payment': 'கட்டணம்: பொருள் கிடைக்கும்போது பணம்',
  'footer.rights': '© {year} Govi Market. இலங்கையில் உருவாக்கப்பட்டது.',

  'time.justNow': 'இப்போது',
  'time.minutesAgo': '{count} நிமிடங்களுக்கு முன்',
  'time.minutesAgo_one': '1 நிமிடத்திற்கு முன்',
  'time.hoursAgo': '{count} மணி நேரத்திற்கு முன்',
  'time.hoursAgo_one': '1 மணி நேரத்திற்கு முன்',
  'time.daysAgo': '{count} நாட்களுக்கு முன்',
  'time.daysAgo_one': '1 நாளுக்கு முன்',

  'action.logIn': 'உள்நுழை',
  'state.loading': 'ஏற்றப்படுகிறது...',

  'sponsored.label': 'விளம்பரம்',
  'sponsored.heading': 'விளம்பரப் பொருட்கள்',

  'state.retry': 'மீண்டும் முயற்சிக்கவும்',
  'confirm.decline': 'பின்செல்',
  'toast.error': 'பிழை',
  'toast.close': 'மூடு',
  'toast.region': 'செய்திகள்',

  'error.offline': 'நீங்கள் இணைய இணைப்பில் இல்லை, இதற்கு இணையம் தேவை. எதுவும் மாற்றப்படவில்லை: மீண்டும் இணைந்ததும் முயற்சிக்கவும்.',
  'error.network': 'Govi Market-ஐ அணுக முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  'error.generic': 'ஏதோ தவறு நடந்தது. மீண்டும் முயற்சிக்கவும்.',
  'error.rateLimited': 'அதிக முயற்சிகள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
  'error.unavailable': 'இதை இப்போது செய்ய முடியவில்லை. சில நிமிடங்களில் மீண்டும் முயற்சிக்கவும்.',
  'error.marketUnavailable': 'சந்தை சிறிது நேரம் கிடைக்கவில்லை. சிறிது நேரத்தில் மீண்டும் முயற்சிக்கவும்.',
  'error.forbiddenOrigin': 'இந்தப் பக்கம் பழையதாகிவிட்டது. மீண்டும் ஏற்றி மீண்டும் முயற்சிக்கவும்.',
  'error.signedOut': 'உங்கள் அமர்வு முடிந்துவிட்டது. மீண்டும் உள்நுழையவும்.',
  'error.invalidCharacter': 'உரையில் சேமிக்க முடியாத கண்ணுக்குத் தெரியாத எழுத்து உள்ளது. ஒட்டுவதற்குப் பதிலாக மீண்டும் தட்டச்சு செய்து மீண்டும் முயற்சிக்கவும்.',

  'renderError.title': 'ஏதோ தவறு நடந்தது',
  'renderError.text':
    'எங்கள் பக்கத்தில் ஏற்பட்ட சிக்கலால் இந்தப் பக்கத்தைக் காட்ட முடியவில்லை; இது எங்களுக்குத் தெரிவிக்கப்பட்டுள்ளது. மீண்டும் முயற்சிக்கவும், அல்லது முகப்புப் பக்கத்துக்குச் செல்லவும்.',
  'renderError.home': 'முகப்புக்குச் செல்',

  'notFound.title': 'அச்சச்சோ! பக்கம் கிடைக்கவில்லை',
  'notFound.text': 'நீங்கள் தேடும் பக்கம் இல்லை அல்லது இடம் மாறியுள்ளது.',
  'notFound.home': 'முகப்புக்குத் திரும்பு',

  // Ratings, on product cards everywhere (the home page's included): part of the first download.
  // Before a product's or seller's first rating; worded apart from a product's condition "New".
  'reviews.notRated': 'இன்னும் மதிப்பீடுகள் இல்லை',
  'reviews.starsLabel': '5 நட்சத்திரங்களில் {rating}',
  'reviews.ratingCount': '({total} மதிப்பீடுகள்)',
  'reviews.ratingCount_one': '(1 மதிப்பீடு)',
} satisfies Record<keyof typeof english, string>;
