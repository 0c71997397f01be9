import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
import { si } from './si';
import { ta } from './ta';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const withoutPlaceholders = (message: string) => message.replace(/\{\w+\}/g, '');

// Texts that are the same in every language: the brand, and examples of typed input.
const sameEverywhere = new Set<MessageKey>(['app.name']);

describe.each([
  ['Sinhala', si],
  ['Tamil', ta],
])('%s', (_language, messages) => {
  it('has every English key and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the placeholders of each English message', () => {
    // A singular form may show the number: in Sinhala, "one" also covers zero.
    const mismatched = (Object.keys(en) as MessageKey[]).filter(
      (key) =>
        placeholders(messages[key]).join() !== placeholders(en[key]).join() &&
        !(key.endsWith('_one') && placeholders(messages[key]).join() === 'count'),
    );
    expect(mismatched).toEqual([]);
  });

  it('translates every message (nothing left in English)', () => {
    const untranslated = (Object.keys(en) as MessageKey[]).filter(
      (key) => !sameEverywhere.has(key) && messages[key] === en[key] && /[a-z]{3,}/i.test(withoutPlaceholders(en[key])),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('a held review', () => {
  // How long a new account waits is the operator's NEW_ACCOUNT_DAYS (0 to 90): the texts name the day it ends.
  it.each([
    ['English', en],
    ['Sinhala', si],
    ['Tamil', ta],
  ])('is said to be published on a date, never after a fixed time, in %s', (_language, messages) => {
    for (const key of ['reviews.form.held', 'reviews.mine.held'] as const) expect(placeholders(messages[key]), key).toEqual(['date']);
    expect(`${en['reviews.form.held']} ${en['reviews.mine.held']}`).not.toMatch(/week|day/i);
  });
});
