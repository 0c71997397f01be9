// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast, Toaster } from './toast';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

const shown = () => [...view.container.querySelectorAll('[data-testid="toast"]')].map((element) => element.querySelector('p')?.textContent);

beforeEach(() => {
  act(() => view.root.render(<Toaster closeLabel="Close" regionLabel="Notifications" />));
});

describe('the toaster', () => {
  it('shows one message at a time, the newest: a later error replaces an earlier complaint', () => {
    act(() => toast({ title: 'Missing Information', description: 'Fill in the address.', variant: 'destructive' }));
    expect(shown()).toEqual(['Missing Information']);
    act(() => toast({ title: 'Could not place the order', description: 'Tomatoes sold out.', variant: 'destructive' }));
    expect(shown()).toEqual(['Could not place the order']);
    expect(view.container.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
