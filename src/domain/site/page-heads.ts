import type { Language } from '../i18n/languages';
import type { PageId } from './pages';
import { pageTitles } from './page-titles';

export { pageHeadTitle } from './page-titles';

export type PageHeadText = { title: string; description: string };

/** What each page says about itself in link previews and to search engines, in each language; the server writes it. */
const pageDescriptions: Record<Language, Record<PageId, string>> = {
  en: {
    home: 'Govi Market connects Sri Lankan farmers with buyers: vegetables, fruits, grains, livestock, seeds and equipment, paid cash on delivery.',
    browse: 'Search fresh produce, livestock, plants, seeds and farm equipment from farmers across Sri Lanka.',
    product: 'A listing on Govi Market, the marketplace for Sri Lankan farmers.',
    seller: 'A farmer selling on Govi Market.',
    about: 'Why Govi Market exists: fair prices for Sri Lankan farmers and fresh food for buyers.',
    support: 'Answers to common questions about buying and selling on Govi Market, and a way to reach us.',
    auth: 'Sign in or create your Govi Market account.',
    resetPassword: 'Choose a new password for your Govi Market account.',
    confirmEmail: 'Confirm your e-mail address and choose your Govi Market password.',
    cart: 'Your shopping cart.',
    checkout: 'Place your order.',
    orderConfirmation: 'Your order details.',
    orders: 'Your orders.',
    account: 'Your mobile number and the text messages you get.',
    sellerDashboard: 'Your sales at a glance.',
    sellerOrders: 'What buyers have ordered from you, and where to deliver it.',
    addProduct: 'List a new product.',
    editProduct: 'Change your listing.',
    manageInventory: 'Your products and stock.',
    analytics: 'How your products sell.',
    viewCustomers: 'The buyers who ordered from you.',
    salesReports: 'Your sales over a chosen period.',
    runAds: 'Promote your listings.',
    admin: 'The console of the people who run Govi Market.',
    adminAudit: 'What the market’s operators did: who, when, on what and why.',
    adminSupport: 'The messages people sent Govi Market’s support.',
    adminSupportMessage: 'A message to Govi Market’s support, and its answers.',
    adminReviews: 'Reviews people reported, to keep or remove.',
    adminListings: 'Every listing on the market, to hide or list again.',
    adminAccounts: 'Every account on the market, to suspend or let back in.',
    adminVerifications: 'Sellers asking to be verified: their NIC and phone, to approve or refuse.',
    adminOverview:
      'What the whole market did per day, week and month: orders, sellers, buyers, cancellations, new accounts, reports and suspensions.',
    notFound: 'The page you were looking for does not exist.',
  },
  si: {
    home: 'Govi Market ශ්‍රී ලාංකීය ගොවීන් ගැනුම්කරුවන් සමඟ සම්බන්ධ කරයි: එළවළු, පලතුරු, ධාන්‍ය, සතුන්, බීජ සහ උපකරණ, භාණ්ඩ ලැබුණු විට මුදලින් ගෙවීම.',
    browse: 'ශ්‍රී ලංකාව පුරා ගොවීන්ගෙන් නැවුම් අස්වැන්න, සතුන්, පැළ, බීජ සහ ගොවි උපකරණ සොයන්න.',
    product: 'ශ්‍රී ලාංකීය ගොවීන්ගේ වෙළඳපොළ වන Govi Market හි දැන්වීමකි.',
    seller: 'Govi Market හි විකුණන ගොවියෙකි.',
    about: 'Govi Market ඇයි: ශ්‍රී ලාංකීය ගොවීන්ට සාධාරණ මිලක් සහ ගැනුම්කරුවන්ට නැවුම් ආහාර.',
    support: 'Govi Market හි මිලදී ගැනීම සහ විකිණීම පිළිබඳ පොදු ප්‍රශ්නවලට පිළිතුරු සහ අප හා සම්බන්ධ වීමට ක්‍රමයක්.',
    auth: 'පුරනය වන්න හෝ ඔබගේ Govi Market ගිණුම සාදන්න.',
    resetPassword: 'ඔබගේ Govi Market ගිණුමට නව මුරපදයක් තෝරන්න.',
    confirmEmail: 'ඔබගේ ඊමේල් ලිපිනය තහවුරු කර Govi Market මුරපදය තෝරන්න.',
    cart: 'ඔබගේ සාප්පු කරත්තය.',
    checkout: 'ඔබගේ ඇණවුම කරන්න.',
    orderConfirmation: 'ඔබගේ ඇණවුමේ විස්තර.',
    orders: 'ඔබගේ ඇණවුම්.',
    account: 'ඔබගේ ජංගම අංකය සහ ඔබට ලැබෙන කෙටි පණිවිඩ.',
    sellerDashboard: 'ඔබගේ විකුණුම් එක බැල්මකින්.',
    sellerOrders: 'ගැනුම්කරුවන් ඔබෙන් ඇණවුම් කළ දේ සහ එය බෙදා හැරිය යුතු තැන.',
    addProduct: 'නව භාණ්ඩයක් ලැයිස්තුගත කරන්න.',
    editProduct: 'ඔබගේ දැන්වීම වෙනස් කරන්න.',
    manageInventory: 'ඔබගේ භාණ්ඩ සහ තොගය.',
    analytics: 'ඔබගේ භාණ්ඩ විකිණෙන ආකාරය.',
    viewCustomers: 'ඔබෙන් ඇණවුම් කළ ගැනුම්කරුවන්.',
    salesReports: 'තෝරාගත් කාලයක ඔබගේ විකුණුම්.',
    runAds: 'ඔබගේ දැන්වීම් ප්‍රවර්ධනය කරන්න.',
    admin: 'Govi Market පවත්වාගෙන යන අයගේ කොන්සෝලය.',
    adminAudit: 'වෙළඳපොළේ ක්‍රියාකරුවන් කළ දේ: කවුද, කවදාද, කුමක් මතද, ඇයි.',
    adminSupport: 'ජනතාව Govi Market සහාය වෙත එවූ පණිවිඩ.',
    adminSupportMessage: 'Govi Market සහාය වෙත එවූ පණිවිඩයක් සහ එහි පිළිතුරු.',
    adminReviews: 'ජනතාව වාර්තා කළ සමාලෝචන, තබා ගැනීමට හෝ ඉවත් කිරීමට.',
    adminListings: 'වෙළඳපොළේ සියලු දැන්වීම්, සැඟවීමට හෝ නැවත ලැයිස්තුගත කිරීමට.',
    adminAccounts: 'වෙළඳපොළේ සියලු ගිණුම්, අත්හිටුවීමට හෝ නැවත ඇතුළු වීමට ඉඩ දීමට.',
    adminVerifications: 'තහවුරු කිරීම ඉල්ලන විකුණුම්කරුවන්: ඔවුන්ගේ ජාතික හැඳුනුම්පත සහ දුරකථනය, අනුමත කිරීමට හෝ ප්‍රතික්ෂේප කිරීමට.',
    adminOverview: 'මුළු වෙළඳපොළම දිනපතා, සතිපතා සහ මාසිකව කළ දේ: ඇණවුම්, විකුණුම්කරුවන්, ගැනුම්කරුවන්, අවලංගු කිරීම්, නව ගිණුම්, වාර්තා සහ අත්හිටුවීම්.',
    notFound: 'ඔබ සෙවූ පිටුව නොපවතී.',
  },
  ta: {
    home: 'Govi Market இலங்கை விவசாயிகளை வாங்குபவர்களுடன் இணைக்கிறது: காய்கறிகள், பழங்கள், தானியங்கள், கால்நடைகள், விதைகள் மற்றும் உபகரணங்கள், பொருள் கிடைக்கும்போது பணம்.',
    browse: 'இலங்கை முழுவதுமுள்ள விவசாயிகளின் புதிய விளைபொருட்கள், கால்நடைகள், செடிகள், விதைகள் மற்றும் பண்ணை உபகரணங்களைத் தேடுங்கள்.',
    product: 'இலங்கை விவசாயிகளின் சந்தையான Govi Market-இல் ஒரு விளம்பரம்.',
    seller: 'Govi Market-இல் விற்கும் ஒரு விவசாயி.',
    about: 'Govi Market ஏன்: இலங்கை விவசாயிகளுக்கு நியாயமான விலை, வாங்குபவர்களுக்குப் புதிய உணவு.',
    support: 'Govi Market-இல் வாங்குவது மற்றும் விற்பது பற்றிய பொதுவான கேள்விகளுக்கான பதில்களும் எங்களைத் தொடர்பு கொள்ளும் வழியும்.',
    auth: 'உள்நுழையுங்கள் அல்லது உங்கள் Govi Market கணக்கை உருவாக்குங்கள்.',
    resetPassword: 'உங்கள் Govi Market கணக்கிற்குப் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.',
    confirmEmail: 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தி Govi Market கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.',
    cart: 'உங்கள் கொள்முதல் வண்டி.',
    checkout: 'உங்கள் ஆர்டரைச் செய்யுங்கள்.',
    orderConfirmation: 'உங்கள் ஆர்டர் விவரங்கள்.',
    orders: 'உங்கள் ஆர்டர்கள்.',
    account: 'உங்கள் கைபேசி எண்ணும் நீங்கள் பெறும் குறுஞ்செய்திகளும்.',
    sellerDashboard: 'உங்கள் விற்பனை ஒரே பார்வையில்.',
    sellerOrders: 'வாங்குபவர்கள் உங்களிடம் ஆர்டர் செய்தவையும் அவற்றை வழங்க வேண்டிய இடமும்.',
    addProduct: 'புதிய பொருளைப் பட்டியலிடுங்கள்.',
    editProduct: 'உங்கள் விளம்பரத்தை மாற்றுங்கள்.',
    manageInventory: 'உங்கள் பொருட்களும் இருப்பும்.',
    analytics: 'உங்கள் பொருட்கள் எப்படி விற்கின்றன.',
    viewCustomers: 'உங்களிடம் ஆர்டர் செய்த வாங்குபவர்கள்.',
    salesReports: 'தேர்ந்தெடுத்த காலத்தில் உங்கள் விற்பனை.',
    runAds: 'உங்கள் விளம்பரங்களை முன்னிலைப்படுத்துங்கள்.',
    admin: 'Govi Market ஐ நடத்துபவர்களின் பணிமனை.',
    adminAudit: 'சந்தையின் இயக்குநர்கள் செய்தவை: யார், எப்போது, எதன் மீது, ஏன்.',
    adminSupport: 'மக்கள் Govi Market உதவிக்கு அனுப்பிய செய்திகள்.',
    adminSupportMessage: 'Govi Market உதவிக்கு அனுப்பப்பட்ட செய்தியும் அதன் பதில்களும்.',
    adminReviews: 'மக்கள் புகாரளித்த கருத்துரைகள், வைத்திருக்க அல்லது நீக்க.',
    adminListings: 'சந்தையின் அனைத்து விளம்பரங்களும், மறைக்க அல்லது மீண்டும் பட்டியலிட.',
    adminAccounts: 'சந்தையின் அனைத்துக் கணக்குகளும், இடைநிறுத்த அல்லது மீண்டும் அனுமதிக்க.',
    adminVerifications: 'சரிபார்ப்பைக் கோரும் விற்பனையாளர்கள்: அவர்களின் தேசிய அடையாள அட்டையும் தொலைபேசியும், ஏற்க அல்லது மறுக்க.',
    adminOverview:
      'முழுச் சந்தையும் நாள், வாரம், மாதம் வாரியாகச் செய்தவை: ஆர்டர்கள், விற்பனையாளர்கள், வாங்குபவர்கள், ரத்துகள், புதிய கணக்குகள், புகார்கள், இடைநீக்கங்கள்.',
    notFound: 'நீங்கள் தேடிய பக்கம் இல்லை.',
  },
};

/**
 * What each page says about itself in the HTML head (title, description, link previews), in each
 * language. The server writes it into the page it sends; the web app keeps the tab title in step
 * (`pageHeadTitle`, from page-titles.ts, without the descriptions).
 */
export const pageHeads = Object.fromEntries(
  Object.entries(pageTitles).map(([language, titles]) => [
    language,
    Object.fromEntries(
      Object.entries(titles).map(([id, title]) => [id, { title, description: pageDescriptions[language as Language][id as PageId] }]),
    ),
  ]),
) as Record<Language, Record<PageId, PageHeadText>>;

/** The head of the page the server sends when a page threw while rendering (the app's "Something went wrong"). */
export const renderFailedHeads: Record<Language, PageHeadText> = {
  en: { title: 'Something Went Wrong', description: 'This page could not be shown because of a problem on our side.' },
  si: { title: 'යමක් වැරදී ඇත', description: 'අපගේ පැත්තේ ඇති වූ ගැටලුවක් නිසා මෙම පිටුව පෙන්විය නොහැකි විය.' },
  ta: { title: 'ஏதோ தவறு நடந்தது', description: 'எங்கள் பக்கத்தில் ஏற்பட்ட சிக்கலால் இந்தப் பக்கத்தைக் காட்ட முடியவில்லை.' },
};
