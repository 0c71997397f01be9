// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@web/lib/i18n';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';
import { useConfirmDialog } from './confirm-dialog';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

let answers: boolean[];

const messages = { en, si, ta };

function Asker() {
  const { confirm, dialog } = useConfirmDialog();
  async function ask() {
    answers.push(await confirm({ question: 'Cancel this order?', confirmLabel: 'Cancel Order', destructive: true }));
  }
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Cancel Order
      </button>
      {dialog}
    </>
  );
}

function render(language: keyof typeof messages = 'en') {
  act(() =>
    view.root.render(
      <I18nProvider initial={{ language, messages: messages[language] }}>
        <Asker />
      </I18nProvider>,
    ),
  );
}

const opener = () => view.container.querySelector<HTMLButtonElement>(':scope > button')!;
const dialog = () => view.container.querySelector('dialog');
const dialogButton = (name: string) => [...(dialog()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name)!;

async function open() {
  opener().focus();
  await act(async () => opener().click());
}

beforeEach(() => {
  answers = [];
});

describe('the confirmation dialog', () => {
  it('opens as a modal dialog named by its question, with the focus on the safe answer', async () => {
    render();
    expect(dialog()).toBeNull();
    await open();
    const shown = dialog()!;
    expect(shown.open).toBe(true);
    const title = document.getElementById(shown.getAttribute('aria-labelledby')!);
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Cancel this order?');
    expect(document.activeElement).toBe(dialogButton('Go back'));
  });

  it('answers yes when the person goes ahead, and gives the focus back to the button that asked', async () => {
    render();
    await open();
    await act(async () => dialogButton('Cancel Order').click());
    expect(answers).toEqual([true]);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('answers no on Go back, and on Escape, once each', async () => {
    render();
    await open();
    await act(async () => dialogButton('Go back').click());
    expect(answers).toEqual([false]);
    expect(document.activeElement).toBe(opener());

    await open();
    await act(async () => {
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(answers).toEqual([false, false]);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener());

    // A browser answers Escape on a modal dialog with a cancel event of its own.
    await open();
    const shown = dialog()!;
    await act(async () => {
      shown.dispatchEvent(new Event('cancel', { cancelable: true }));
      shown.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(answers).toEqual([false, false, false]);
    expect(dialog()).toBeNull();
  });

  it('speaks the app’s language, not the browser’s', async () => {
    for (const language of ['si', 'ta'] as const) {
      view.remount();
      render(language);
      await open();
      expect(dialogButton(messages[language]['confirm.decline'])).toBeDefined();
      await act(async () => dialogButton(messages[language]['confirm.decline']).click());
    }
    expect(answers).toEqual([false, false]);
  });

  it('gives each button a fingertip’s height on a phone', async () => {
    render();
    await open();
    for (const button of dialog()!.querySelectorAll('button')) expect(button.className).toContain('min-h-11');
  });
});
