// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatLimits, type ChatListItem, type ChatMessage } from '#shared/chats/chat.schema.ts';
import type { ChatSendAck } from '#shared/socket-events.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
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
  // jsdom has no object URLs; a picture's local preview only needs an address.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
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
    expect(screen.queryByRole('link', { name: /^Ring/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Videosamtale/ })).toBeNull();
  });

  it('offers a voice and a video call in a chat that can be written in', async () => {
    fakeApi({ [`/api/chats/${chatId}/messages`]: { body: { data: [], next: null } } });
    renderConversation(aChat());
    await screen.findByText('Dette er starten på samtalen med Kari Vask.');
    expect(screen.getByRole('link', { name: 'Ring Kari Vask' }).getAttribute('href')).toBe(`/account/chat/call?chat=${chatId}&video=0`);
    expect(screen.getByRole('link', { name: 'Videosamtale med Kari Vask' }).getAttribute('href')).toBe(`/account/chat/call?chat=${chatId}&video=1`);
  });

  it('lets a chat with a blocked or deleted account be read, not written to', async () => {
    fakeApi({ [`/api/chats/${chatId}/messages`]: { body: { data: [aMessage(1)], next: null } } });
    renderConversation(aChat({ readOnly: true }));
    await waitFor(() => expect(bubbles()).toEqual(['Melding 1']));
    expect(screen.getByText(/kan bare leses/)).toBeTruthy();
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    expect(screen.queryByTestId('chat-call-buttons')).toBeNull();
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

describe('bookings and requests of the pair', () => {
  const related = {
    bookings: [
      { id: id(500), orderNumber: 'TT-1042', serviceTitle: 'Flyttevask', startsAt: '2026-12-03T09:00:00.000Z', status: 'confirmed' },
      { id: id(501), orderNumber: 'TT-1001', serviceTitle: 'Hagearbeid', startsAt: '2026-10-01T09:00:00.000Z', status: 'cancelled' },
    ],
    requests: [{ id: id(600), title: 'Male gjerdet', status: 'OPEN', createdAt: '2026-11-20T12:00:00.000Z' }],
  };
  const history = { [`/api/chats/${chatId}/messages`]: { body: { data: [], next: null } } };
  const links = () => within(screen.getByTestId('chat-related')).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

  it('folds the pair\'s bookings and requests under one line, each opening on the customer\'s pages', async () => {
    fakeApi({ ...history, [`/api/chats/${chatId}/related`]: { body: related } });
    renderConversation(aChat());

    const summary = await screen.findByText('Bestillinger og forespørsler (3)');
    const disclosure = screen.getByTestId('chat-related') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    await userEvent.click(summary);
    expect(disclosure.open).toBe(true);
    expect(within(disclosure).getByRole('heading', { name: 'Bestillinger' })).toBeTruthy();
    expect(links()).toEqual([
      [expect.stringMatching(/^FlyttevaskOrdre TT-1042 · tor\. 3\. des\. kl\. 10:00Bekreftet$/), `/account/bestillinger/${id(500)}`],
      [expect.stringMatching(/^HagearbeidOrdre TT-1001 · .*Avbestilt$/), `/account/bestillinger/${id(501)}`],
      [expect.stringMatching(/^Male gjerdetSendt fre\. 20\. nov\.Åpen$/), `/account/foresporsler/${id(600)}`],
    ]);
  });

  it('opens them in the provider area for the provider', async () => {
    fakeApi({ ...history, [`/api/chats/${chatId}/related`]: { body: related } });
    renderConversation(aChat({ role: 'provider' }));

    await screen.findByText('Bestillinger og forespørsler (3)');
    expect(links().map(([, href]) => href)).toEqual([`/agent/bestillinger/${id(500)}`, `/agent/bestillinger/${id(501)}`, `/agent/tilbud/${id(600)}`]);
  });

  it('shows nothing while the pair has neither', async () => {
    const { calls } = fakeApi({ ...history, [`/api/chats/${chatId}/related`]: { body: { bookings: [], requests: [] } } });
    renderConversation(aChat());

    await waitFor(() => expect(calls).toContain(`/api/chats/${chatId}/related`));
    await screen.findByText('Dette er starten på samtalen med Kari Vask.');
    expect(screen.queryByTestId('chat-related')).toBeNull();
  });
});

describe('pictures in the conversation', () => {
  const aPicture = (seq: number, overrides: Partial<ChatMessage> = {}) =>
    aMessage(seq, { kind: 'picture', text: '', payload: { picture: { url: `/media/uploads/chat-pictures/${seq}.webp`, width: 1200, height: 800 } }, ...overrides });
  const pictureFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'hekk.png', { type: 'image/png' });

  it('shows pictures from both sides with who sent them, opening full size in a new tab', async () => {
    fakeApi({ [`/api/chats/${chatId}/messages`]: { body: { data: [aPicture(2, { senderId: me, text: 'Slik ble det' }), aPicture(1)], next: null } } });
    renderConversation(aChat());
    const theirs = await screen.findByRole('img', { name: 'Bilde fra Kari Vask' });
    expect(theirs.getAttribute('src')).toBe('/media/uploads/chat-pictures/1.webp');
    expect([theirs.getAttribute('width'), theirs.getAttribute('height')]).toEqual(['1200', '800']);
    const link = theirs.closest('a')!;
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['/media/uploads/chat-pictures/1.webp', '_blank']);
    expect(screen.getByRole('img', { name: 'Bilde fra deg' })).toBeTruthy();
    expect(screen.getByText('Slik ble det')).toBeTruthy();

    act(() => live.handlers.get('chat:message')!(aPicture(3)));
    expect(screen.getByTestId('chat-announcer').textContent).toContain('Ny melding fra Kari Vask: Bilde');
  });

  it('sends a picture with its caption over REST, showing it from the file until the server has it', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const forms: FormData[] = [];
    fakeApi({
      [`/api/chats/${chatId}/messages`]: { body: { data: [], next: null } },
      [`/api/chats/${chatId}/pictures`]: (_url, request) => {
        forms.push(request.body as FormData);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    renderConversation(aChat());
    await screen.findByText('Dette er starten på samtalen med Kari Vask.');
    await userEvent.upload(screen.getByLabelText('Bilde'), pictureFile());
    expect(screen.getByRole('img', { name: 'Valgt bilde' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Melding til Kari Vask'), 'Før{Enter}');
    await waitFor(() => expect(forms).toHaveLength(1));
    expect([forms[0]!.get('text'), (forms[0]!.get('file') as File).name]).toEqual(['Før', 'hekk.png']);
    expect(screen.queryByRole('img', { name: 'Valgt bilde' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Bilde fra deg' }).getAttribute('src')).toBe('blob:preview');
    expect(screen.getByTestId('chat-message-status').textContent).toContain('Sender …');

    await act(async () => answer({ status: 201, body: aPicture(1, { senderId: me, text: 'Før', clientId: String(forms[0]!.get('clientId')) }) }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Bilde fra deg' }).getAttribute('src')).toBe('/media/uploads/chat-pictures/1.webp'));
    expect(screen.getByTestId('chat-message-status').textContent).toContain('Sendt');
  });

  it('says why a picture was refused, and lets a file that can never be sent be removed', async () => {
    fakeApi({
      [`/api/chats/${chatId}/messages`]: { body: { data: [], next: null } },
      [`/api/chats/${chatId}/pictures`]: apiErrorAnswer(413, 'error.upload.file_too_large', 'The picture is too large. The limit is 10 MB.', { maxMegabytes: 10 }),
    });
    renderConversation(aChat());
    await screen.findByText('Dette er starten på samtalen med Kari Vask.');
    await userEvent.upload(screen.getByLabelText('Bilde'), pictureFile());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bildet er for stort. Grensen er 10 MB.');
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fjern' }));
    expect(screen.queryByRole('img', { name: 'Bilde fra deg' })).toBeNull();
  });
});

describe('MessageComposer', () => {
  it('sends on Enter, keeps Shift+Enter as a new line, trims, and tells that someone types', async () => {
    const onSend = vi.fn();
    const onTyping = vi.fn();
    renderWithProviders(<MessageComposer recipientName="Ola" onSend={onSend} onSendPicture={vi.fn()} onTyping={onTyping} />);
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
    renderWithProviders(<MessageComposer recipientName="Ola" onSend={onSend} onSendPicture={vi.fn()} />);
    const field = screen.getByLabelText('Melding til Ola');
    fireEvent.change(field, { target: { value: 'x'.repeat(chatLimits.textLength + 1) } });
    expect(screen.getByRole('alert').textContent).toContain('Meldingen er for lang');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('takes a picture with an optional caption, and refuses a file that is no picture', async () => {
    const onSend = vi.fn();
    const onSendPicture = vi.fn();
    renderWithProviders(<MessageComposer recipientName="Ola" onSend={onSend} onSendPicture={onSendPicture} />);
    const input = screen.getByLabelText('Bilde');
    expect(input.getAttribute('accept')).toBe('image/*');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'faktura.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toContain('Filen er ikke et bilde');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);

    const picture = new File([new Uint8Array([1])], 'kjøkken.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [picture] } });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSendPicture).toHaveBeenCalledWith(picture, '');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Valgt bilde' })).toBeNull();

    fireEvent.change(input, { target: { files: [picture] } });
    await userEvent.click(screen.getByRole('button', { name: 'Fjern bildet' }));
    expect(screen.queryByRole('img', { name: 'Valgt bilde' })).toBeNull();
  });
});
