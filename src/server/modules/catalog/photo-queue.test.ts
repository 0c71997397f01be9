import { describe, expect, it } from 'vitest';
import { AppError } from '@server/errors';
import { createPhotoQueue } from './photo-queue';

/** A decode the test finishes when it wants, noting when it started. */
function gate(name: string, started: string[]) {
  let open: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => (open = resolve));
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => open(name),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the photo queue', () => {
  it('decodes one file at a time, taking accounts in turn', async () => {
    const queue = createPhotoQueue({ maxFiles: 10, uploadsPerAccount: 2 });
    const started: string[] = [];
    const [a1, a2, a3] = ['a1', 'a2', 'a3'].map((name) => gate(name, started));
    const [b1, b2] = ['b1', 'b2'].map((name) => gate(name, started));
    const a = queue.decode('a', [a1!.task, a2!.task, a3!.task]);
    const b = queue.decode('b', [b1!.task, b2!.task]);
    await settle();
    expect(started).toEqual(['a1']);
    expect(queue.pending).toBe(5);
    for (const each of [a1, b1, a2, b2, a3]) {
      each!.finish();
      await settle();
    }
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    expect(await a).toEqual(['a1', 'a2', 'a3']);
    expect(await b).toEqual(['b1', 'b2']);
    expect(queue.pending).toBe(0);
  });

  it('refuses an account’s upload beyond its share (429) and any past the queue’s files (503), with a time to retry', async () => {
    const queue = createPhotoQueue({ maxFiles: 3, retryAfterSeconds: 7 });
    const started: string[] = [];
    const first = gate('first', started);
    const running = queue.decode('a', [first.task, first.task]);
    const sameAccount = await queue.decode('a', [first.task]).catch((error: unknown) => error);
    expect(sameAccount).toBeInstanceOf(AppError);
    expect(sameAccount).toMatchObject({ code: 'rate_limited', options: { retryAfterSeconds: 7 } });
    const full = await queue.decode('b', [first.task, first.task]).catch((error: unknown) => error);
    expect(full).toMatchObject({ code: 'unavailable', options: { retryAfterSeconds: 7 } });
    first.finish();
    await running;
    // Both finished: the account may upload again.
    expect(await queue.decode('a', [async () => 'again'])).toEqual(['again']);
  });

  it('says beforehand what it would refuse, and takes an upload of no files at once, even from a busy account', async () => {
    const queue = createPhotoQueue({ maxFiles: 2 });
    const started: string[] = [];
    const first = gate('first', started);
    const running = queue.decode('a', [first.task]);
    expect(queue.refusal('a', 1)).toMatchObject({ code: 'rate_limited' });
    expect(queue.refusal('b', 2)).toMatchObject({ code: 'unavailable' });
    expect(queue.refusal('b', 1)).toBeUndefined();
    expect(queue.refusal('a', 0)).toBeUndefined();
    expect(await queue.decode('a', [])).toEqual([]);
    first.finish();
    await running;
  });

  it('fails an upload with its first failed file and decodes none of the files after it', async () => {
    const queue = createPhotoQueue({ maxFiles: 10 });
    const started: string[] = [];
    const upload = queue.decode('a', [
      async () => {
        started.push('good');
        return 'good';
      },
      async () => {
        started.push('bad');
        throw new Error('not a photo');
      },
      async () => {
        started.push('after');
        return 'after';
      },
    ]);
    await expect(upload).rejects.toThrow('not a photo');
    expect(started).toEqual(['good', 'bad']);
    expect(queue.pending).toBe(0);
  });
});
