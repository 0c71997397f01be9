import type { Language } from '../i18n/languages';
import { pageHeads } from './page-heads';
import { siteName } from './pages';

/** The header's green: the browser's bar, and the installed app's title bar and splash. */
export const themeColor = '#15803d';
/** The page's background (Tailwind's stone-50), the splash screen's while the installed app starts. */
const backgroundColor = '#fafaf9';

/** What the installed app is called, in the reader's words; under its icon, the brand alone (it fits). */
const appNames: Record<Language, string> = {
  en: 'Govi Market: fresh from Sri Lankan farmers',
  si: 'Govi Market: ගොවි වෙළඳපොළ',
  ta: 'Govi Market: விவசாயிகள் சந்தை',
};

/**
 * The icons the build makes from the favicon (scripts/app-icons.ts): for launchers that show them as they are, and a
 * maskable one, its mark inside the middle 80 %, for those that cut their own shape.
 */
export const appIcons = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
export const appleTouchIcon = { src: '/icons/apple-touch-icon.png', size: 180 } as const;

/** Pictures of the app that a browser's install dialog shows: Browse on a phone, and home on a wide screen. */
const screenshots = [
  { src: '/screenshots/browse-phone.webp', sizes: '390x844', form_factor: 'narrow' },
  { src: '/screenshots/home-wide.webp', sizes: '1280x800', form_factor: 'wide' },
] as const;

/** The web app manifest in a language: what a browser needs to offer the market as an app on the phone's home screen. */
export function appManifest(language: Language) {
  return {
    id: '/',
    name: appNames[language],
    short_name: siteName,
    description: pageHeads[language].home.description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: backgroundColor,
    theme_color: themeColor,
    categories: ['shopping', 'food'],
    icons: appIcons.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
    screenshots: screenshots.map((shot) => ({ ...shot, type: 'image/webp', label: pageHeads[language].home.description })),
  };
}
