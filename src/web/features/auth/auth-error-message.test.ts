import { describe, expect, it } from 'vitest';
import { accountSuspendedReason } from '@domain/admin/account-moderation.schema';
import { en } from '../../locales/en';
import { si } from '../../locales/si';
import { ta } from '../../locales/ta';
import { ApiRequestError } from '@web/lib/api-client';
import { translate, type Translate } from '@web/lib/i18n';
import { authErrorMessage } from './auth-error-message';

const english: Translate = (key, params) => translate(en, 'en', key, params);
const sinhala: Translate = (key, params) => translate(si, 'si', key, params);
const tamil: Translate = (key, params) => translate(ta, 'ta', key, params);

function suspended(params: { reason: string; until: string; note: string }) {
  return new ApiRequestError(403, { code: 'forbidden', reason: accountSuspendedReason, message: 'This account is suspended.', params });
}

describe('a sign-in refused to a suspended account', () => {
  it('names the reason, the last day in Colombo, the operator’s words and where to ask', () => {
    // 18:30 UTC on 1 December is already 2 December in Colombo.
    const message = authErrorMessage(
      suspended({ reason: 'fake_reviews', until: '2026-12-01T18:30:00.000Z', note: 'Reviews of your own shop' }),
      english,
      'en',
    );
    expect(message).toContain('Dec 2, 2026');
    expect(message).toContain(en['auth.suspended.reason.fake_reviews']);
    expect(message).toContain('“Reviews of your own shop”');
    expect(message).toContain('/support');
    expect(message).not.toContain('lifts it');
  });

  it('says the market must lift it when it has no end, and leaves out words the operator did not write', () => {
    const message = authErrorMessage(suspended({ reason: 'fraud', until: '', note: '' }), english, 'en');
    expect(message.startsWith(english('auth.error.suspendedUntilLifted', { reason: en['auth.suspended.reason.fraud'] }))).toBe(true);
    expect(message).not.toContain('“');
  });

  it('is written in the reader’s language, dates too', () => {
    const params = { reason: 'abuse', until: '2026-12-01T18:30:00.000Z', note: '' };
    const inSinhala = authErrorMessage(suspended(params), sinhala, 'si');
    expect(inSinhala).toContain(si['auth.suspended.reason.abuse']);
    expect(inSinhala).toContain('2026 උඳුවප් 2');
    const inTamil = authErrorMessage(suspended(params), tamil, 'ta');
    expect(inTamil).toContain(ta['auth.suspended.reason.abuse']);
    expect(inTamil).not.toContain('Dec');
  });

  it('falls back to “another reason” for a reason it does not know', () => {
    const message = authErrorMessage(suspended({ reason: 'something_new', until: '', note: '' }), english, 'en');
    expect(message).toContain(en['auth.suspended.reason.other']);
  });
});
