import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React's act() needs to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A React root in the document for each test of the file, unmounted and taken out after it: `container` is the
 * element it draws in, `root` the root of the test running now (to render into inside act()).
 */
export function reactRootPerTest(options?: RootOptions) {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container, options);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    get root() {
      return root;
    },
    /** A root of its own in the same element, as a page opened anew (the old one unmounted). */
    remount() {
      act(() => root.unmount());
      root = createRoot(container, options);
    },
    /** Brings the markup in the element to life as `ui`, as the browser does with a page the server rendered. */
    hydrate(ui: ReactNode) {
      root = hydrateRoot(container, ui, options);
    },
  };
}
