import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { findRenderError } from './entry-server';

const never = new Promise<string>(() => undefined);

function WaitsForever(): string {
  return use(never);
}

function Throws(): string {
  throw new Error('the part broke');
}

describe('finding what a failed page threw', () => {
  it('answers with the error a part threw', async () => {
    const error = await findRenderError(
      <Suspense fallback="loading">
        <Throws />
      </Suspense>,
    );
    expect(error).toEqual(new Error('the part broke'));
  });

  it('answers, and stops rendering, when a part waits on something that never comes', async () => {
    const error = await findRenderError(
      <main>
        <Suspense fallback="loading">
          <Throws />
        </Suspense>
        <Suspense fallback="loading">
          <WaitsForever />
        </Suspense>
      </main>,
      50,
    );
    expect(error).toEqual(new Error('the part broke'));
  });
});
