// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

let sent: string[];

/** The box as a page has it: `address` is the term the address holds, which the page passes down. */
function show(address: string) {
  act(() =>
    view.root.render(
      <SearchBox id="search" label="Search products" placeholder="Search" value={address} onSearch={(term) => sent.push(term)} />,
    ),
  );
}

const box = () => view.container.querySelector<HTMLInputElement>('#search')!;

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
  sent = [];
});
afterEach(() => {
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
