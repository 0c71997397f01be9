import type { onboarding as en } from '../en/onboarding';

export const onboarding = {
  'onboarding.progress': 'පියවර {step} / {total}',
  'onboarding.back': 'ආපසු',
  'onboarding.next': 'ඊළඟ',
  'onboarding.skip': 'දැනට මඟ හරින්න',
  'onboarding.getStarted': 'ආරම්භ කරන්න',

  'onboarding.welcome.title': 'Govi Market වෙත සාදරයෙන් පිළිගනිමු!',
  'onboarding.welcome.body': 'ශ්‍රී ලංකාව පුරා ගොවීන් සහ ගැනුම්කරුවන් සමඟ සෘජුවම සම්බන්ධ වන්න. ඉක්මන් පියවර කිහිපයකින් ඔබේ ගිණුම සකසමු.',

  'onboarding.interest.title': 'ඔබ මෙහි පැමිණියේ කුමක් සඳහාද?',
  'onboarding.interest.body': 'ඔබට කිරීමට අවශ්‍ය දේ තෝරන්න. ඔබ කුමක් තෝරා ගත්තද සියලු විශේෂාංග ඔබට විවෘතයි: මෙය ඔබේ මඟපෙන්වීම පමණක් සකසයි.',
  'onboarding.interest.buyer': 'මට මිලදී ගැනීමට අවශ්‍යයි',
  'onboarding.interest.buyer.hint': 'ගොවීන්ගෙන් සෘජුවම නැවුම් නිෂ්පාදන',
  'onboarding.interest.seller': 'මට විකිණීමට අවශ්‍යයි',
  'onboarding.interest.seller.hint': 'මගේ අස්වැන්න ලැයිස්තුගත කර ගැනුම්කරුවන් වෙත ළඟා වන්න',
  'onboarding.interest.both': 'දෙකම',
  'onboarding.interest.both.hint': 'Govi Market හි මිලදී ගන්න සහ විකුණන්න',

  'onboarding.confirm.buyer.title': 'නියමයි! ඔබ මෙහි සිටින්නේ මිලදී ගැනීමටයි',
  'onboarding.confirm.buyer.body': 'ප්‍රාදේශීය ගොවීන්ගෙන් නැවුම් නිෂ්පාදන සොයාගෙන, භාණ්ඩ ලැබෙන විට මුදලින් ගෙවා ඇණවුම් කරන ආකාරය අපි ඔබට පෙන්වන්නෙමු.',
  'onboarding.confirm.seller.title': 'නියමයි! ඔබ මෙහි සිටින්නේ විකිණීමටයි',
  'onboarding.confirm.seller.body': 'ඔබේ නිෂ්පාදන ලැයිස්තුගත කර, ගැනුම්කරුවන් ඔබට එවන ඇණවුම් කළමනාකරණය කරන ආකාරය අපි ඔබට පෙන්වන්නෙමු.',
  'onboarding.confirm.both.title': 'නියමයි! ඔබ මෙහි සිටින්නේ මිලදී ගැනීමට සහ විකිණීමටයි',
  'onboarding.confirm.both.body': 'වෙනත් ගොවීන්ගෙන් මිලදී ගන්නා ආකාරය සහ ඔබේම අස්වැන්න විකුණන ආකාරය අපි ඔබට පෙන්වන්නෙමු.',

  'onboarding.features.title': 'ප්‍රධාන විශේෂාංග',
  'onboarding.features.body': 'ඔබ වැඩිපුරම භාවිත කරන දේ:',
  'onboarding.features.browse': 'පිරික්සීම සහ සෙවීම',
  'onboarding.features.browse.body': 'නම, කාණ්ඩය, දිස්ත්‍රික්කය සහ මිල අනුව නිෂ්පාදන සොයන්න.',
  'onboarding.features.ordering': 'පහසු ඇණවුම්',
  'onboarding.features.ordering.body': 'කරත්තයට එක් කර, ඇණවුම ලැබෙන විට මුදලින් ගෙවන්න.',
  'onboarding.features.listing': 'නිෂ්පාදන ලැයිස්තුගත කිරීම',
  'onboarding.features.listing.body': 'ඡායාරූප, මිල සහ ප්‍රමාණය සමඟ ඔබේ අස්වැන්න මිනිත්තු කිහිපයකින් එක් කරන්න.',
  'onboarding.features.sales': 'විකුණුම් නිරීක්ෂණය',
  'onboarding.features.sales.body': 'නව ඇණවුම් බලා, ඔබේ පාලක පුවරුවෙන් තොගය කළමනාකරණය කරන්න.',

  'onboarding.done.title': 'ඔබ සූදානම්!',
  'onboarding.done.body': 'ඔබට Govi Market භාවිත කළ හැක්කේ:',
  'onboarding.done.buyer': 'ගැනුම්කරු',
  'onboarding.done.seller': 'විකුණුම්කරු',

  'onboarding.reminder.title': 'ඔබේ ආරම්භක සැකසුම සම්පූර්ණ කරන්න',
  'onboarding.reminder.body': 'Govi Market වෙතින් උපරිම ප්‍රයෝජන ලබා ගැනීමට ඔබේ ගිණුම සකසා අවසන් කරන්න.',
  'onboarding.reminder.continue': 'සැකසීම දිගටම කරන්න',
  'onboarding.reminder.dismiss': 'ඉවත් කරන්න',
} satisfies Record<keyof typeof en, string>;
