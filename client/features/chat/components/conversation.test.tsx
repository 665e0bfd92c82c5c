// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatLimits, type ChatListItem, type ChatMessage } from '#shared/chats/chat.schema.ts';
import type { ChatSendAck } from '#shared/socket-events.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { Conversation } from './conversation.tsx';
import { MessageComposer } from './message-composer.tsx';

// The socket is replaced by hands the test pushes and answers with, as the server would.
const live = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  ack: null as null | ((payload: { chatId: string; clientId: string; text: string }) => Promise<ChatSendAck>),
  emitted: [] as string[],
}));
vi.mock('../../../lib/live-connection.ts', () => ({
  useLiveEvent: (event: string, handler: (payload: unknown) => void, options: { enabled: boolean }) => {
    if (options.enabled) live.handlers.set(event, handler);
  },
  emitLiveWithAck: (_event: string, payload: { chatId: string; clientId: string; text: string }) =>
    live.ack ? live.ack(payload) : Promise.reject(new Error('not connected')),
  emitLive: (event: string) => live.emitted.push(event),
}));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const me = id(1);
const other = id(2);
const chatId = id(100);

const aMessage = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: id(1000 + seq),
  chatId,
  seq,
  clientId: id(2000 + seq),
  senderId: other,
  kind: 'text',
  payload: null,
  text: `Melding ${seq}`,
  createdAt: `2026-11-26T10:0${seq}:00.000Z`,
  ...overrides,
});

const aChat = (overrides: Partial<ChatListItem> = {}): ChatListItem => ({
  id: chatId,
  state: 'open',
  role: 'customer',
  customerId: me,
  providerId: id(3),
  otherParty: { userId: other, name: 'Kari Vask', picture: null, erased: false },
  lastMessage: null,
  unreadCount: 0,
  lastReadSeq: 0,
  lastActivityAt: '2026-11-26T10:00:00.000Z',
  deactivated: false,
  readOnly: false,
  ...overrides,
});

function renderConversation(chat: ChatListItem) {
  return renderWithProviders(
    <MemoryRouter>
      <Conversation chat={chat} me={me} listPath="/account/chat" />
    </MemoryRouter>,
  );
}

const bubbles = () => within(screen.getByTestId('chat-messages')).queryAllByTestId(/chat-message-(mine|theirs)/).map((node) => node.querySelector('p')!.textContent);

beforeEach(() => {
  live.handlers.clear();
  live.ack = null;
  live.emitted = [];
});

describe('Conversation', () => {
  it('shows the history oldest first with a divider at the first unread, and merges live messages once each', async () => {
    const { requests } = fakeApi({
      [`/api/chats/${chatId}/messages`]: { body: { data: [aMessage(3), aMessage(2, { senderId: me, text: 'Hei fra meg' }), aMessage(1)], next: null } },
      [`/api/chats/${chatId}/read`]: { body: { lastReadSeq: 3, unreadCount: 0 } },
    });
    renderConversation(aChat({ unreadCount: 1, lastReadSeq: 2 }));

    await waitFor(() => expect(bubbles()).toEqual(['Melding 1', 'Du: Hei fra meg', 'Melding 3']));
    const divider = screen.getByTestId('chat-new-divider');
    expect(divider.textContent).toContain('Nye meldinger');
    // The divider sits right before the first unread message.
    expect(divider.nextElementSibling!.textContent).toContain('Melding 3');
    await waitFor(() => expect(requests.find((request) => request.path.endsWith('/read'))?.body).toEqual({ seq: 3 }));

    // The same message pushed twice and out of order with a newer one: each shows once, in order.
    act(() => live.handlers.get('chat:message')!(aMessage(5)));
    act(() => live.handlers.get('chat:message')!(aMessage(4)));
    act(() => live.handlers.get('chat:message')!(aMessage(5)));
    act(() => live.handlers.get('chat:message')!({ ...aMessage(6), chatId: id(999) }));
    expect(bubbles()).toEqual(['Melding 1', 'Du: Hei fra meg', 'Melding 3', 'Melding 4', 'Melding 5']);
    expect(screen.getByTestId('chat-announcer').textContent).toContain('Ny melding fra Kari Vask: Melding 5');

    act(() => live.handlers.get('chat:typing')!({ chatId, userId: other }));
    expect(screen.getByTestId('chat-typing').textContent).toContain('Kari Vask skriver …');
  });

  it('shows a message as sending until the server stores it, then as sent, without a second copy when the push arrives too', async () => {
    fakeApi({ [`/api/chats/${chatId}/messages`]: { body: { data: [], next: null } } });
    let answer: (ack: ChatSendAck) => void = () => {};
    const payloads: { clientId: string }[] = [];
    const sentClientId = () => payloads[0]!.clientId;
    live.ack = (payload) => {
      payloads.push(payload);
      return new Promise((resolve) => (answer = resolve));
    };
    renderConversation(aChat());
    await screen.findByText('Dette er starten på samtalen med Kari Vask.');

    const field = screen.getByLabelText('Melding til Kari Vask');
    await userEvent.type(field, 'Er du ledig fredag?{Enter}');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(bubbles()).toEqual(['Du: Er du ledig fredag?']);
    expect(screen.getByTestId('chat-message-status').textContent).toContain('Sender …');

    const stored = aMessage(1, { senderId: me, text: 'Er du ledig fredag?', clientId: sentClientId() });
    // The push may come before the acknowledgement; the local copy is matched by its client id.
    await act(async () => {
      answer({ ok: true, message: stored });
    });
    act(() => live.handlers.get('chat:message')!(stored));
    expect(bubbles()).toEqual(['Du: Er du ledig fredag?']);
    expect(screen.getByTestId('chat-message-status').textContent).toContain('Sendt');
  });

  it('falls back to REST without a connection, marks the message failed, and sends it again with the same client id', async () => {
    const sent: { clientId: string; text: string }[] = [];
    let serverUp = false;
    fakeApi({
      [`/api/chats/${chatId}/messages`]: (_url, request) => {
        if (request.method === 'GET') return { body: { data: [], next: null } };
        const body = request.body as { clientId: string; text: string };
        sent.push(body);
        if (!serverUp) return { status: 503, body: { message: 'Unavailable', status: 503 } };
        return { status: 201, body: aMessage(1, { senderId: me, clientId: body.clientId, text: body.text }) };
      },
    });
    renderConversation(aChat());
    await screen.findByText('Dette er starten på samtalen med Kari Vask.');

    await userEvent.type(screen.getByLabelText('Melding til Kari Vask'), 'Hallo{Enter}');
    const retry = await screen.findByRole('button', { name: 'Prøv igjen' });
    expect(screen.getByRole('alert')).toBeTruthy();

    serverUp = true;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('chat-message-status').textContent).toContain('Sendt'));
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.clientId).toBe(sent[0]!.clientId);
    expect(bubbles()).toEqual(['Du: Hallo']);
  });

  it('says a message was deleted when its writer\'s account was erased', async () => {
    fakeApi({ [`/api/chats/${chatId}/messages`]: { body: { data: [aMessage(2), aMessage(1, { text: '' })], next: null } } });
    renderConversation(aChat({ readOnly: true, otherParty: { userId: other, name: 'Slettet bruker', picture: null, erased: true } }));
    await waitFor(() => expect(bubbles()).toEqual(['Meldingen er slettet sammen med kontoen.', 'Melding 2']));
  });

  it('shows a notice and no composer in a deactivated chat', async () => {
    fakeApi({ [`/api/chats/${chatId}/messages`]: { body: { data: [aMessage(1)], next: null } } });
    renderConversation(aChat({ deactivated: true, readOnly: true, state: 'closed' }));
    await waitFor(() => expect(bubbles()).toEqual(['Melding 1']));
    expect(screen.getByText(/stengt av kundeservice/)).toBeTruthy();
    expect(screen.queryByTestId('chat-composer')).toBeNull();
  });

  it('lets a chat with a blocked or deleted account be read, not written to', async () => {
    fakeApi({ [`/api/chats/${chatId}/messages`]: { body: { data: [aMessage(1)], next: null } } });
    renderConversation(aChat({ readOnly: true }));
    await waitFor(() => expect(bubbles()).toEqual(['Melding 1']));
    expect(screen.getByText(/kan bare leses/)).toBeTruthy();
    expect(screen.queryByTestId('chat-composer')).toBeNull();
  });

  it('loads older messages before the oldest shown', async () => {
    const { calls } = fakeApi({
      [`/api/chats/${chatId}/messages`]: (url) =>
        url.searchParams.get('before') === id(1002)
          ? { body: { data: [aMessage(1)], next: null } }
          : { body: { data: [aMessage(3), aMessage(2)], next: 'more' } },
    });
    renderConversation(aChat());
    await userEvent.click(await screen.findByRole('button', { name: 'Vis eldre meldinger' }));
    await waitFor(() => expect(bubbles()).toEqual(['Melding 1', 'Melding 2', 'Melding 3']));
    expect(calls).toContain(`/api/chats/${chatId}/messages?before=${id(1002)}`);
  });
});

describe('MessageComposer', () => {
  it('sends on Enter, keeps Shift+Enter as a new line, trims, and tells that someone types', async () => {
    const onSend = vi.fn();
    const onTyping = vi.fn();
    renderWithProviders(<MessageComposer recipientName="Ola" onSend={onSend} onTyping={onTyping} />);
    const field = screen.getByLabelText('Melding til Ola');
    await userEvent.type(field, '  Første linje{Shift>}{Enter}{/Shift}andre  ');
    expect((field as HTMLTextAreaElement).value).toBe('  Første linje\nandre  ');
    expect(onSend).not.toHaveBeenCalled();
    expect(onTyping).toHaveBeenCalled();
    await userEvent.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Første linje\nandre');
    expect((field as HTMLTextAreaElement).value).toBe('');
    // Nothing but spaces is not a message.
    await userEvent.type(field, '   {Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('counts towards the limit and refuses to send past it', async () => {
    const onSend = vi.fn();
    renderWithProviders(<MessageComposer recipientName="Ola" onSend={onSend} />);
    const field = screen.getByLabelText('Melding til Ola');
    fireEvent.change(field, { target: { value: 'x'.repeat(chatLimits.textLength + 1) } });
    expect(screen.getByRole('alert').textContent).toContain('Meldingen er for lang');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });
});
