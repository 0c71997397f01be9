// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@web/lib/api-client';
import { I18nProvider } from '@web/lib/i18n';
import { en } from '@web/locales/en';
import { QueryState, type QueryOutcome } from './query-state';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

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
    view.root.render(
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

const text = () => view.container.textContent;

beforeEach(() => {
  refetches = 0;
});

describe('QueryState', () => {
  it('shows the page’s own placeholder while the data is on its way', () => {
    render(query({}));
    expect(text()).toBe('Placeholder rows');
  });

  it('shows the failed card when the data did not come, and Try again asks once more', () => {
    render(query({ isError: true, error: new ApiRequestError(500, { code: 'internal', message: 'Boom' }) }));
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Your orders could not be loaded.');
    const retry = view.container.querySelector('button')!;
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
      view.root.render(
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
