import { describe, expect, it, vi } from 'vitest';
import {
  describeSettings,
  freePort,
  inBatches,
  median,
  percentile,
  printTable,
  seededRandom,
  startProcess,
  stopProcess,
  waitForOk,
} from './harness';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, of values in any order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is 0 for no values, and leaves the values as they were', () => {
    expect(median([])).toBe(0);
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, index) => 100 - index);

  it('is the value that fraction of the way up the sorted values', () => {
    expect(percentile(oneToHundred, 0.99)).toBe(100);
    expect(percentile(oneToHundred, 0.5)).toBe(51);
    expect(percentile(oneToHundred, 0)).toBe(1);
  });

  it('stays within the values, and is 0 for none', () => {
    expect(percentile([1, 2, 3], 1)).toBe(3);
    expect(percentile([], 0.99)).toBe(0);
  });
});

describe('seededRandom', () => {
  const draw = (seed: number, count: number) => Array.from({ length: count }, seededRandom(seed));

  it('gives the same numbers for the same seed, other numbers for another', () => {
    expect(draw(1, 20)).toEqual(draw(1, 20));
    expect(draw(2, 20)).not.toEqual(draw(1, 20));
  });

  it('spreads its numbers evenly over [0, 1)', () => {
    const values = draw(7, 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const tenths = Array.from({ length: 10 }, (_, tenth) => values.filter((value) => Math.floor(value * 10) === tenth).length);
    for (const count of tenths) expect(count).toBeGreaterThan(900);
  });
});

describe('describeSettings', () => {
  it('writes settings as the environment assignments a reader can repeat', () => {
    expect(describeSettings({ MAX_ORDERS_PER_HOUR: '100000', TRUST_PROXY: '1' })).toBe('MAX_ORDERS_PER_HOUR=100000 TRUST_PROXY=1');
  });
});

describe('inBatches', () => {
  it('answers in the order of the items, never running more than `width` at once', async () => {
    let running = 0;
    let mostRunning = 0;
    const results = await inBatches([30, 5, 20, 1, 10, 2, 15], 3, async (delayMs) => {
      running++;
      mostRunning = Math.max(mostRunning, running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      running--;
      return delayMs * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20, 4, 30]);
    expect(mostRunning).toBe(3);
  });

  it('runs every item once when there are fewer items than the width', async () => {
    const seen: number[] = [];
    expect(await inBatches([1, 2], 10, async (item) => seen.push(item))).toHaveLength(2);
    expect(seen.sort()).toEqual([1, 2]);
  });
});

describe('printTable', () => {
  it('prints a heading, then the rows as a table', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const table = vi.spyOn(console, 'table').mockImplementation(() => {});
    const rows = [{ page: 'home', 'LCP (s)': 1.1 }];
    try {
      printTable('Lighthouse', rows);
      expect(log).toHaveBeenCalledWith('\n## Lighthouse');
      expect(table).toHaveBeenCalledWith(rows);
    } finally {
      log.mockRestore();
      table.mockRestore();
    }
  });
});

describe('a server process', () => {
  // A server that answers 503 to its first two requests, then 200; and one that never answers 200.
  const flakyServer = `
    let asked = 0;
    require('node:http').createServer((request, response) => {
      asked++;
      response.statusCode = process.env.ALWAYS_FAIL || asked <= 2 ? 503 : 200;
      response.end('ok');
    }).listen(Number(process.env.PORT), '127.0.0.1');`;

  it('is waited for until it answers 2xx, and stopped with every process of its group', async () => {
    const port = await freePort();
    const startedAt = performance.now();
    const child = startProcess(process.execPath, ['-e', flakyServer], { PORT: String(port) }, process.cwd());
    try {
      const tookMs = await waitForOk(`http://127.0.0.1:${port}/`, startedAt, child);
      expect(tookMs).toBeGreaterThan(0);
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
    } finally {
      await stopProcess(child);
    }
    expect(child.signalCode ?? child.exitCode).not.toBeNull();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('fails the wait when the process exits, and when it never answers 2xx in time', async () => {
    const exiting = startProcess(process.execPath, ['-e', 'process.exit(3)'], {}, process.cwd());
    await expect(waitForOk('http://127.0.0.1:1/', performance.now(), exiting)).rejects.toThrow('server exited with 3');

    const port = await freePort();
    const failing = startProcess(process.execPath, ['-e', flakyServer], { PORT: String(port), ALWAYS_FAIL: '1' }, process.cwd());
    try {
      await expect(waitForOk(`http://127.0.0.1:${port}/`, performance.now(), failing, 1_500)).rejects.toThrow(
        'did not answer within 1500 ms',
      );
    } finally {
      await stopProcess(failing);
    }
  });
});
