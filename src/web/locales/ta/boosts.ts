import type { boosts as english } from '../en/boosts';

export const boosts = {
  'boosts.intro':
    '"பொருட்களைப் பார்" பக்கத்திலும் முகப்புப் பக்கத்திலும் உள்ள விளம்பரப் பொருட்களிடையே உங்கள் பொருளை வைத்து, அது என்ன பலன் தருகிறது எனப் பாருங்கள்.',
  'boosts.budgetNote':
    'தினசரி ஒதுக்கீடு பதிவு மட்டுமே செய்யப்படுகிறது, வசூலிக்கப்படுவதில்லை: இணைய வழிக் கட்டணம் இல்லை. ஒதுக்கீடு அதிகமானால், உங்கள் விளம்பரம் ஒரு விளம்பர இடத்தைப் பெறும் வாய்ப்பும் அதிகமாகும்.',
  'boosts.loadFailed': 'உங்கள் விளம்பரங்களை ஏற்ற முடியவில்லை.',
  'boosts.empty.title': 'இன்னும் விளம்பரங்கள் இல்லை',
  'boosts.empty.text': 'மேலே உங்கள் முதல் விளம்பரத்தைத் தொடங்குங்கள்: அது தரும் பலன் நாள்தோறும் இங்கே காட்டப்படும்.',

  'boosts.launch.heading': 'விளம்பரத்தைத் தொடங்கு',
  'boosts.launch.submit': 'விளம்பரத்தைத் தொடங்கு',
  'boosts.launch.launching': 'தொடங்குகிறது...',
  'boosts.launch.done': '{title} க்கான விளம்பரம் இப்போது இயங்குகிறது.',
  'boosts.launch.failed': 'விளம்பரம் தொடங்கப்படவில்லை',
  'boosts.launch.productsFailed': 'உங்கள் பொருட்களை ஏற்ற முடியவில்லை.',
  'boosts.launch.noProducts':
    'விளம்பரப்படுத்த, இருப்பு உள்ள பட்டியலிடப்பட்ட பொருள் எதுவும் உங்களிடம் இல்லை. ஒரு பொருளைச் சேர்க்கவும், அல்லது உங்கள் இருப்புப் பக்கத்தில் ஒன்றைப் பட்டியலிட்டு அதற்கு இருப்பைச் சேர்க்கவும்.',

  'boosts.form.product': 'பொருள்',
  'boosts.form.productPlaceholder': 'பொருளைத் தேர்க',
  'boosts.form.productBoosted': '{title} (அதன் விளம்பரம் இன்னும் முடியவில்லை)',
  'boosts.form.description': 'விளம்பரச் செய்தி',
  'boosts.form.descriptionPlaceholder': 'இந்த வார அறுவடையிலிருந்து புதியது, மாவட்டம் முழுவதும் விநியோகம்...',
  'boosts.form.descriptionHint': 'விளம்பர இடங்களில் உங்கள் பொருளுடன் காட்டப்படும். அதிகபட்சம் {max} எழுத்துகள்.',
  'boosts.form.dailyBudget': 'தினசரி ஒதுக்கீடு',
  'boosts.form.dailyBudgetHint': 'நாளொன்றுக்கு {min} முதல் {max} வரை, எ.கா. 2500.',
  'boosts.form.durationDays': 'நாட்களின் எண்ணிக்கை',
  'boosts.form.durationDaysHint': '{min} முதல் {max} நாட்கள் வரை.',
  'boosts.form.districts': 'மாவட்டங்கள் (விருப்பத்தேர்வு)',
  'boosts.form.districtsHint':
    'இந்த மாவட்டங்களில் தேடும் வாங்குபவர்களுக்கு மட்டும் விளம்பரம் காட்டப்படும். எதுவும் தேர்ந்தெடுக்கப்படாவிட்டால், எல்லா இடங்களிலும் காட்டப்படும்.',
  'boosts.form.districtsEverywhere': 'எல்லா மாவட்டங்களும்',
  'boosts.form.districtsChosen': '{districts} மாவட்டங்கள் தேர்ந்தெடுக்கப்பட்டன',
  'boosts.form.districtsChosen_one': '{districts} மாவட்டம் தேர்ந்தெடுக்கப்பட்டது',
  'boosts.form.districtsClear': 'அனைத்தையும் நீக்கு (எல்லா இடங்களிலும் காட்டு)',
  'boosts.form.error.budget': '{min} முதல் {max} வரையிலான தினசரி ஒதுக்கீட்டை உள்ளிடவும்.',
  'boosts.form.error.days': '{min} முதல் {max} வரையிலான நாட்களை முழு எண்ணாக உள்ளிடவும்.',
  'boosts.form.error.districts': 'பட்டியலிலிருந்து மாவட்டங்களைத் தேர்ந்தெடுக்கவும்.',

  'boosts.refusal.not_own_product': 'பொருளின் விற்பனையாளர் மட்டுமே அதை விளம்பரப்படுத்தவோ அதன் விளம்பரத்தை மாற்றவோ முடியும்.',
  'boosts.refusal.product_not_active': 'இந்தப் பொருள் பட்டியலிடப்படவில்லை. விளம்பரப்படுத்தும் முன் உங்கள் இருப்புப் பக்கத்தில் அதைப் பட்டியலிடுங்கள்.',
  'boosts.refusal.product_sold_out': 'இந்தப் பொருள் விற்றுத் தீர்ந்துவிட்டது. விளம்பரப்படுத்தும் முன் அதற்கு இருப்பைச் சேர்க்கவும்.',
  'boosts.refusal.already_boosted': 'இந்தப் பொருளுக்கு இன்னும் முடிவடையாத விளம்பரம் உள்ளது. அது முடிந்ததும் புதிய ஒன்றைத் தொடங்கலாம்.',
  'boosts.refusal.boost_ended': 'இந்த விளம்பரம் முடிந்துவிட்டது. புதிய ஒன்றைத் தொடங்குங்கள்.',
  'boosts.refusal.notFound': 'இந்த விளம்பரமோ அதன் பொருளோ இனி இல்லை.',

  'boosts.status.active': 'இயங்குகிறது',
  'boosts.status.paused': 'இடைநிறுத்தப்பட்டது',
  'boosts.status.completed': 'முடிந்தது',
  'boosts.pause': 'இடைநிறுத்து',
  'boosts.resume': 'மீண்டும் தொடங்கு',
  'boosts.paused': '{title} க்கான விளம்பரம் இடைநிறுத்தப்பட்டது. அதன் நாட்கள் தொடர்ந்து கழியும்.',
  'boosts.resumed': '{title} க்கான விளம்பரம் மீண்டும் இயங்குகிறது.',
  'boosts.pauseFailed': 'விளம்பரம் இடைநிறுத்தப்படவில்லை',
  'boosts.resumeFailed': 'விளம்பரம் மீண்டும் தொடங்கப்படவில்லை',

  'boosts.figures.impressions': 'காட்டப்பட்ட முறைகள்',
  'boosts.figures.clicks': 'கிளிக்குகள்',
  'boosts.figures.clickThroughRate': 'கிளிக் விகிதம்',
  'boosts.figures.orders': 'ஆர்டர்கள்',
  'boosts.figures.revenue': 'வருவாய்',
  'boosts.totals.heading': 'உங்கள் எல்லா விளம்பரங்களும் சேர்த்து',
  'boosts.totals.note':
    'காட்டப்பட்ட முறைகளிலும் கிளிக்குகளிலும் ஒவ்வொரு பார்வையாளரும் நாளொன்றுக்கு ஒருமுறை மட்டுமே கணக்கிடப்படுவார். விளம்பர அட்டையைக் கிளிக் செய்த {days} நாட்களுக்குள் இடப்பட்ட ஆர்டர் அந்த விளம்பரத்திற்குக் கணக்கிடப்படும்; ரத்துசெய்யப்பட்ட ஆர்டர்கள் சேர்க்கப்படாது.',
  'boosts.list.heading': 'உங்கள் விளம்பரங்கள்',

  'boosts.card.dailyBudget': 'தினசரி ஒதுக்கீடு',
  'boosts.card.runs': 'காலம்',
  'boosts.card.dates': '{start} முதல் {end} வரை',
  'boosts.card.days': '{days} நாட்கள்',
  'boosts.card.days_one': '{days} நாள்',
  'boosts.card.where': 'காட்டப்படும் இடம்',
  'boosts.card.everywhere': 'எல்லா மாவட்டங்களும்',
  'boosts.days.summary': 'நாள்வாரியாக ({days} நாட்கள்)',
  'boosts.days.summary_one': 'நாள்வாரியாக ({days} நாள்)',
  'boosts.days.caption': 'நாள்வாரியாக: {title}',

  'boosts.tips.heading': 'குறிப்புகள்',
  'boosts.tips.budget': 'நாளொன்றுக்கு {low}–{high} ஒதுக்கீட்டுடன் {from} முதல் {to} நாட்கள் வரை இயக்குவது பெரும்பாலான பொருட்களுக்கு நல்ல பலன் தரும்.',
  'boosts.tips.description': 'பொருளை ஏன் பார்க்க வேண்டும் என்பதை ஒரே வரியில் சொல்லுங்கள்: அதன் புத்துணர்வு, விலை, நீங்கள் விநியோகிக்கும் இடங்கள்.',
  'boosts.tips.districts':
    'அந்த மாவட்டங்களுக்கு மட்டுமே நீங்கள் விநியோகித்தால் மட்டும் மாவட்டங்களைத் தேர்ந்தெடுங்கள்; இல்லையெனில் எதையும் தேர்ந்தெடுக்காமல் விடுங்கள்.',
  'boosts.tips.watch':
    'கிளிக்குகளைக் கவனியுங்கள்: சில நாட்களுக்குப் பிறகும் குறைவான வாங்குபவர்களே கிளிக் செய்தால், வேறு சொற்களையோ சிறந்த படத்தையோ முயற்சிக்கவும்.',
} satisfies Record<keyof typeof english, string>;
