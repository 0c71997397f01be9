// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

// React's act() needs to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let sent: string[];

/** The box as a page has it: `address` is the term the address holds, which the page passes down. */
function show(address: string) {
  act(() =>
    root.render(
      <SearchBox id="search" label="Search products" placeholder="Search" value={address} onSearch={(term) => sent.push(term)} />,
    ),
  );
}

const box = () => container.querySelector<HTMLInputElement>('#search')!;

/** A person types: the field's value changes as the browser changes it, and React hears the input event. */
function type(value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box(), value);
    box().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function pause(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  sent = [];
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('sends what is typed after a pause, once', () => {
    show('');
    type('t');
    type('to');
    type('tom');
    pause(300);
    expect(sent).toEqual(['tom']);
  });

  it('keeps the letters typed while the term sent is on its way to the address', () => {
    show('');
    type('tom');
    pause(300);
    expect(sent).toEqual(['tom']);
    // The phone is slow to show the results for "tom"; the person types on.
    type('tomato');
    show('tom');
    expect(box().value).toBe('tomato');
    pause(300);
    expect(sent).toEqual(['tom', 'tomato']);
  });

  it('shows a term the address comes to hold by other means: cleared, then Back', () => {
    show('');
    type('tom');
    pause(300);
    show('tom');
    show('');
    expect(box().value).toBe('');
    show('tom');
    expect(box().value).toBe('tom');
    pause(300);
    expect(sent).toEqual(['tom']);
  });
});
