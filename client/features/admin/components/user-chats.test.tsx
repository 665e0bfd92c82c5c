// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminChat } from '#shared/chats/admin-chat.schema.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { UserChats } from './user-chats.tsx';

const userId = '00000000-0000-4000-8000-000000000001';
const chatId = '00000000-0000-4000-8000-000000000002';

describe('a person\'s chats in the admin console', () => {
  it('lists who they talk with and closes a chat with a reason, then opens it again', async () => {
    const user = userEvent.setup();
    let chat: AdminChat = {
      id: chatId,
      customerName: 'Kari Nordmann',
      providerName: 'Glans Renhold',
      messageCount: 7,
      lastActivityAt: '2026-11-26T09:30:00.000Z',
      deactivatedAt: null,
      deactivationReason: null,
    };
    const api = fakeApi({
      [`/api/admin/users/${userId}/chats`]: () => ({ body: [chat] }),
      [`/api/admin/chats/${chatId}/deactivate`]: (_url, request) => {
        chat = { ...chat, deactivatedAt: '2026-11-26T10:00:00.000Z', deactivationReason: (request.body as { reason: string }).reason };
        return { status: 204, body: null };
      },
      [`/api/admin/chats/${chatId}/reactivate`]: () => {
        chat = { ...chat, deactivatedAt: null, deactivationReason: null };
        return { status: 204, body: null };
      },
    });
    renderWithProviders(<UserChats userId={userId} name="Kari Nordmann" />);
    const table = await screen.findByRole('table', { name: 'Samtaler for Kari Nordmann' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Glans Renhold')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    expect(within(row).getByText('Åpen')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Steng samtalen mellom Kari Nordmann og Glans Renhold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stenge samtalen mellom Kari Nordmann og Glans Renhold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Steng samtalen' }));
    // A reason is required.
    expect(api.requests.some((request) => request.path.endsWith('/deactivate'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Trakassering av leverandøren');
    await user.click(within(dialog).getByRole('button', { name: 'Steng samtalen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.path.endsWith('/deactivate'))?.body).toEqual({ reason: 'Trakassering av leverandøren' });
    expect(await screen.findByText('Trakassering av leverandøren')).toBeTruthy();
    expect(screen.getByText('Stengt')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Åpne samtalen mellom Kari Nordmann og Glans Renhold igjen' }));
    expect(await screen.findByText('Åpen')).toBeTruthy();
  });
});
