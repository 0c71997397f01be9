import type { common as english } from '../en/common';

export const common = {
  'app.name': 'Govi Market',
  'app.skipToContent': 'ප්‍රධාන අන්තර්ගතයට යන්න',
  'app.demoMarket': 'ආදර්ශන වෙළඳපොළ: මෙහි සිටින ගොවීන් සහ භාණ්ඩ මනඃකල්පිත ය.',

  'nav.main': 'ප්‍රධාන',
  'nav.browse': 'භාණ්ඩ බලන්න',
  'nav.about': 'අප ගැන',
  'nav.support': 'සහාය',
  'nav.myOrders': 'මගේ ඇණවුම්',
  'nav.account': 'ගිණුම',
  'nav.install': 'යෙදුම ස්ථාපනය කරන්න',
  'connection.offline': 'ඔබ අන්තර්ජාලයට සම්බන්ධ වී නැත. නැවත සම්බන්ධ වන තුරු සමහර දේ පූරණය නොවේ.',
  'connection.back': 'ඔබ නැවත අන්තර්ජාලයට සම්බන්ධ විය.',
  'connection.offlineSaved': 'ඔබ අන්තර්ජාලයට සම්බන්ධ වී නැත. මෙම පිටුව {time} ට සුරැකිණි.',
  'offline.title': 'ඔබ අන්තර්ජාලයට සම්බන්ධ වී නැත',
  'offline.intro': 'මෙම පිටුව මෙම උපාංගයේ සුරැකී නැත. මෙම පිටු සුරැකී ඇති අතර අන්තර්ජාලය නොමැතිව විවෘත වේ:',
  'offline.none': 'මෙම උපාංගයේ තවම පිටු සුරැකී නැත. සම්බන්ධව සිටියදී ඔබ විවෘත කරන පිටු මෙවැනි අවස්ථා සඳහා තබා ගැනේ.',
  'offline.retry': 'නැවත උත්සාහ කරන්න',
  'update.ready': 'Govi Market හි නව සංස්කරණයක් සූදානම්.',
  'update.reload': 'නැවත පූරණය කරන්න',
  'nav.dashboard': 'පාලක පුවරුව',
  'nav.signIn': 'පුරනය වන්න',
  'nav.signOut': 'ඉවත් වන්න',
  'nav.cart': 'කරත්තය',
  'nav.cartWithCount': 'කරත්තය, නිෂ්පාදන {count}',
  'nav.cartWithCount_one': 'කරත්තය, නිෂ්පාදන 1',
  'nav.notifications': 'දැනුම්දීම්',
  'nav.menu': 'මෙනුව',
  'nav.language': 'භාෂාව',
  'nav.home': 'Govi Market මුල් පිටුව',

  'notifications.title': 'දැනුම්දීම්',
  'notifications.empty': 'නව දැනුම්දීම් නැත',

  'footer.tagline': 'ශ්‍රී ලාංකීය ගොවීන් ගැනුම්කරුවන් සමඟ සාධාරණව හා සෘජුව සම්බන්ධ කරයි.',
  'footer.marketplace': 'වෙළඳපොළ',
  'footer.company': 'ආයතනය',
  'footer.help': 'උදව්',
  'footer.sell': 'විකිණීම අරඹන්න',
  'footer.payment': 'ගෙවීම: භාණ්ඩ ලැබුණු විට මුදලින්',
  'footer.rights': '© {year} Govi Market. ශ්‍රී ලංකාවේ නිමවන ලදී.',

  'time.justNow': 'දැන්මයි',
  'time.minutesAgo': 'මිනිත්තු {count}කට පෙර',
  'time.minutesAgo_one': 'මිනිත්තුවකට පෙර',
  'time.hoursAgo': 'පැය {count}කට පෙර',
  'time.hoursAgo_one': 'පැයකට පෙර',
  'time.daysAgo': 'දින {count}කට පෙර',
  'time.daysAgo_one': 'දිනකට පෙර',

  'action.logIn': 'පුරනය වන්න',
  'state.loading': 'පූරණය වෙමින්...',

  'sponsored.label': 'අනුග්‍රහය දක්වන ලද',
  'sponsored.heading': 'අනුග්‍රහය දක්වන ලද භාණ්ඩ',

  'state.retry': 'නැවත උත්සාහ කරන්න',
  'confirm.decline': 'ආපසු යන්න',
  'toast.error': 'දෝෂයකි',
  'toast.close': 'වසන්න',
  'toast.region': 'පණිවිඩ',

  'error.network': 'Govi Market වෙත සම්බන්ධ විය නොහැක. ඔබගේ සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  'error.generic': 'යමක් වැරදී ඇත. කරුණාකර නැවත උත්සාහ කරන්න.',
  'error.rateLimited': 'උත්සාහයන් වැඩියි. මිනිත්තු කිහිපයක් රැඳී සිට නැවත උත්සාහ කරන්න.',
  'error.unavailable': 'මෙය දැන් කළ නොහැක. මිනිත්තු කිහිපයකින් නැවත උත්සාහ කරන්න.',
  'error.marketUnavailable': 'වෙළඳපොළ මොහොතකට ලබා ගත නොහැක. කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න.',
  'error.forbiddenOrigin': 'මෙම පිටුව යාවත්කාලීන නැත. එය නැවත පූරණය කර නැවත උත්සාහ කරන්න.',
  'error.signedOut': 'ඔබගේ සැසිය අවසන් වී ඇත. කරුණාකර නැවත පුරනය වන්න.',
  'error.invalidCharacter': 'පෙළෙහි සුරැකිය නොහැකි නොපෙනෙන අක්ෂරයක් ඇත. එය ඇලවීම වෙනුවට නැවත ටයිප් කර නැවත උත්සාහ කරන්න.',

  'renderError.title': 'යමක් වැරදී ඇත',
  'renderError.text': 'අපගේ පැත්තේ ඇති වූ ගැටලුවක් නිසා මෙම පිටුව පෙන්විය නොහැකි විය; ඒ ගැන අපට දන්වා ඇත. නැවත උත්සාහ කරන්න, නැතහොත් මුල් පිටුවට යන්න.',
  'renderError.home': 'මුල් පිටුවට යන්න',

  'notFound.title': 'අපොයි! පිටුව හමු නොවීය',
  'notFound.text': 'ඔබ සොයන පිටුව නොපවතී හෝ වෙනත් තැනකට ගෙන ගොස් ඇත.',
  'notFound.home': 'මුල් පිටුවට යන්න',

  // Ratings, on product cards everywhere (the home page's included): part of the first download.
  // Before a product's or seller's first rating; worded apart from a product's condition "New".
  'reviews.notRated': 'තවම ඇගයීම් නැත',
  'reviews.starsLabel': 'තරු 5න් {rating}',
  'reviews.ratingCount': '(ඇගයීම් {total})',
  'reviews.ratingCount_one': '(ඇගයීම් {count})',
} satisfies Record<keyof typeof english, string>;
