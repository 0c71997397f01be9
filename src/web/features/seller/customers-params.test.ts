import { describe, expect, it } from 'vitest';
import { readCustomersParams, sortBy, writeCustomersParams } from './customers-params';

const read = (query: string) => readCustomersParams(new URLSearchParams(query));

describe('the customer list in the address', () => {
  it.each([
    ['', { q: '', sort: 'lastOrder', direction: 'desc', page: 1 }],
    ['q=%20Nimal%20&sort=spent&direction=asc&page=3', { q: 'Nimal', sort: 'spent', direction: 'asc', page: 3 }],
    ['sort=rating&direction=up&page=0', { q: '', sort: 'lastOrder', direction: 'desc', page: 1 }],
    ['page=99999', { q: '', sort: 'lastOrder', direction: 'desc', page: 10_000 }],
    ['page=-2', { q: '', sort: 'lastOrder', direction: 'desc', page: 1 }],
  ])('reads "%s"', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('writes the defaults as nothing and reads back what it wrote', () => {
    expect(writeCustomersParams(read('')).toString()).toBe('');
    const query = 'q=Nimal&sort=name&direction=asc&page=2';
    expect(writeCustomersParams(read(query)).toString()).toBe(query);
  });

  it('turns a column around when pressed again, starts another in its own direction, back on page 1', () => {
    const start = read('page=4');
    expect(sortBy(start, 'lastOrder')).toMatchObject({ sort: 'lastOrder', direction: 'asc', page: 1 });
    expect(sortBy(start, 'name')).toMatchObject({ sort: 'name', direction: 'asc', page: 1 });
    expect(sortBy(sortBy(start, 'name'), 'name')).toMatchObject({ sort: 'name', direction: 'desc' });
    expect(sortBy(start, 'spent')).toMatchObject({ sort: 'spent', direction: 'desc' });
  });
});
