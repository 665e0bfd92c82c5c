import { describe, expect, it } from 'vitest';
import { recentSender, senderFreshMs } from './sockets.plugin.ts';

describe('recentSender', () => {
  it('reads the user once for a burst of events and again once the answer is stale or failed', async () => {
    let clock = 0;
    const reads: string[] = [];
    let blocked = false;
    let fail = false;
    const sender = recentSender(async (userId) => {
      reads.push(userId);
      if (fail) throw new Error('database away');
      return { isBlocked: blocked, isAdmin: false };
    }, () => clock);

    await sender('kari');
    clock += senderFreshMs - 1;
    blocked = true;
    expect(await sender('kari')).toEqual({ isBlocked: false, isAdmin: false });
    expect(reads).toEqual(['kari']);

    clock += 1;
    expect(await sender('kari')).toEqual({ isBlocked: true, isAdmin: false });
    expect(reads).toHaveLength(2);

    fail = true;
    clock += senderFreshMs;
    await expect(sender('kari')).rejects.toThrow('database away');
    fail = false;
    expect(await sender('kari')).toEqual({ isBlocked: true, isAdmin: false });
    expect(reads).toHaveLength(4);
  });
});
