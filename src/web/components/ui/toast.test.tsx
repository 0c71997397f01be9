// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast, Toaster } from './toast';

// React's act() needs to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

const shown = () => [...container.querySelectorAll('[data-testid="toast"]')].map((element) => element.querySelector('p')?.textContent);

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Toaster closeLabel="Close" regionLabel="Notifications" />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the toaster', () => {
  it('shows one message at a time, the newest: a later error replaces an earlier complaint', () => {
    act(() => toast({ title: 'Missing Information', description: 'Fill in the address.', variant: 'destructive' }));
    expect(shown()).toEqual(['Missing Information']);
    act(() => toast({ title: 'Could not place the order', description: 'Tomatoes sold out.', variant: 'destructive' }));
    expect(shown()).toEqual(['Could not place the order']);
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
