// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@web/lib/i18n';
import { en } from '@web/locales/en';
import { ta } from '@web/locales/ta';
import { reactRootPerTest } from '@web/testing/react-root';
import { ConnectionBanner } from './connection-banner';

const view = reactRootPerTest();
let onLine = true;
const onLineGetter = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);

beforeEach(() => {
  onLine = true;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => onLineGetter.mockRestore());

function linkGoes(online: boolean) {
  onLine = online;
  act(() => {
    dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const status = () => view.container.querySelector('[role="status"]');

describe('the connection banner', () => {
  it('says so while the link is down and for a moment once it returns, in a live region that is always there', () => {
    act(() =>
      view.root.render(
        <I18nProvider initial={{ language: 'ta', messages: { ...en, ...ta } }}>
          <ConnectionBanner />
        </I18nProvider>,
      ),
    );
    expect(status()?.textContent).toBe('');
    linkGoes(false);
    expect(status()?.textContent).toBe(ta['connection.offline']);
    linkGoes(true);
    expect(status()?.textContent).toBe(ta['connection.back']);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(status()?.textContent).toBe(ta['connection.back']);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(status()?.textContent).toBe('');
  });

  it('says nothing on a page opened online', () => {
    act(() =>
      view.root.render(
        <I18nProvider initial={{ language: 'en', messages: en }}>
          <ConnectionBanner />
        </I18nProvider>,
      ),
    );
    linkGoes(true);
    expect(status()?.textContent).toBe('');
  });
});
