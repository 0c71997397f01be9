import type { auth as english } from '../en/auth';

export const auth = {
  'auth.title': 'Govi Market-க்கு வரவேற்கிறோம்',
  'auth.intro': 'வாங்கவும் விற்கவும் உள்நுழையுங்கள், அல்லது இலவசக் கணக்கை உருவாக்குங்கள்.',
  'auth.tabs': 'உள்நுழையவும் அல்லது கணக்கை உருவாக்கவும்',
  'auth.tab.signIn': 'உள்நுழை',
  'auth.tab.signUp': 'பதிவு செய்',

  'auth.field.email': 'மின்னஞ்சல்',
  'auth.field.password': 'கடவுச்சொல்',
  'auth.field.firstName': 'முதல் பெயர்',
  'auth.field.lastName': 'குடும்பப் பெயர்',
  'auth.field.newPassword': 'புதிய கடவுச்சொல்',
  'auth.field.confirmPassword': 'புதிய கடவுச்சொல்லை உறுதிப்படுத்துங்கள்',
  'auth.hint.password': 'குறைந்தது {min} எழுத்துகள்.',

  'auth.signIn.submit': 'உள்நுழை',
  'auth.signIn.busy': 'உள்நுழைகிறது...',
  'auth.signIn.successTitle': 'மீண்டும் வருக!',
  'auth.signIn.successText': 'நீங்கள் வெற்றிகரமாக உள்நுழைந்துள்ளீர்கள்.',

  'auth.signUp.submit': 'கணக்கை உருவாக்கு',
  'auth.signUp.busy': 'கணக்கு உருவாக்கப்படுகிறது...',
  'auth.signUp.successTitle': 'வரவேற்கிறோம்!',
  'auth.signUp.successText': 'உங்கள் கணக்கு வெற்றிகரமாக உருவாக்கப்பட்டது.',
  'auth.signUp.confirmTitle': 'வெற்றி!',
  'auth.signUp.confirmText': 'உங்கள் கணக்கை உறுதிப்படுத்த உங்கள் மின்னஞ்சலைப் பாருங்கள்.',
  'auth.signUp.checkEmailHeading': 'உங்கள் மின்னஞ்சலைப் பாருங்கள்',
  'auth.signUp.checkEmailText':
    '{email} முகவரிக்கு உறுதிப்படுத்தல் இணைப்பை அனுப்பியுள்ளோம். உங்கள் கணக்கை உறுதிப்படுத்த அதைத் திறக்கவும்; நீங்கள் தானாகவே உள்நுழைவீர்கள்.',
  'auth.signUp.checkEmailSpam': 'சில நிமிடங்கள் கழித்தும் மின்னஞ்சல் வரவில்லையா? தேவையற்ற அஞ்சல் (ஸ்பேம்) கோப்புறையைப் பாருங்கள்.',
  'auth.signUp.startOver': 'வேறு மின்னஞ்சலைப் பயன்படுத்து',

  'auth.forgot.toggle': 'கடவுச்சொல் மறந்துவிட்டதா?',
  'auth.forgot.heading': 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்',
  'auth.forgot.intro': 'உங்கள் கணக்கின் மின்னஞ்சலை உள்ளிடுங்கள்; புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க ஓர் இணைப்பை அனுப்புவோம்.',
  'auth.forgot.submit': 'மீட்டமைப்பு இணைப்பை அனுப்பு',
  'auth.forgot.busy': 'அனுப்பப்படுகிறது...',
  'auth.forgot.sent': 'அந்த முகவரிக்கு ஒரு கணக்கு இருந்தால், கடவுச்சொல்லை மீட்டமைக்க ஓர் இணைப்பை அனுப்பியுள்ளோம்.',
  'auth.forgot.mailDisabled':
    'கடவுச்சொல்லை மீட்டமைக்க மின்னஞ்சல் தேவை, ஆனால் இந்தச் சேவையகத்தில் மின்னஞ்சல் அமைக்கப்படவில்லை. உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்; உங்கள் கணக்கை மீண்டும் அணுக நாங்கள் உதவுவோம்.',
  'auth.forgot.contactSupport': 'உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்',

  'auth.reset.heading': 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்',
  'auth.reset.intro': 'உங்கள் Govi Market கணக்கிற்கான புதிய கடவுச்சொல்லை உள்ளிடுங்கள்.',
  'auth.reset.submit': 'புதிய கடவுச்சொல்லைச் சேமி',
  'auth.reset.busy': 'சேமிக்கப்படுகிறது...',
  'auth.reset.successTitle': 'கடவுச்சொல் மாற்றப்பட்டது',
  'auth.reset.successText': 'இப்போது புதிய கடவுச்சொல்லுடன் உள்நுழையலாம்.',
  'auth.reset.invalidHeading': 'இந்த இணைப்பு இனி வேலை செய்யாது',
  'auth.reset.invalidText':
    'கடவுச்சொல் மீட்டமைப்பு இணைப்பு ஒரு முறை மட்டுமே, குறிப்பிட்ட நேரத்திற்குள் மட்டுமே வேலை செய்யும். புதிய இணைப்பைப் பெற உள்நுழைவுப் பக்கத்திற்குச் சென்று "கடவுச்சொல் மறந்துவிட்டதா?" என்பதைத் தேர்ந்தெடுங்கள்.',
  'auth.reset.backToSignIn': 'உள்நுழைவுப் பக்கத்திற்குத் திரும்பு',

  'auth.error.invalidCredentials': 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது.',
  'auth.error.accountExists': 'இந்த மின்னஞ்சலுடன் ஏற்கனவே ஒரு கணக்கு உள்ளது. அதற்குப் பதிலாக உள்நுழையுங்கள்.',
  'auth.error.emailNotVerified': 'முதலில் உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள். இப்போது உங்களுக்குப் புதிய இணைப்பை அனுப்பியுள்ளோம்: உள்நுழைய அதைத் திறக்கவும்.',
  'auth.error.invalidToken': 'இந்தக் கடவுச்சொல் மீட்டமைப்பு இணைப்பு செல்லாதது அல்லது காலாவதியானது.',
  'auth.error.required': 'இந்தப் புலம் கட்டாயமானது.',
  'auth.error.emailInvalid': 'name@example.com போன்ற சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.',
  'auth.error.tooShort': 'குறைந்தது {min} எழுத்துகள் இருக்க வேண்டும்.',
  'auth.error.tooLong': 'அதிகபட்சம் {max} எழுத்துகள் மட்டுமே இருக்கலாம்.',
  'auth.error.passwordMismatch': 'கடவுச்சொற்கள் பொருந்தவில்லை.',
} satisfies Record<keyof typeof english, string>;
