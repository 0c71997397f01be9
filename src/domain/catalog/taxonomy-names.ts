import type { Language } from '../i18n/languages';
import type { Category } from './categories';
import type { District } from './districts';
import type { Unit } from './product-options';

/** Category and district names in each language: shown in the app and searched by buyers in any script. */
export const categoryNames: Record<Category, Record<Language, string>> = {
  vegetables: { en: 'Vegetables', si: 'එළවළු', ta: 'காய்கறிகள்' },
  fruits: { en: 'Fruits', si: 'පලතුරු', ta: 'பழங்கள்' },
  grains: { en: 'Grains', si: 'ධාන්‍ය', ta: 'தானியங்கள்' },
  dairy: { en: 'Dairy', si: 'කිරි නිෂ්පාදන', ta: 'பால் பொருட்கள்' },
  'meat-poultry': { en: 'Meat & Poultry', si: 'මස් සහ කුකුළු මස්', ta: 'இறைச்சி மற்றும் கோழி' },
  livestock: { en: 'Livestock', si: 'පශු සම්පත්', ta: 'கால்நடைகள்' },
  'seeds-plants': { en: 'Seeds & Plants', si: 'බීජ සහ පැළ', ta: 'விதைகள் மற்றும் நாற்றுகள்' },
  'herbs-spices': { en: 'Herbs & Spices', si: 'ඖෂධ පැළෑටි සහ කුළුබඩු', ta: 'மூலிகைகள் மற்றும் மசாலாப் பொருட்கள்' },
  equipment: { en: 'Equipment', si: 'උපකරණ', ta: 'உபகரணங்கள்' },
  other: { en: 'Other', si: 'වෙනත්', ta: 'மற்றவை' },
};

export const districtNames: Record<District, Record<Language, string>> = {
  colombo: { en: 'Colombo', si: 'කොළඹ', ta: 'கொழும்பு' },
  gampaha: { en: 'Gampaha', si: 'ගම්පහ', ta: 'கம்பஹா' },
  kalutara: { en: 'Kalutara', si: 'කළුතර', ta: 'களுத்துறை' },
  kandy: { en: 'Kandy', si: 'මහනුවර', ta: 'கண்டி' },
  matale: { en: 'Matale', si: 'මාතලේ', ta: 'மாத்தளை' },
  'nuwara-eliya': { en: 'Nuwara Eliya', si: 'නුවරඑළිය', ta: 'நுவரெலியா' },
  galle: { en: 'Galle', si: 'ගාල්ල', ta: 'காலி' },
  matara: { en: 'Matara', si: 'මාතර', ta: 'மாத்தறை' },
  hambantota: { en: 'Hambantota', si: 'හම්බන්තොට', ta: 'அம்பாந்தோட்டை' },
  jaffna: { en: 'Jaffna', si: 'යාපනය', ta: 'யாழ்ப்பாணம்' },
  kilinochchi: { en: 'Kilinochchi', si: 'කිලිනොච්චිය', ta: 'கிளிநொச்சி' },
  mannar: { en: 'Mannar', si: 'මන්නාරම', ta: 'மன்னார்' },
  vavuniya: { en: 'Vavuniya', si: 'වවුනියාව', ta: 'வவுனியா' },
  mullaitivu: { en: 'Mullaitivu', si: 'මුලතිව්', ta: 'முல்லைத்தீவு' },
  batticaloa: { en: 'Batticaloa', si: 'මඩකලපුව', ta: 'மட்டக்களப்பு' },
  ampara: { en: 'Ampara', si: 'අම්පාර', ta: 'அம்பாறை' },
  trincomalee: { en: 'Trincomalee', si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை' },
  kurunegala: { en: 'Kurunegala', si: 'කුරුණෑගල', ta: 'குருநாகல்' },
  puttalam: { en: 'Puttalam', si: 'පුත්තලම', ta: 'புத்தளம்' },
  anuradhapura: { en: 'Anuradhapura', si: 'අනුරාධපුරය', ta: 'அனுராதபுரம்' },
  polonnaruwa: { en: 'Polonnaruwa', si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை' },
  badulla: { en: 'Badulla', si: 'බදුල්ල', ta: 'பதுளை' },
  monaragala: { en: 'Monaragala', si: 'මොණරාගල', ta: 'மொனராகலை' },
  ratnapura: { en: 'Ratnapura', si: 'රත්නපුර', ta: 'இரத்தினபுரி' },
  kegalle: { en: 'Kegalle', si: 'කෑගල්ල', ta: 'கேகாலை' },
};

/** "per kg", "per bunch" … after a price, in each language. */
export const perUnitNames: Record<Unit, Record<Language, string>> = {
  kg: { en: 'per kg', si: 'කිලෝග්‍රෑමයකට', ta: 'ஒரு கிலோவுக்கு' },
  g: { en: 'per g', si: 'ග්‍රෑමයකට', ta: 'ஒரு கிராமுக்கு' },
  litre: { en: 'per litre', si: 'ලීටරයකට', ta: 'ஒரு லிட்டருக்கு' },
  piece: { en: 'per piece', si: 'එකකට', ta: 'ஒன்றுக்கு' },
  bunch: { en: 'per bunch', si: 'මිටියකට', ta: 'ஒரு கொத்துக்கு' },
  dozen: { en: 'per dozen', si: 'දුසිමකට', ta: 'ஒரு டசனுக்கு' },
  pack: { en: 'per pack', si: 'පැකට්ටුවකට', ta: 'ஒரு பொதிக்கு' },
  unit: { en: 'per unit', si: 'ඒකකයකට', ta: 'ஒரு அலகுக்கு' },
};
