import { describe, expect, it } from 'vitest';
import { smsParts } from './sms-parts';

describe('smsParts', () => {
  it('sends plain English in the GSM alphabet: 160 characters in one part, then 153 a part', () => {
    expect(smsParts('')).toEqual({ encoding: 'gsm-7', parts: 1, units: 0 });
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm-7', parts: 1, units: 160 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm-7', parts: 2, units: 161 });
    expect(smsParts('a'.repeat(306))).toEqual({ encoding: 'gsm-7', parts: 2, units: 306 });
    expect(smsParts('a'.repeat(307))).toEqual({ encoding: 'gsm-7', parts: 3, units: 307 });
  });

  it('counts the alphabet’s extension characters twice, and never splits one between parts', () => {
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'gsm-7', parts: 1, units: 160 });
    expect(smsParts('€'.repeat(81))).toEqual({ encoding: 'gsm-7', parts: 2, units: 162 });
    // 152 plain characters and a euro: the euro does not fit whole in the first part's last place.
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(10)}`).parts).toBe(2);
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(152)}`).parts).toBe(3);
  });

  it('sends Sinhala and Tamil as UCS-2: 70 in one part, then 67 a part', () => {
    const sinhala = 'ඇණවුම';
    expect(smsParts(sinhala)).toEqual({ encoding: 'ucs-2', parts: 1, units: sinhala.length });
    expect(smsParts('ස'.repeat(70))).toEqual({ encoding: 'ucs-2', parts: 1, units: 70 });
    expect(smsParts('ஆ'.repeat(71))).toEqual({ encoding: 'ucs-2', parts: 2, units: 71 });
    expect(smsParts('ஆ'.repeat(134)).parts).toBe(2);
    expect(smsParts('ஆ'.repeat(135)).parts).toBe(3);
  });

  it('sends the whole text as UCS-2 for one character outside the alphabet', () => {
    expect(smsParts(`${'a'.repeat(69)}ස`)).toEqual({ encoding: 'ucs-2', parts: 1, units: 70 });
    expect(smsParts(`Rs 1,250 — ${'a'.repeat(60)}`).encoding).toBe('ucs-2');
  });

  it('keeps a character beyond the Basic Multilingual Plane whole: two units, never split', () => {
    expect(smsParts('🌾')).toEqual({ encoding: 'ucs-2', parts: 1, units: 2 });
    expect(smsParts(`${'ස'.repeat(68)}🌾`)).toEqual({ encoding: 'ucs-2', parts: 1, units: 70 });
    expect(smsParts(`${'ස'.repeat(66)}🌾${'ස'.repeat(65)}`)).toEqual({ encoding: 'ucs-2', parts: 2, units: 133 });
    // 134 units would fill two parts exactly, but the pair cannot straddle the first part's end.
    expect(smsParts(`${'ස'.repeat(66)}🌾${'ස'.repeat(66)}`)).toEqual({ encoding: 'ucs-2', parts: 3, units: 134 });
  });
});
