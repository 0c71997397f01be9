import type { auth as english } from '../en/auth';

export const auth = {
  'auth.title': 'Govi Market වෙත සාදරයෙන් පිළිගනිමු',
  'auth.intro': 'මිලදී ගැනීමට සහ විකිණීමට පුරනය වන්න, නැතහොත් නොමිලේ ගිණුමක් සාදන්න.',
  'auth.tabs': 'පුරනය වන්න හෝ ගිණුමක් සාදන්න',
  'auth.tab.signIn': 'පුරනය වන්න',
  'auth.tab.signUp': 'ලියාපදිංචි වන්න',

  'auth.field.email': 'ඊමේල්',
  'auth.field.password': 'මුරපදය',
  'auth.field.firstName': 'මුල් නම',
  'auth.field.lastName': 'වාසගම',
  'auth.field.newPassword': 'නව මුරපදය',
  'auth.field.repeatPassword': 'මුරපදය නැවත ඇතුළත් කරන්න',
  'auth.field.confirmPassword': 'නව මුරපදය තහවුරු කරන්න',
  'auth.hint.password': 'අවම වශයෙන් අක්ෂර {min}ක්.',

  'auth.signIn.submit': 'පුරනය වන්න',
  'auth.signIn.busy': 'පුරනය වෙමින්...',
  'auth.signIn.successTitle': 'නැවතත් සාදරයෙන් පිළිගනිමු!',
  'auth.signIn.successText': 'ඔබ සාර්ථකව පුරනය විය.',

  'auth.signUp.submit': 'ගිණුම සාදන්න',
  'auth.signUp.busy': 'ගිණුම සාදමින්...',
  'auth.signUp.successTitle': 'සාදරයෙන් පිළිගනිමු!',
  'auth.signUp.successText': 'ඔබගේ ගිණුම සාර්ථකව සාදන ලදී.',
  'auth.signUp.confirmTitle': 'සාර්ථකයි!',
  'auth.signUp.confirmText': 'ඔබගේ ගිණුම තහවුරු කිරීමට කරුණාකර ඔබගේ ඊමේල් පරීක්ෂා කරන්න.',
  'auth.signUp.checkEmailHeading': 'ඔබගේ ඊමේල් පරීක්ෂා කරන්න',
  'auth.signUp.checkEmailText':
    'අපි {email} වෙත තහවුරු කිරීමේ සබැඳියක් යැව්වෙමු. ඔබගේ ගිණුම තහවුරු කර මුරපදය තෝරා ගැනීමට එය විවෘත කරන්න; එවිට ඔබ පුරනය වනු ඇත.',
  'auth.signUp.checkEmailSpam': 'මිනිත්තු කිහිපයකට පසුවත් ඊමේල් එකක් නොලැබුණාද? අනවශ්‍ය තැපැල් (ස්පෑම්) ෆෝල්ඩරය බලන්න.',
  'auth.signUp.startOver': 'වෙනත් ඊමේල් ලිපිනයක් භාවිත කරන්න',

  'auth.forgot.toggle': 'මුරපදය අමතක වුණාද?',
  'auth.forgot.heading': 'ඔබගේ මුරපදය යළි සකසන්න',
  'auth.forgot.intro': 'ඔබගේ ගිණුමේ ඊමේල් ලිපිනය ඇතුළත් කරන්න. නව මුරපදයක් තෝරා ගැනීමට අපි ඔබට සබැඳියක් එවන්නෙමු.',
  'auth.forgot.submit': 'යළි සැකසීමේ සබැඳිය එවන්න',
  'auth.forgot.busy': 'යවමින්...',
  'auth.forgot.sent': 'එම ලිපිනයට ගිණුමක් ඇත්නම්, මුරපදය යළි සැකසීමට අපි සබැඳියක් යවා ඇත්තෙමු.',
  'auth.forgot.mailDisabled':
    'මුරපදය යළි සැකසීමට ඊමේල් අවශ්‍ය වුවත්, මෙම සේවාදායකයේ ඊමේල් සකසා නැත. කරුණාකර සහාය කණ්ඩායම අමතන්න; ඔබගේ ගිණුමට නැවත පිවිසීමට අපි උදව් කරන්නෙමු.',
  'auth.forgot.contactSupport': 'සහාය කණ්ඩායම අමතන්න',

  'auth.reset.heading': 'නව මුරපදයක් තෝරන්න',
  'auth.reset.intro': 'ඔබගේ Govi Market ගිණුම සඳහා නව මුරපදයක් ඇතුළත් කරන්න.',
  'auth.reset.submit': 'නව මුරපදය සුරකින්න',
  'auth.reset.busy': 'සුරකිමින්...',
  'auth.reset.successTitle': 'මුරපදය වෙනස් කරන ලදී',
  'auth.reset.successText': 'දැන් ඔබට නව මුරපදයෙන් පුරනය විය හැක.',
  'auth.reset.invalidHeading': 'මෙම සබැඳිය තවදුරටත් ක්‍රියා නොකරයි',
  'auth.reset.invalidText':
    'මුරපදය යළි සැකසීමේ සබැඳියක් ක්‍රියා කරන්නේ එක් වරක් පමණක්, සීමිත කාලයක් තුළ පමණි. නව සබැඳියක් ලබා ගැනීමට පුරනය වීමේ පිටුවට ගොස් "මුරපදය අමතක වුණාද?" තෝරන්න.',
  'auth.reset.backToSignIn': 'පුරනය වීමේ පිටුවට ආපසු',

  'auth.confirm.heading': 'ඔබගේ ගිණුම තහවුරු කරන්න',
  'auth.confirm.intro':
    'ඔබ පුරනය වීමට භාවිත කරන මුරපදය තෝරන්න. එය ලියාපදිංචි වන විට ඔබ ඇතුළත් කළ මුරපදයම විය හැක; මෙම පියවරට පෙර සකසා තිබූ වෙනත් ඕනෑම මුරපදයක් තවදුරටත් ක්‍රියා නොකරයි.',
  'auth.confirm.submit': 'තහවුරු කර පුරනය වන්න',
  'auth.confirm.busy': 'තහවුරු කරමින්...',
  'auth.confirm.successTitle': 'ගිණුම තහවුරු කරන ලදී',
  'auth.confirm.successText': 'Govi Market වෙත සාදරයෙන් පිළිගනිමු. ඔබ පුරනය වී ඇත.',
  'auth.confirm.invalidHeading': 'මෙම සබැඳිය තවදුරටත් ක්‍රියා නොකරයි',
  'auth.confirm.invalidText':
    'තහවුරු කිරීමේ සබැඳි පැය 24ක් වලංගු වේ. නව සබැඳියක් ලබා ගැනීමට ඔබගේ ඊමේල් ලිපිනයෙන් පුරනය වන්න, නැතහොත් පුරනය වීමේ පිටුවේ "මුරපදය අමතක වුණාද?" තෝරන්න.',
  'auth.confirm.alreadyHeading': 'ඔබගේ ගිණුම දැනටමත් තහවුරු කර ඇත',
  'auth.confirm.alreadyText': 'ඔබගේ ඊමේල් ලිපිනය සහ මුරපදය සමඟ පුරනය වන්න. මුරපදය නොදන්නේ නම්, "මුරපදය අමතක වුණාද?" තෝරන්න.',

  'auth.error.invalidCredentials': 'ඊමේල් ලිපිනය හෝ මුරපදය වැරදියි.',
  'auth.error.accountExists': 'මෙම ඊමේල් ලිපිනයෙන් දැනටමත් ගිණුමක් ඇත. කරුණාකර ඒ වෙනුවට පුරනය වන්න.',
  'auth.error.emailNotVerified':
    'කරුණාකර පළමුව ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න: අප ඔබට එවූ ඊමේල් පණිවිඩයේ ඇති සබැඳිය විවෘත කරන්න. මිනිත්තු කිහිපයකට පසුවත් ඊමේල් එකක් නොලැබුණාද? අනවශ්‍ය තැපැල් (ස්පෑම්) ෆෝල්ඩරය බලන්න.',
  'auth.error.invalidToken': 'මෙම මුරපදය යළි සැකසීමේ සබැඳිය වලංගු නැත, නැතහොත් කල් ඉකුත් වී ඇත.',
  'auth.error.passwordMismatch': 'මුරපද දෙක නොගැළපේ.',
} satisfies Record<keyof typeof english, string>;
