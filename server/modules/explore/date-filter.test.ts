import { describe, expect, it } from 'vitest';
import { firstMatching, nextScanSize } from './date-filter.ts';

/** A list of `length` numbered rows, read in scans that are recorded as their sizes. */
function numberedList(length: number) {
  const scans: number[] = [];
  const scan = async (after: number | null, limit: number) => {
    scans.push(limit);
    const from = after === null ? 0 : after + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, length - from)) }, (_, index) => from + index);
  };
  return { scans, scan };
}

describe('first matching rows of a list read in scans', () => {
  it('fills a page in one scan when most rows match', async () => {
    const list = numberedList(500);
    const rows = await firstMatching(21, list.scan, async (read) => read.filter((row) => row % 10 !== 0));
    expect(rows).toHaveLength(21);
    expect(rows.slice(0, 3)).toEqual([1, 2, 3]);
    expect(list.scans).toEqual([32]);
  });

  it('reads only what the missing rows need when the first scan falls a little short', async () => {
    const list = numberedList(500);
    // 19 of the first 32 match, about as many further on.
    const rows = await firstMatching(21, list.scan, async (read) => read.filter((row) => row % 32 < 19));
    expect(rows).toHaveLength(21);
    expect(rows.at(-1)).toBe(33);
    expect(list.scans).toEqual([32, 6]);
  });

  it('grows fourfold after a scan in which nothing matched, and stops at the end of the list', async () => {
    const list = numberedList(300);
    const rows = await firstMatching(21, list.scan, async (read) => read.filter((row) => row >= 250));
    expect(rows).toEqual(Array.from({ length: 21 }, (_, index) => 250 + index));
    expect(list.scans).toEqual([32, 128, 512]);

    const short = numberedList(40);
    expect(await firstMatching(21, short.scan, async (read) => read.filter((row) => row % 2 === 0))).toHaveLength(20);
    expect(short.scans).toEqual([32, 15]);
  });

  it('never asks for more than a thousand rows in one scan, nor for none', () => {
    expect(nextScanSize(21, 1000, 1, 1000)).toBe(1000);
    expect(nextScanSize(21, 432, 0, 432)).toBe(1000);
    expect(nextScanSize(1, 32, 31, 32)).toBe(2);
  });
});
