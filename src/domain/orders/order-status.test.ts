import { describe, expect, it } from 'vitest';
import { buyerMayCancel, itemStatuses, orderStatusOf, sellerMayMoveItem, type ItemStatus } from './order-status';

describe('sellerMayMoveItem', () => {
  const allowed: [ItemStatus, ItemStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'delivered'],
    ['confirmed', 'cancelled'],
  ];

  it.each(itemStatuses.flatMap((from) => itemStatuses.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(sellerMayMoveItem(from, to)).toBe(expected);
  });
});

describe('buyerMayCancel', () => {
  it.each<[ItemStatus[], boolean]>([
    [['pending'], true],
    [['pending', 'pending'], true],
    [['pending', 'cancelled'], true],
    [['pending', 'confirmed'], false],
    [['confirmed'], false],
    [['delivered'], false],
    [['cancelled'], false],
    [['cancelled', 'cancelled'], false],
  ])('%j → %s', (statuses, expected) => {
    expect(buyerMayCancel(statuses)).toBe(expected);
  });
});

describe('orderStatusOf', () => {
  it.each<[ItemStatus[], string]>([
    [['pending'], 'pending'],
    [['pending', 'confirmed'], 'pending'],
    [['confirmed', 'confirmed'], 'confirmed'],
    [['confirmed', 'delivered'], 'confirmed'],
    [['delivered', 'delivered'], 'delivered'],
    [['delivered', 'cancelled'], 'delivered'],
    [['confirmed', 'cancelled'], 'confirmed'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['cancelled'], 'cancelled'],
  ])('%j → %s', (statuses, expected) => {
    expect(orderStatusOf(statuses)).toBe(expected);
  });
});
