import { afterEach, describe, expect, it, vi } from 'vitest';
import { nulCharacterMessage } from '@domain/nul-character';
import { si } from '../locales/si';
import { ApiRequestError } from './api-client';
import { describeApiError } from './api-error-message';
import { translate, type Translate } from './i18n';

const t: Translate = (key, params) => translate(si, 'si', key, params);

describe('describeApiError', () => {
  it('explains a refused invisible character in the reader’s language, not the server’s English', () => {
    const error = new ApiRequestError(400, {
      code: 'validation_failed',
      message: `Invalid notes: ${nulCharacterMessage}`,
      fields: [{ path: 'notes', message: nulCharacterMessage }],
    });
    expect(describeApiError(error, t)).toBe(si['error.invalidCharacter']);
  });

  it('keeps the general message for other invalid input', () => {
    const error = new ApiRequestError(400, {
      code: 'validation_failed',
      message: 'Invalid notes',
      fields: [{ path: 'notes', message: 'too long' }],
    });
    expect(describeApiError(error, t)).toBe(si['error.generic']);
  });

  it('tells the reader to try again shortly when a part of the server is unavailable', () => {
    const error = new ApiRequestError(503, { code: 'unavailable', message: 'Photos cannot be reached just now; try again shortly.' });
    expect(describeApiError(error, t)).toBe(si['error.unavailable']);
  });

  it('says the whole market is briefly unavailable when its database is away', () => {
    const error = new ApiRequestError(503, {
      code: 'unavailable',
      reason: 'market_unavailable',
      message: 'The market is briefly unavailable; try again in a moment.',
    });
    expect(describeApiError(error, t)).toBe(si['error.marketUnavailable']);
    expect(si['error.marketUnavailable']).not.toBe(si['error.unavailable']);
  });
});

describe('a request that never reached the server', () => {
  const unreached = new ApiRequestError(0, { code: 'unavailable', message: 'network' });
  afterEach(() => vi.unstubAllGlobals());

  it('says the phone is offline and the change needs the network, when the browser knows it has no link', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(describeApiError(unreached, t)).toBe(si['error.offline']);
  });

  it('says the market could not be reached when the link is up', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(describeApiError(unreached, t)).toBe(si['error.network']);
  });
});
