import { describe, expect, it } from 'vitest';
import { nulCharacterMessage } from './nul-character';
import { requiredText, textInput } from './text';

describe('text inputs', () => {
  it.each([
    ['Fresh tomatoes', true],
    ['  Fresh tomatoes  ', true],
    ['ගම්මිරිස් – மிளகு', true],
    ['line\nbreak\tand tab', true],
    ['tom\u0000atoes', false],
    ['\u0000', false],
    ['   ', false],
  ])('requiredText accepts %j: %s', (value, accepted) => {
    expect(requiredText(50).safeParse(value).success).toBe(accepted);
  });

  it('names the NUL character in its issue', () => {
    const result = textInput().safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(nulCharacterMessage);
  });

  it('trims what it accepts', () => {
    expect(requiredText(50).parse('  Kandy  ')).toBe('Kandy');
  });
});
