import { describe, expect, it } from 'vitest';
import { nicAsNewFormat, nicBirthDate, nicProblem, normalizeNic } from './nic';

const today = new Date('2026-11-28T00:00:00Z');

/** The number with the check digit that adds up, of the eleven digits given (new format). */
function withCheckDigit(eleven: string): string {
  const found = Array.from({ length: 10 }, (_, digit) => `${eleven}${digit}`).find((nic) => nicProblem(nic, today) !== 'check_digit');
  if (!found) throw new Error(`no check digit for ${eleven}`);
  return found;
}

describe('NIC numbers', () => {
  it('takes a well-formed number in either format', () => {
    expect(nicProblem('196419202757', today)).toBeNull();
    expect(nicProblem('641922757V', today)).toBeNull();
    expect(nicProblem(normalizeNic('641922757x'), today)).toBeNull();
    expect(nicProblem(normalizeNic(' 1964-1920 2757 '), today)).toBeNull();
  });

  it('refuses a changed check digit', () => {
    expect(nicProblem('196419202758', today)).toBe('check_digit');
    expect(nicProblem('641922756V', today)).toBe('check_digit');
  });

  it('refuses what is not a NIC number', () => {
    for (const nic of ['', '12345', '64192275V', '641922757A', '1964192027570', '196419212757', 'ABCDEFGHIJ']) {
      expect(nicProblem(normalizeNic(nic), today), nic).toBe('format');
    }
  });

  it('refuses a day of the year that is none, for men and for women', () => {
    expect(nicProblem(withCheckDigit('19803670001'), today)).toBe('birth_date');
    expect(nicProblem(withCheckDigit('19808670001'), today)).toBe('birth_date');
    expect(nicProblem(withCheckDigit('19800000001'), today)).toBe('birth_date');
    // 366 and 866 exist (31 December counts 29 February in every year).
    expect(nicProblem(withCheckDigit('19803660001'), today)).toBeNull();
    expect(nicProblem(withCheckDigit('19808660001'), today)).toBeNull();
  });

  it('refuses 29 February of a year without one', () => {
    // Day 60 is 29 February.
    expect(nicProblem(withCheckDigit('19800600001'), today)).toBeNull();
    expect(nicProblem(withCheckDigit('19810600001'), today)).toBe('birth_date');
    expect(nicProblem(withCheckDigit('19815600001'), today)).toBe('birth_date');
    expect(nicProblem(withCheckDigit('20000600001'), today)).toBeNull();
    expect(nicProblem(withCheckDigit('19000600001'), today)).toBe('birth_date');
  });

  it('refuses someone younger than 15', () => {
    // Day 333 is 28 November (29 February counted in every year): 15 today. Day 334 is 29 November: 15 tomorrow.
    expect(nicProblem(withCheckDigit('20113330001'), today)).toBeNull();
    expect(nicProblem(withCheckDigit('20113340001'), today)).toBe('birth_date');
    expect(nicProblem(withCheckDigit('20150010001'), today)).toBe('birth_date');
  });

  it('reads the birth date and writes the old format as the new', () => {
    expect(nicAsNewFormat('641922757V')).toBe('196419202757');
    expect(nicAsNewFormat('196419202757')).toBe('196419202757');
    expect(nicBirthDate('641922757V')).toBe('1964-07-10');
    expect(nicBirthDate('196469202757')).toBe('1964-07-10');
    expect(nicBirthDate(withCheckDigit('19800600001'))).toBe('1980-02-29');
    expect(nicBirthDate(withCheckDigit('19803660001'))).toBe('1980-12-31');
  });
});
