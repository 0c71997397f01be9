import type { Language } from '@domain/i18n/languages';
import type { Unit } from '@domain/catalog/product-options';
import type { ItemStatus } from '@domain/orders/order-status';

type ReportTexts = {
  csvColumns: {
    orderId: string;
    date: string;
    product: string;
    quantity: string;
    unit: string;
    unitPrice: string;
    lineTotal: string;
    status: string;
    district: string;
  };
  status: Record<ItemStatus, string>;
  /** The unit's name alone, for the CSV's unit column. */
  unit: Record<Unit, string>;
  /** A quantity with its unit, in the singular or plural the number takes: "1 bunch", "4 bunches". */
  unitCount: (quantity: string, count: number, unit: Unit) => string;
  /** The report's title, also the window's: "Sales report, 1 Nov 2026 – 30 Nov 2026". */
  title: (from: string, to: string) => string;
  generatedAt: (when: string) => string;
  totals: string;
  revenue: string;
  orders: string;
  items: string;
  averageOrder: string;
  /** `items` is the count, `shown` the same count written for the language. */
  cancelledSummary: (items: number, shown: string, value: string) => string;
  productPerformance: string;
  dailySales: string;
  product: string;
  quantity: string;
  day: string;
  noSales: string;
  /** Why items are counted, not units: a line under the totals. */
  itemsNote: string;
};

const taUnits: Record<Unit, string> = {
  kg: 'கி.கி',
  g: 'கி',
  litre: 'லிட்டர்',
  piece: 'துண்டு',
  bunch: 'கொத்து',
  dozen: 'டஜன்',
  pack: 'பொதி',
  unit: 'அலகு',
};

/** The texts of the downloadable sales reports (CSV and HTML), in the reader's language. */
export const reportTexts: Record<Language, ReportTexts> = {
  en: {
    csvColumns: {
      orderId: 'Order ID',
      date: 'Date',
      product: 'Product',
      quantity: 'Quantity',
      unit: 'Unit',
      unitPrice: 'Unit price',
      lineTotal: 'Line total',
      status: 'Status',
      district: 'Buyer district',
    },
    status: { pending: 'Pending', confirmed: 'Confirmed', delivered: 'Delivered', cancelled: 'Cancelled' },
    unit: { kg: 'kg', g: 'g', litre: 'litre', piece: 'piece', bunch: 'bunch', dozen: 'dozen', pack: 'pack', unit: 'unit' },
    unitCount: (quantity, count, unit) =>
      // English unit names are the units' own names.
      `${quantity} ${count === 1 ? unit : { kg: 'kg', g: 'g', litre: 'litres', piece: 'pieces', bunch: 'bunches', dozen: 'dozen', pack: 'packs', unit: 'units' }[unit]}`,
    title: (from, to) => `Sales report, ${from} – ${to}`,
    generatedAt: (when) => `Made on ${when} from your Govi Market orders. Cancelled items are not counted in the figures.`,
    totals: 'Totals',
    revenue: 'Revenue',
    orders: 'Orders',
    items: 'Items sold',
    averageOrder: 'Average order value',
    cancelledSummary: (items, shown, value) =>
      items === 1 ? `1 cancelled item worth ${value}, not counted above.` : `${shown} cancelled items worth ${value}, not counted above.`,
    productPerformance: 'Product performance',
    dailySales: 'Daily sales',
    product: 'Product',
    quantity: 'Quantity',
    day: 'Day',
    noSales: 'No sales in this period.',
    itemsNote: 'Items are order lines: a line of 5 kg is one item.',
  },
  si: {
    csvColumns: {
      orderId: 'ඇණවුම් අංකය',
      date: 'දිනය',
      product: 'නිෂ්පාදනය',
      quantity: 'ප්‍රමාණය',
      unit: 'ඒකකය',
      unitPrice: 'ඒකක මිල',
      lineTotal: 'පේළි එකතුව',
      status: 'තත්ත්වය',
      district: 'ගැනුම්කරුගේ දිස්ත්‍රික්කය',
    },
    status: { pending: 'පොරොත්තුවෙන්', confirmed: 'තහවුරු කළා', delivered: 'භාර දුන්නා', cancelled: 'අවලංගු කළා' },
    unit: { kg: 'කි.ග්‍රෑ.', g: 'ග්‍රෑ.', litre: 'ලීටරය', piece: 'කෑල්ල', bunch: 'මිටිය', dozen: 'දුසිම', pack: 'පැකට්ටුව', unit: 'ඒකකය' },
    // Sinhala counts with one form whatever the number, the unit first: "මිටි 4".
    unitCount: (quantity, _count, unit) =>
      `${{ kg: 'කි.ග්‍රෑ.', g: 'ග්‍රෑ.', litre: 'ලීටර', piece: 'කෑලි', bunch: 'මිටි', dozen: 'දුසිම්', pack: 'පැකට්', unit: 'ඒකක' }[unit]} ${quantity}`,
    title: (from, to) => `විකුණුම් වාර්තාව, ${from} – ${to}`,
    generatedAt: (when) => `ඔබගේ Govi Market ඇණවුම් වලින් ${when} දින සකස් කළා. අවලංගු කළ අයිතම සංඛ්‍යා වලට ගණන් නොගැනේ.`,
    totals: 'එකතුව',
    revenue: 'ආදායම',
    orders: 'ඇණවුම්',
    items: 'විකුණූ අයිතම',
    averageOrder: 'සාමාන්‍ය ඇණවුම් වටිනාකම',
    cancelledSummary: (_items, shown, value) => `${value} ක් වටිනා අවලංගු කළ අයිතම ${shown} ක්, ඉහත ගණන් නොගත්තා.`,
    productPerformance: 'නිෂ්පාදන කාර්ය සාධනය',
    dailySales: 'දෛනික විකුණුම්',
    product: 'නිෂ්පාදනය',
    quantity: 'ප්‍රමාණය',
    day: 'දිනය',
    noSales: 'මෙම කාලය තුළ විකුණුම් නැත.',
    itemsNote: 'අයිතම යනු ඇණවුම් පේළි ය: කි.ග්‍රෑ. 5 ක පේළියක් එක අයිතමයකි.',
  },
  ta: {
    csvColumns: {
      orderId: 'ஆர்டர் எண்',
      date: 'தேதி',
      product: 'பொருள்',
      quantity: 'அளவு',
      unit: 'அலகு',
      unitPrice: 'அலகு விலை',
      lineTotal: 'வரி மொத்தம்',
      status: 'நிலை',
      district: 'வாங்குபவரின் மாவட்டம்',
    },
    status: { pending: 'நிலுவையில்', confirmed: 'உறுதிசெய்யப்பட்டது', delivered: 'வழங்கப்பட்டது', cancelled: 'ரத்துசெய்யப்பட்டது' },
    unit: taUnits,
    unitCount: (quantity, count, unit) =>
      `${quantity} ${count === 1 ? taUnits[unit] : { kg: 'கி.கி', g: 'கி', litre: 'லிட்டர்கள்', piece: 'துண்டுகள்', bunch: 'கொத்துகள்', dozen: 'டஜன்', pack: 'பொதிகள்', unit: 'அலகுகள்' }[unit]}`,
    title: (from, to) => `விற்பனை அறிக்கை, ${from} – ${to}`,
    generatedAt: (when) => `உங்கள் Govi Market ஆர்டர்களிலிருந்து ${when} அன்று தயாரிக்கப்பட்டது. ரத்துசெய்யப்பட்ட பொருட்கள் கணக்கில் சேர்க்கப்படவில்லை.`,
    totals: 'மொத்தம்',
    revenue: 'வருவாய்',
    orders: 'ஆர்டர்கள்',
    items: 'விற்ற பொருட்கள்',
    averageOrder: 'சராசரி ஆர்டர் மதிப்பு',
    cancelledSummary: (_items, shown, value) => `${value} மதிப்புள்ள ${shown} பொருட்கள் ரத்துசெய்யப்பட்டன; மேலே கணக்கிடப்படவில்லை.`,
    productPerformance: 'பொருள் செயல்திறன்',
    dailySales: 'தினசரி விற்பனை',
    product: 'பொருள்',
    quantity: 'அளவு',
    day: 'நாள்',
    noSales: 'இந்தக் காலத்தில் விற்பனை இல்லை.',
    itemsNote: 'பொருட்கள் என்பது ஆர்டர் வரிகள்: 5 கி.கி கொண்ட ஒரு வரி ஒரு பொருள்.',
  },
};
