// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@web/lib/api-client';
import { I18nProvider } from '@web/lib/i18n';
import { en } from '@web/locales/en';
import { QueryState, type QueryOutcome } from './query-state';

// React's act() needs to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let refetches: number;

type Orders = { orders: string[] };

function query(state: Partial<QueryOutcome<Orders>>): QueryOutcome<Orders> {
  return {
    data: undefined,
    isError: false,
    error: null,
    refetch: () => {
      refetches += 1;
    },
    ...state,
  };
}

function render(outcome: QueryOutcome<Orders>, withEmpty = true) {
  act(() =>
    root.render(
      <I18nProvider initial={{ language: 'en', messages: en }}>
        <QueryState
          query={outcome}
          loading={<p>Placeholder rows</p>}
          failed={{ announce: true, message: 'Your orders could not be loaded.' }}
          {...(withEmpty && { isEmpty: (data: Orders) => data.orders.length === 0, empty: <p>No orders yet</p> })}
        >
          {(data) => <p>{data.orders.join(', ')}</p>}
        </QueryState>
      </I18nProvider>,
    ),
  );
}

const text = () => container.textContent;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  refetches = 0;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('QueryState', () => {
  it('shows the page’s own placeholder while the data is on its way', () => {
    render(query({}));
    expect(text()).toBe('Placeholder rows');
  });

  it('shows the failed card when the data did not come, and Try again asks once more', () => {
    render(query({ isError: true, error: new ApiRequestError(500, { code: 'internal', message: 'Boom' }) }));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Your orders could not be loaded.');
    const retry = container.querySelector('button')!;
    expect(retry.textContent).toBe(en['state.retry']);
    act(() => retry.click());
    expect(refetches).toBe(1);
  });

  it('shows the data, and keeps it on screen when a later refetch fails', () => {
    render(query({ data: { orders: ['Tomatoes', 'Beans'] } }));
    expect(text()).toBe('Tomatoes, Beans');
    render(query({ data: { orders: ['Tomatoes', 'Beans'] }, isError: true, error: new Error('offline') }));
    expect(text()).toBe('Tomatoes, Beans');
  });

  it('shows the page’s empty text when the data holds nothing, and the list itself when no empty rule is given', () => {
    render(query({ data: { orders: [] } }));
    expect(text()).toBe('No orders yet');
    render(query({ data: { orders: [] } }), false);
    expect(text()).toBe('');
  });

  it('shows a page’s own element in place of the card when one is given', () => {
    act(() =>
      root.render(
        <I18nProvider initial={{ language: 'en', messages: en }}>
          <QueryState query={query({ isError: true, error: new Error('gone') })} failed={<p>Order not found</p>}>
            {() => null}
          </QueryState>
        </I18nProvider>,
      ),
    );
    expect(text()).toBe('Order not found');
  });
});
