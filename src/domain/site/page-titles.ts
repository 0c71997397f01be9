import type { Language } from '../i18n/languages';
import { pageTitle, type PageId } from './pages';

/**
 * What each page calls itself, in each language: in the tab and in the head the server writes. Apart from the
 * pages' descriptions (page-heads.ts), which only the server writes: the browser keeps the tab title in step
 * (`pageHeadTitle`) and every public page downloads this file before it works, in all three languages.
 */
export const pageTitles: Record<Language, Record<PageId, string>> = {
  en: {
    home: 'Fresh from Sri Lankan farms',
    browse: 'Browse Products',
    product: 'Product',
    seller: 'Seller',
    about: 'About Us',
    support: 'Help Centre',
    auth: 'Sign In',
    resetPassword: 'Reset Password',
    confirmEmail: 'Confirm Your Account',
    cart: 'Cart',
    checkout: 'Checkout',
    orderConfirmation: 'Order Confirmation',
    orders: 'My Orders',
    account: 'Account Settings',
    sellerDashboard: 'Seller Dashboard',
    sellerOrders: 'Orders Received',
    addProduct: 'Add Product',
    editProduct: 'Edit Product',
    manageInventory: 'Manage Inventory',
    analytics: 'Analytics',
    viewCustomers: 'Customers',
    salesReports: 'Sales Reports',
    runAds: 'Boost Your Products',
    admin: 'Run the Market',
    adminAudit: 'Audit Log',
    adminSupport: 'Support Inbox',
    adminSupportMessage: 'Support Message',
    notFound: 'Page Not Found',
  },
  si: {
    home: 'ශ්‍රී ලාංකීය ගොවිපළවලින් නැවුම්ව',
    browse: 'භාණ්ඩ බලන්න',
    product: 'භාණ්ඩය',
    seller: 'විකුණුම්කරු',
    about: 'අප ගැන',
    support: 'සහාය මධ්‍යස්ථානය',
    auth: 'පුරනය වන්න',
    resetPassword: 'මුරපදය යළි සකසන්න',
    confirmEmail: 'ඔබගේ ගිණුම තහවුරු කරන්න',
    cart: 'කරත්තය',
    checkout: 'ඇණවුම තහවුරු කිරීම',
    orderConfirmation: 'ඇණවුම් තහවුරුව',
    orders: 'මගේ ඇණවුම්',
    account: 'ගිණුම් සැකසුම්',
    sellerDashboard: 'විකුණුම්කරු පාලක පුවරුව',
    sellerOrders: 'ලැබුණු ඇණවුම්',
    addProduct: 'භාණ්ඩයක් එක් කරන්න',
    editProduct: 'භාණ්ඩය සංස්කරණය කරන්න',
    manageInventory: 'තොගය කළමනාකරණය',
    analytics: 'විශ්ලේෂණ',
    viewCustomers: 'පාරිභෝගිකයින්',
    salesReports: 'විකුණුම් වාර්තා',
    runAds: 'ඔබේ භාණ්ඩ ප්‍රවර්ධනය කරන්න',
    admin: 'වෙළඳපොළ පවත්වාගෙන යාම',
    adminAudit: 'විගණන සටහන',
    adminSupport: 'සහාය පණිවිඩ',
    adminSupportMessage: 'සහාය පණිවිඩය',
    notFound: 'පිටුව හමු නොවීය',
  },
  ta: {
    home: 'இலங்கைப் பண்ணைகளிலிருந்து புதியவை',
    browse: 'பொருட்களைப் பார்',
    product: 'பொருள்',
    seller: 'விற்பனையாளர்',
    about: 'எங்களைப் பற்றி',
    support: 'உதவி மையம்',
    auth: 'உள்நுழை',
    resetPassword: 'கடவுச்சொல்லை மீட்டமை',
    confirmEmail: 'உங்கள் கணக்கை உறுதிப்படுத்துங்கள்',
    cart: 'வண்டி',
    checkout: 'ஆர்டரை முடித்தல்',
    orderConfirmation: 'ஆர்டர் உறுதிப்படுத்தல்',
    orders: 'எனது ஆர்டர்கள்',
    account: 'கணக்கு அமைப்புகள்',
    sellerDashboard: 'விற்பனையாளர் கட்டுப்பாட்டுப் பலகை',
    sellerOrders: 'பெற்ற ஆர்டர்கள்',
    addProduct: 'பொருளைச் சேர்',
    editProduct: 'பொருளைத் திருத்து',
    manageInventory: 'இருப்பை நிர்வகி',
    analytics: 'பகுப்பாய்வு',
    viewCustomers: 'வாடிக்கையாளர்கள்',
    salesReports: 'விற்பனை அறிக்கைகள்',
    runAds: 'உங்கள் பொருட்களை முன்னிலைப்படுத்துங்கள்',
    admin: 'சந்தையை நடத்துதல்',
    adminAudit: 'தணிக்கைப் பதிவு',
    adminSupport: 'உதவிச் செய்திகள்',
    adminSupportMessage: 'உதவிச் செய்தி',
    notFound: 'பக்கம் கிடைக்கவில்லை',
  },
};

/**
 * A page's title in the tab and the head: its subject when it has one (a product's title, a seller's name),
 * else what the page calls itself in the reader's language, then the site's name. A product or a seller that
 * does not exist is the `notFound` page's.
 */
export function pageHeadTitle(id: PageId, language: Language, subject?: string): string {
  return pageTitle(subject ?? pageTitles[language][id]);
}
