import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.schema.ts';
import { lastStored, mergeChatMessages, stillPending } from './message-merge.ts';

const message = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  chatId: '11111111-1111-4111-8111-111111111111',
  seq,
  clientId: `22222222-2222-4222-8222-${String(seq).padStart(12, '0')}`,
  senderId: '33333333-3333-4333-8333-333333333333',
  kind: 'text',
  text: `nr ${seq}`,
  createdAt: '2026-12-01T12:00:00.000Z',
  payload: null,
  ...overrides,
});

describe('mergeChatMessages', () => {
  it('keeps each message once, in the chat\'s order, however the pieces overlap or arrive', () => {
    const live = [message(5), message(3)];
    const catchUp = [message(2), message(3), message(4)];
    const history = [message(1), message(2)];
    expect(mergeChatMessages(mergeChatMessages(live, catchUp), history).map((item) => item.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(mergeChatMessages([], [])).toEqual([]);
  });

  it('takes the later copy of a message it already had', () => {
    expect(mergeChatMessages([message(1)], [message(1, { text: 'ny' })])).toEqual([message(1, { text: 'ny' })]);
  });
});

describe('stillPending', () => {
  it('drops the pending messages the server has stored, by sender and client id', () => {
    const stored = message(1);
    const pending = [
      { clientId: stored.clientId, senderId: stored.senderId, text: stored.text, createdAt: stored.createdAt },
      { clientId: 'another', senderId: stored.senderId, text: 'venter', createdAt: stored.createdAt },
      { clientId: stored.clientId, senderId: 'someone else', text: 'annen avsender', createdAt: stored.createdAt },
    ];
    expect(stillPending(pending, [stored]).map((item) => item.text)).toEqual(['venter', 'annen avsender']);
  });
});

describe('lastStored', () => {
  it('answers the message with the highest sequence number, the one to catch up after', () => {
    expect(lastStored([message(2), message(7), message(4)])?.seq).toBe(7);
    expect(lastStored([])).toBeNull();
  });
});
