import { describe, expect, it } from 'vitest';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ApiRequestError } from '@web/lib/api-client';
import { translate, type Translate } from '@web/lib/i18n';
import { describeStatusChangeError } from './status-change-error';

const english: Translate = (key, params) => translate(en, 'en', key, params);
const sinhala: Translate = (key, params) => translate(si, 'si', key, params);

describe('describeStatusChangeError', () => {
  const refused = new ApiRequestError(409, {
    code: 'conflict',
    message: 'An item that is delivered cannot become cancelled.',
    reason: 'status_change_not_allowed',
    params: { from: 'delivered', to: 'cancelled' },
  });

  it('names both statuses in the reader’s language', () => {
    expect(describeStatusChangeError(refused, english)).toBe('This item is already Delivered, so it cannot become Cancelled.');
    expect(describeStatusChangeError(refused, sinhala)).toContain('භාර දුන්නා');
  });

  it('says an item that is gone is gone, and falls back to the shared wording', () => {
    expect(describeStatusChangeError(new ApiRequestError(404, { code: 'not_found', message: 'Order item not found' }), english)).toBe(
      'This order item no longer exists.',
    );
    expect(describeStatusChangeError(new ApiRequestError(0, { code: 'unavailable', message: 'network' }), english)).toMatch(/connection/);
  });
});
