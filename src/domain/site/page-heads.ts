import type { Language } from '../i18n/languages';
import { pageTitle, type PageId } from './pages';

export type PageHeadText = { title: string; description: string };

/**
 * What each page says about itself in the HTML head (title, description, link previews), in each
 * language. The server writes it into the page it sends; the web app keeps the tab title in step
 * (`pageHeadTitle`).
 */
export const pageHeads: Record<Language, Record<PageId, PageHeadText>> = {
  en: {
    home: {
      title: 'Fresh from Sri Lankan farms',
      description:
        'Govi Market connects Sri Lankan farmers with buyers: vegetables, fruits, grains, livestock, seeds and equipment, paid cash on delivery.',
    },
    browse: {
      title: 'Browse Products',
      description: 'Search fresh produce, livestock, plants, seeds and farm equipment from farmers across Sri Lanka.',
    },
    product: { title: 'Product', description: 'A listing on Govi Market, the marketplace for Sri Lankan farmers.' },
    seller: { title: 'Seller', description: 'A farmer selling on Govi Market.' },
    about: {
      title: 'About Us',
      description: 'Why Govi Market exists: fair prices for Sri Lankan farmers and fresh food for buyers.',
    },
    support: {
      title: 'Help Centre',
      description: 'Answers to common questions about buying and selling on Govi Market, and a way to reach us.',
    },
    auth: { title: 'Sign In', description: 'Sign in or create your Govi Market account.' },
    resetPassword: { title: 'Reset Password', description: 'Choose a new password for your Govi Market account.' },
    confirmEmail: { title: 'Confirm Your Account', description: 'Confirm your e-mail address and choose your Govi Market password.' },
    cart: { title: 'Cart', description: 'Your shopping cart.' },
    checkout: { title: 'Checkout', description: 'Place your order.' },
    orderConfirmation: { title: 'Order Confirmation', description: 'Your order details.' },
    orders: { title: 'My Orders', description: 'Your orders.' },
    sellerDashboard: { title: 'Seller Dashboard', description: 'Your sales at a glance.' },
    sellerOrders: { title: 'Orders Received', description: 'What buyers have ordered from you, and where to deliver it.' },
    addProduct: { title: 'Add Product', description: 'List a new product.' },
    editProduct: { title: 'Edit Product', description: 'Change your listing.' },
    manageInventory: { title: 'Manage Inventory', description: 'Your products and stock.' },
    analytics: { title: 'Analytics', description: 'How your products sell.' },
    viewCustomers: { title: 'Customers', description: 'The buyers who ordered from you.' },
    salesReports: { title: 'Sales Reports', description: 'Your sales over a chosen period.' },
    runAds: { title: 'Boost Your Products', description: 'Promote your listings.' },
    notFound: { title: 'Page Not Found', description: 'The page you were looking for does not exist.' },
  },
  si: {
    home: {
      title: 'ශ්‍රී ලාංකීය ගොවිපළවලින් නැවුම්ව',
      description: 'Govi Market ශ්‍රී ලාංකීය ගොවීන් ගැනුම්කරුවන් සමඟ සම්බන්ධ කරයි: එළවළු, පලතුරු, ධාන්‍ය, සතුන්, බීජ සහ උපකරණ, භාණ්ඩ ලැබුණු විට මුදලින් ගෙවීම.',
    },
    browse: {
      title: 'භාණ්ඩ බලන්න',
      description: 'ශ්‍රී ලංකාව පුරා ගොවීන්ගෙන් නැවුම් අස්වැන්න, සතුන්, පැළ, බීජ සහ ගොවි උපකරණ සොයන්න.',
    },
    product: { title: 'භාණ්ඩය', description: 'ශ්‍රී ලාංකීය ගොවීන්ගේ වෙළඳපොළ වන Govi Market හි දැන්වීමකි.' },
    seller: { title: 'විකුණුම්කරු', description: 'Govi Market හි විකුණන ගොවියෙකි.' },
    about: {
      title: 'අප ගැන',
      description: 'Govi Market ඇයි: ශ්‍රී ලාංකීය ගොවීන්ට සාධාරණ මිලක් සහ ගැනුම්කරුවන්ට නැවුම් ආහාර.',
    },
    support: {
      title: 'සහාය මධ්‍යස්ථානය',
      description: 'Govi Market හි මිලදී ගැනීම සහ විකිණීම පිළිබඳ පොදු ප්‍රශ්නවලට පිළිතුරු සහ අප හා සම්බන්ධ වීමට ක්‍රමයක්.',
    },
    auth: { title: 'පුරනය වන්න', description: 'පුරනය වන්න හෝ ඔබගේ Govi Market ගිණුම සාදන්න.' },
    resetPassword: { title: 'මුරපදය යළි සකසන්න', description: 'ඔබගේ Govi Market ගිණුමට නව මුරපදයක් තෝරන්න.' },
    confirmEmail: { title: 'ඔබගේ ගිණුම තහවුරු කරන්න', description: 'ඔබගේ ඊමේල් ලිපිනය තහවුරු කර Govi Market මුරපදය තෝරන්න.' },
    cart: { title: 'කරත්තය', description: 'ඔබගේ සාප්පු කරත්තය.' },
    checkout: { title: 'ඇණවුම තහවුරු කිරීම', description: 'ඔබගේ ඇණවුම කරන්න.' },
    orderConfirmation: { title: 'ඇණවුම් තහවුරුව', description: 'ඔබගේ ඇණවුමේ විස්තර.' },
    orders: { title: 'මගේ ඇණවුම්', description: 'ඔබගේ ඇණවුම්.' },
    sellerDashboard: { title: 'විකුණුම්කරු පාලක පුවරුව', description: 'ඔබගේ විකුණුම් එක බැල්මකින්.' },
    sellerOrders: { title: 'ලැබුණු ඇණවුම්', description: 'ගැනුම්කරුවන් ඔබෙන් ඇණවුම් කළ දේ සහ එය බෙදා හැරිය යුතු තැන.' },
    addProduct: { title: 'භාණ්ඩයක් එක් කරන්න', description: 'නව භාණ්ඩයක් ලැයිස්තුගත කරන්න.' },
    editProduct: { title: 'භාණ්ඩය සංස්කරණය කරන්න', description: 'ඔබගේ දැන්වීම වෙනස් කරන්න.' },
    manageInventory: { title: 'තොගය කළමනාකරණය', description: 'ඔබගේ භාණ්ඩ සහ තොගය.' },
    analytics: { title: 'විශ්ලේෂණ', description: 'ඔබගේ භාණ්ඩ විකිණෙන ආකාරය.' },
    viewCustomers: { title: 'පාරිභෝගිකයින්', description: 'ඔබෙන් ඇණවුම් කළ ගැනුම්කරුවන්.' },
    salesReports: { title: 'විකුණුම් වාර්තා', description: 'තෝරාගත් කාලයක ඔබගේ විකුණුම්.' },
    runAds: { title: 'ඔබේ භාණ්ඩ ප්‍රවර්ධනය කරන්න', description: 'ඔබගේ දැන්වීම් ප්‍රවර්ධනය කරන්න.' },
    notFound: { title: 'පිටුව හමු නොවීය', description: 'ඔබ සෙවූ පිටුව නොපවතී.' },
  },
  ta: {
    home: {
      title: 'இலங்கைப் பண்ணைகளிலிருந்து புதியவை',
      description:
        'Govi Market இலங்கை விவசாயிகளை வாங்குபவர்களுடன் இணைக்கிறது: காய்கறிகள், பழங்கள், தானியங்கள், கால்நடைகள், விதைகள் மற்றும் உபகரணங்கள், பொருள் கிடைக்கும்போது பணம்.',
    },
    browse: {
      title: 'பொருட்களைப் பார்',
      description: 'இலங்கை முழுவதுமுள்ள விவசாயிகளின் புதிய விளைபொருட்கள், கால்நடைகள், செடிகள், விதைகள் மற்றும் பண்ணை உபகரணங்களைத் தேடுங்கள்.',
    },
    product: { title: 'பொருள்', description: 'இலங்கை விவசாயிகளின் சந்தையான Govi Market-இல் ஒரு விளம்பரம்.' },
    seller: { title: 'விற்பனையாளர்', description: 'Govi Market-இல் விற்கும் ஒரு விவசாயி.' },
    about: {
      title: 'எங்களைப் பற்றி',
      description: 'Govi Market ஏன்: இலங்கை விவசாயிகளுக்கு நியாயமான விலை, வாங்குபவர்களுக்குப் புதிய உணவு.',
    },
    support: {
      title: 'உதவி மையம்',
      description: 'Govi Market-இல் வாங்குவது மற்றும் விற்பது பற்றிய பொதுவான கேள்விகளுக்கான பதில்களும் எங்களைத் தொடர்பு கொள்ளும் வழியும்.',
    },
    auth: { title: 'உள்நுழை', description: 'உள்நுழையுங்கள் அல்லது உங்கள் Govi Market கணக்கை உருவாக்குங்கள்.' },
    resetPassword: { title: 'கடவுச்சொல்லை மீட்டமை', description: 'உங்கள் Govi Market கணக்கிற்குப் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.' },
    confirmEmail: {
      title: 'உங்கள் கணக்கை உறுதிப்படுத்துங்கள்',
      description: 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தி Govi Market கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.',
    },
    cart: { title: 'வண்டி', description: 'உங்கள் கொள்முதல் வண்டி.' },
    checkout: { title: 'ஆர்டரை முடித்தல்', description: 'உங்கள் ஆர்டரைச் செய்யுங்கள்.' },
    orderConfirmation: { title: 'ஆர்டர் உறுதிப்படுத்தல்', description: 'உங்கள் ஆர்டர் விவரங்கள்.' },
    orders: { title: 'எனது ஆர்டர்கள்', description: 'உங்கள் ஆர்டர்கள்.' },
    sellerDashboard: { title: 'விற்பனையாளர் கட்டுப்பாட்டுப் பலகை', description: 'உங்கள் விற்பனை ஒரே பார்வையில்.' },
    sellerOrders: { title: 'பெற்ற ஆர்டர்கள்', description: 'வாங்குபவர்கள் உங்களிடம் ஆர்டர் செய்தவையும் அவற்றை வழங்க வேண்டிய இடமும்.' },
    addProduct: { title: 'பொருளைச் சேர்', description: 'புதிய பொருளைப் பட்டியலிடுங்கள்.' },
    editProduct: { title: 'பொருளைத் திருத்து', description: 'உங்கள் விளம்பரத்தை மாற்றுங்கள்.' },
    manageInventory: { title: 'இருப்பை நிர்வகி', description: 'உங்கள் பொருட்களும் இருப்பும்.' },
    analytics: { title: 'பகுப்பாய்வு', description: 'உங்கள் பொருட்கள் எப்படி விற்கின்றன.' },
    viewCustomers: { title: 'வாடிக்கையாளர்கள்', description: 'உங்களிடம் ஆர்டர் செய்த வாங்குபவர்கள்.' },
    salesReports: { title: 'விற்பனை அறிக்கைகள்', description: 'தேர்ந்தெடுத்த காலத்தில் உங்கள் விற்பனை.' },
    runAds: { title: 'உங்கள் பொருட்களை முன்னிலைப்படுத்துங்கள்', description: 'உங்கள் விளம்பரங்களை முன்னிலைப்படுத்துங்கள்.' },
    notFound: { title: 'பக்கம் கிடைக்கவில்லை', description: 'நீங்கள் தேடிய பக்கம் இல்லை.' },
  },
};

/** The head of the page the server sends when a page threw while rendering (the app's "Something went wrong"). */
export const renderFailedHeads: Record<Language, PageHeadText> = {
  en: { title: 'Something Went Wrong', description: 'This page could not be shown because of a problem on our side.' },
  si: { title: 'යමක් වැරදී ඇත', description: 'අපගේ පැත්තේ ඇති වූ ගැටලුවක් නිසා මෙම පිටුව පෙන්විය නොහැකි විය.' },
  ta: { title: 'ஏதோ தவறு நடந்தது', description: 'எங்கள் பக்கத்தில் ஏற்பட்ட சிக்கலால் இந்தப் பக்கத்தைக் காட்ட முடியவில்லை.' },
};

/**
 * A page's title in the tab and the head: its subject when it has one (a product's title, a seller's name),
 * else what the page calls itself in the reader's language, then the site's name. A product or a seller that
 * does not exist is the `notFound` page's.
 */
export function pageHeadTitle(id: PageId, language: Language, subject?: string): string {
  return pageTitle(subject ?? pageHeads[language][id].title);
}
