import type { Language } from '@domain/i18n/languages';

type Texts = {
  verifySubject: string;
  /** Sent to an address nobody has confirmed yet: nothing the signer typed goes in, only our own words and link. */
  verifyBody: (url: string) => string;
  resetSubject: string;
  /** `name` only when the address is confirmed: a name typed at sign-up is not the address owner's word. */
  resetBody: (name: string | undefined, url: string) => string;
  numberAddedSubject: string;
  /** To a confirmed address, when a mobile number is added to (or changed on) its account: the number half hidden. */
  numberAddedBody: (number: string) => string;
  addEmailSubject: string;
  /**
   * To an address an account made by phone wants to add: our words, the account's number half hidden (so that the
   * mailbox's holder knows whose account it would join) and the link, nothing the asker typed.
   */
  addEmailBody: (number: string, url: string) => string;
  supportAnswerSubject: string;
  /**
   * An operator's answer to a message sent to the market's support: our words and the operator's, nothing the sender
   * typed (the address they gave is nobody's confirmed one, so their subject and text could be anyone's, aimed at it).
   */
  supportAnswerBody: (answer: string) => string;
};

/** The e-mails a user receives, in the language they chose. */
export const mailTexts: Record<Language, Texts> = {
  en: {
    verifySubject: 'Confirm your Govi Market account',
    verifyBody: (url) =>
      `Hello,\n\nWelcome to Govi Market. Open this link to confirm your e-mail address and choose your password. It works for 24 hours; signing in after that sends a new one.\n\n${url}\n\nIf you did not create an account, ignore this message.\n\nGovi Market`,
    resetSubject: 'Reset your Govi Market password',
    resetBody: (name, url) =>
      `${name ? `Hello ${name}` : 'Hello'},\n\nOpen this link to choose a new password. It works for one hour:\n\n${url}\n\nIf you did not ask for this, ignore this message; your password stays as it is.\n\nGovi Market`,
    numberAddedSubject: 'A mobile number was added to your Govi Market account',
    numberAddedBody: (number) =>
      `Hello,\n\nThe mobile number ${number} can now sign in to your Govi Market account with a code by SMS.\n\nIf you did not do this, choose a new password with "Forgot password?" on the sign-in page, and contact Govi Market support.\n\nGovi Market`,
    addEmailSubject: 'Confirm your e-mail address for Govi Market',
    addEmailBody: (number, url) =>
      `Hello,\n\nThe Govi Market account of the mobile number ${number} asked to add this address to it. If that is your number, open this link to confirm it and choose a password: you can then sign in with this address as well as the number. It works for 24 hours.\n\n${url}\n\nIf you did not ask for this, ignore this message; nothing changes.\n\nGovi Market`,
    supportAnswerSubject: 'An answer from Govi Market support',
    supportAnswerBody: (answer) =>
      `Hello,\n\nThis answers the message you sent from the Support page of Govi Market.\n\n${answer}\n\nGovi Market support`,
  },
  si: {
    verifySubject: 'ඔබගේ Govi Market ගිණුම තහවුරු කරන්න',
    verifyBody: (url) =>
      `ආයුබෝවන්,\n\nGovi Market වෙත සාදරයෙන් පිළිගනිමු. ඔබගේ ඊමේල් ලිපිනය තහවුරු කර ඔබගේ මුරපදය තෝරා ගැනීමට මෙම සබැඳිය විවෘත කරන්න. එය පැය 24ක් වලංගු වේ; ඉන් පසු පුරනය වීමට උත්සාහ කළ විට නව සබැඳියක් එවනු ලැබේ.\n\n${url}\n\nඔබ ගිණුමක් සෑදුවේ නැත්නම්, මෙම පණිවිඩය නොසලකා හරින්න.\n\nGovi Market`,
    resetSubject: 'ඔබගේ Govi Market මුරපදය යළි සකසන්න',
    resetBody: (name, url) =>
      `${name ? `ආයුබෝවන් ${name}` : 'ආයුබෝවන්'},\n\nනව මුරපදයක් තෝරා ගැනීමට මෙම සබැඳිය විවෘත කරන්න. එය පැයක් සඳහා වලංගු වේ:\n\n${url}\n\nඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම පණිවිඩය නොසලකා හරින්න; ඔබගේ මුරපදය වෙනස් නොවේ.\n\nGovi Market`,
    numberAddedSubject: 'ඔබගේ Govi Market ගිණුමට ජංගම අංකයක් එක් කෙරිණි',
    numberAddedBody: (number) =>
      `ආයුබෝවන්,\n\n${number} ජංගම අංකයට දැන් SMS කේතයකින් ඔබගේ Govi Market ගිණුමට පුරනය විය හැක.\n\nමෙය ඔබ නොකළේ නම්, පුරනය වීමේ පිටුවේ "මුරපදය අමතක වුණාද?" මගින් නව මුරපදයක් තෝරා, Govi Market සහාය අමතන්න.\n\nGovi Market`,
    addEmailSubject: 'Govi Market සඳහා ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න',
    addEmailBody: (number, url) =>
      `ආයුබෝවන්,\n\n${number} ජංගම අංකයේ Govi Market ගිණුම මෙම ලිපිනය එයට එක් කිරීමට ඉල්ලා ඇත. එය ඔබගේ අංකය නම්, එය තහවුරු කර මුරපදයක් තෝරා ගැනීමට මෙම සබැඳිය විවෘත කරන්න: ඉන්පසු අංකයට අමතරව මෙම ලිපිනයෙන්ද පුරනය විය හැක. එය පැය 24ක් වලංගු වේ.\n\n${url}\n\nඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම පණිවිඩය නොසලකා හරින්න; කිසිවක් වෙනස් නොවේ.\n\nGovi Market`,
    supportAnswerSubject: 'Govi Market සහායෙන් පිළිතුරක්',
    supportAnswerBody: (answer) => `ආයුබෝවන්,\n\nමෙය ඔබ Govi Market හි සහාය පිටුවෙන් එවූ පණිවිඩයට පිළිතුරයි.\n\n${answer}\n\nGovi Market සහාය`,
  },
  ta: {
    verifySubject: 'உங்கள் Govi Market கணக்கை உறுதிப்படுத்துங்கள்',
    verifyBody: (url) =>
      `வணக்கம்,\n\nGovi Market-க்கு வரவேற்கிறோம். உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தி உங்கள் கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்த இணைப்பைத் திறக்கவும். இது 24 மணி நேரம் செல்லுபடியாகும்; அதன் பிறகு உள்நுழைய முயன்றால் புதிய இணைப்பு அனுப்பப்படும்.\n\n${url}\n\nநீங்கள் கணக்கை உருவாக்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கவும்.\n\nGovi Market`,
    resetSubject: 'உங்கள் Govi Market கடவுச்சொல்லை மீட்டமைக்கவும்',
    resetBody: (name, url) =>
      `${name ? `வணக்கம் ${name}` : 'வணக்கம்'},\n\nபுதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்த இணைப்பைத் திறக்கவும். இது ஒரு மணி நேரம் செல்லுபடியாகும்:\n\n${url}\n\nநீங்கள் இதைக் கேட்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கவும்; உங்கள் கடவுச்சொல் மாறாது.\n\nGovi Market`,
    numberAddedSubject: 'உங்கள் Govi Market கணக்கில் கைபேசி எண் சேர்க்கப்பட்டது',
    numberAddedBody: (number) =>
      `வணக்கம்,\n\n${number} என்ற கைபேசி எண் இப்போது SMS குறியீட்டுடன் உங்கள் Govi Market கணக்கில் உள்நுழையலாம்.\n\nஇதை நீங்கள் செய்யவில்லை என்றால், உள்நுழைவுப் பக்கத்தில் "கடவுச்சொல் மறந்துவிட்டதா?" மூலம் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுத்து, Govi Market உதவியை அணுகவும்.\n\nGovi Market`,
    addEmailSubject: 'Govi Market-க்கான உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்',
    addEmailBody: (number, url) =>
      `வணக்கம்,\n\n${number} என்ற கைபேசி எண்ணின் Govi Market கணக்கு இந்த முகவரியைச் சேர்க்கக் கேட்டுள்ளது. அது உங்கள் எண் என்றால், அதை உறுதிப்படுத்தி கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்த இணைப்பைத் திறக்கவும்: பின்னர் எண்ணுடன் இந்த முகவரியாலும் உள்நுழையலாம். இது 24 மணி நேரம் செல்லுபடியாகும்.\n\n${url}\n\nநீங்கள் இதைக் கேட்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கவும்; எதுவும் மாறாது.\n\nGovi Market`,
    supportAnswerSubject: 'Govi Market உதவியிடமிருந்து ஒரு பதில்',
    supportAnswerBody: (answer) =>
      `வணக்கம்,\n\nGovi Market இன் உதவிப் பக்கத்திலிருந்து நீங்கள் அனுப்பிய செய்திக்கான பதில் இது.\n\n${answer}\n\nGovi Market உதவி`,
  },
};
