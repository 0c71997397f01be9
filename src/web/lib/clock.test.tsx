// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactRootPerTest } from '@web/testing/react-root';
import { ClockProvider, useNow } from './clock';

const view = reactRootPerTest();

/** Shows the page's clock and counts how often it was drawn. */
function clockPage(start: number) {
  const drawn: number[] = [];
  function Now() {
    const now = useNow();
    drawn.push(now);
    return <p>{now}</p>;
  }
  act(() =>
    view.root.render(
      <ClockProvider start={start}>
        <Now />
      </ClockProvider>,
    ),
  );
  return drawn;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-02T09:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the page's clock", () => {
  it('keeps the moment of a page rendered seconds ago as the app starts, and moves at its first tick', () => {
    const rendered = Date.now() - 20_000;
    const drawn = clockPage(rendered);
    // Drawn once: nothing that writes a price or a date is drawn again while the page starts.
    expect(drawn).toEqual([rendered]);

    act(() => vi.advanceTimersByTime(60_000));
    expect(drawn.at(-1)).toBe(Date.now());
  });

  it('moves at once for a page rendered a minute or more ago', () => {
    const rendered = Date.now() - 5 * 60_000;
    const drawn = clockPage(rendered);
    expect(drawn[0]).toBe(rendered);
    expect(drawn.at(-1)).toBe(Date.now());
  });
});
