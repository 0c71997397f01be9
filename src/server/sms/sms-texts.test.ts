import { describe, expect, it } from 'vitest';
import { languages } from '@domain/i18n/languages';
import { smsParts } from '@domain/sms/sms-parts';
import { partlyHiddenNumber, smsTexts } from './sms-texts';

/** The longest values each text can hold: a public address of 30 characters (with a port), any code, any number. */
const longest = { host: 'market.govi-market.example.lk:8443'.slice(0, 30), code: '999999', number: '+94779999999' };

describe('the text messages', () => {
  const texts = languages.flatMap((language) => [
    { language, name: 'signInCode', text: smsTexts[language].signInCode(longest.code, longest.host) },
    { language, name: 'numberChanged', text: smsTexts[language].numberChanged(longest.number) },
  ]);

  it.each(texts)('$language $name fits in two parts at most', ({ text }) => {
    expect(smsParts(text).parts).toBeLessThanOrEqual(2);
  });

  it('sends a sign-in code in one part in English, and Sinhala and Tamil as UCS-2', () => {
    expect(smsParts(smsTexts.en.signInCode(longest.code, longest.host))).toMatchObject({ encoding: 'gsm-7', parts: 1 });
    for (const language of ['si', 'ta'] as const) {
      expect(smsParts(smsTexts[language].signInCode(longest.code, longest.host)).encoding).toBe('ucs-2');
    }
  });

  it('ends a code with the line Android reads it from, and shows a changed number half hidden', () => {
    for (const language of languages) {
      expect(smsTexts[language].signInCode('123456', 'govi.lk').split('\n').at(-1)).toBe('@govi.lk #123456');
      expect(smsTexts[language].numberChanged('+94771234567')).toContain('077 *** 4567');
    }
    expect(partlyHiddenNumber('+94771234567')).toBe('077 *** 4567');
  });
});
