import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * What a person does to a rendered page, as a component test does it: find a control by its name, type into it, press
 * a button by its words, read the message a field is marked with. `container` is the element the test renders into.
 */
export function domActions(container: () => HTMLElement) {
  function control(name: string) {
    const found = container().querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (!found) throw new Error(`no control named ${name}`);
    return found;
  }

  function type(name: string, value: string) {
    const element = control(name);
    const prototype = Object.getPrototypeOf(element) as object;
    act(() => {
      // React listens for the native event; the value must be set through the prototype's setter.
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
      element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
  }

  /** Ticks (or unticks) the checkbox whose label's words are exactly these. */
  function tick(label: string) {
    const box = [...container().querySelectorAll('label')].find((candidate) => candidate.textContent === label)?.querySelector('input');
    if (!box) throw new Error(`no checkbox ${label}`);
    act(() => box.click());
  }

  /** The buttons whose words are exactly these. */
  function buttons(name: string) {
    return [...container().querySelectorAll('button')].filter((candidate) => candidate.textContent === name);
  }

  function press(name: string) {
    const [button] = buttons(name);
    if (!button) throw new Error(`no button ${name}`);
    act(() => button.click());
  }

  /** The message under a field, as a screen reader hears it (aria-describedby), when the field is marked wrong. */
  function errorOf(name: string): string | null {
    const element = control(name);
    if (element.getAttribute('aria-invalid') !== 'true') return null;
    return document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
  }

  return { control, type, tick, buttons, press, errorOf };
}

/** Lets stubbed answers arrive and React render what follows from them. */
export async function settle(rounds = 5) {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export type StubbedAnswer = { status: number; body: unknown };
export type SentRequest = { method: string; path: string; body: unknown };

/**
 * Stands in for the server in each test of a component test file: every request is kept in `sent`, and answered from
 * `answers` by "METHOD path"; a request with no answer fails the test. Both start empty for each test.
 */
export function stubApiPerTest() {
  const sent: SentRequest[] = [];
  const answers: Record<string, StubbedAnswer> = {};
  beforeEach(() => {
    sent.length = 0;
    for (const key of Object.keys(answers)) delete answers[key];
    vi.stubGlobal('fetch', (path: string, init: { method?: string; body?: string } = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, path, body: init.body === undefined ? undefined : JSON.parse(init.body) });
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`no answer for ${method} ${path}`);
      return Promise.resolve({ status: answer.status, statusText: '', text: () => Promise.resolve(JSON.stringify(answer.body)) });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return { sent, answers };
}
