import type { home as english } from '../en/home';

export const home = {
  'home.hero.title': 'ගොවීන් ගැනුම්කරුවන් සමඟ සම්බන්ධ කරමු',
  'home.hero.subtitle': 'ශ්‍රී ලාංකීය ගොවිපළවලින් සෘජුවම නැවුම් එළවළු, පලතුරු, සතුන්, බීජ සහ ගොවි උපකරණ. මාර්ගගතව ඇණවුම් කර, භාණ්ඩ ලැබුණු විට මුදලින් ගෙවන්න.',
  'home.hero.startBuying': 'මිලදී ගැනීම අරඹන්න',
  'home.hero.startSelling': 'විකිණීම අරඹන්න',

  'home.categories.title': 'කාණ්ඩ අනුව සොයන්න',
  'home.categories.count': 'භාණ්ඩ {count}',
  'home.categories.count_one': 'භාණ්ඩ {count}',

  'home.featured.title': 'විශේෂිත භාණ්ඩ',
  'home.featured.subtitle': 'ශ්‍රී ලංකාව පුරා ගොවීන්ගේ නවතම දැන්වීම්',
  'home.featured.viewAll': 'සියලු භාණ්ඩ බලන්න',
  'home.featured.loading': 'විශේෂිත භාණ්ඩ පූරණය වෙමින්',
  'home.featured.empty': 'තවම කිසිදු භාණ්ඩයක් ලැයිස්තුගත කර නැත',
  'home.featured.emptyText': 'ඔබේ අස්වැන්න රට පුරා ගැනුම්කරුවන්ට පිරිනමන පළමු ගොවියා වන්න.',
  'home.featured.emptyAction': 'විකිණීම අරඹන්න',
  'home.featured.noPhoto': 'තවම ඡායාරූපයක් නැත',

  'home.stats.title': 'අද Govi Market',
  'home.stats.members': 'සාමාජිකයින්',
  'home.stats.sellers': 'විකුණුම්කරුවන්',
  'home.stats.activeProducts': 'විකිණීමට ඇති භාණ්ඩ',
} satisfies Record<keyof typeof english, string>;
