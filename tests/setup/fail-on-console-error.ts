import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that makes the code log an unexpected error fails, so errors cannot hide in passing runs.
let errors: unknown[][] = [];

/** For a test that provokes an error log on purpose: hands over what was logged and clears it. */
export function takeConsoleErrors(): string[] {
  const taken = errors.map((args) => args.map(String).join(' '));
  errors = [];
  return taken;
}

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, 'console.error was called').toEqual([]);
});
