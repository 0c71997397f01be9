// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@domain/dates';
import type { MyVerification } from '@domain/seller/seller-verification.schema';
import { si } from '@web/locales/si';
import { domActions, settle, stubApiPerTest } from '@web/testing/dom-actions';
import { AppProviders } from '@web/testing/app-providers';
import { reactRootPerTest } from '@web/testing/react-root';
import { VerificationPanel } from './verification-panel';

const view = reactRootPerTest();
const { control, buttons, type, press, errorOf } = domActions(() => view.container);
const { answers } = stubApiPerTest();

function render() {
  act(() =>
    view.root.render(
      <AppProviders language="si" now={Date.parse('2026-03-16T05:00:00Z')}>
        <VerificationPanel />
      </AppProviders>,
    ),
  );
}

describe('the seller’s verification panel', () => {
  it('says when an operator withdrew the verification and why, and offers to ask again', async () => {
    const withdrawn: MyVerification = {
      status: 'withdrawn',
      requestedAt: '2026-03-02T04:00:00.000Z',
      decidedAt: '2026-03-03T04:00:00.000Z',
      withdrawnAt: '2026-03-10T04:00:00.000Z',
      refusal: { reason: 'unreachable', note: 'දින තුනක් ඇමතුවා' },
      mayAsk: true,
    };
    answers['GET /api/seller/verification'] = { status: 200, body: withdrawn };
    render();
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain(si['seller.verification.withdrawn'].replace('{date}', formatDate('2026-03-10T04:00:00.000Z', 'si')));
    expect(text).toContain(si['seller.verification.reason.unreachable']);
    expect(text).toContain('“දින තුනක් ඇමතුවා”');
    expect(text).toContain(si['seller.verification.askAgain']);
    expect(text).not.toContain(si['catalog.verified.label']);
    expect(control('nic')).toBeTruthy();
    expect(buttons(si['seller.verification.submit'])).toHaveLength(1);
  });

  it('says what is wrong with a NIC number: its form, a birth date no one has, or a digit that does not add up', async () => {
    answers['GET /api/seller/verification'] = {
      status: 200,
      body: { status: null, requestedAt: null, decidedAt: null, withdrawnAt: null, refusal: null, mayAsk: true },
    };
    render();
    await settle();
    for (const [nic, message] of [
      ['19641920275', si['seller.verification.nicError']],
      ['196419202758', si['seller.verification.nicCheckDigit']],
      ['198036700010', si['seller.verification.nicBirthDate']],
    ] as const) {
      type('nic', nic);
      press(si['seller.verification.submit']);
      await settle();
      expect(errorOf('nic'), nic).toBe(message);
    }
    type('nic', '196419202757');
    press(si['seller.verification.submit']);
    await settle();
    expect(errorOf('nic')).toBeNull();
  });
});
