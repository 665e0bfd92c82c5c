// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { ServicesArea } from './services-area.tsx';

const serviceId = '00000000-0000-4000-8000-0000000000f1';
const service = {
  id: serviceId,
  slug: 'flyttevask',
  title: 'Flyttevask',
  description: '',
  categoryId: '00000000-0000-4000-8000-0000000000c1',
  subCategoryItemIds: [],
  tags: [],
  priceType: 'from',
  basePriceOre: 129000,
  baseDurationMinutes: 150,
  maxBaseParticipants: null,
  included: [],
  customerChecklist: [],
  areas: ['oslo'],
  enabled: true,
  addons: [],
  pictures: [],
  created: '2026-03-01T10:00:00.000Z',
  updated: '2026-03-01T10:00:00.000Z',
};

function renderList(services: unknown[]) {
  const api = fakeApi({
    '/api/provider/me/service': { body: services },
    [`/api/service/${serviceId}/enabled`]: { body: null, status: 204 },
    [`/api/service/${serviceId}`]: { body: null, status: 204 },
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/agent/tjenester']}>
      <Routes>
        <Route path="/agent/tjenester/*" element={<ServicesArea />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

describe('service list', () => {
  it('invites a provider without services to create the first one', async () => {
    renderList([]);
    const link = await screen.findByRole('link', { name: 'Lag din første tjeneste' });
    expect(link.getAttribute('href')).toBe('/agent/tjenester/ny');
  });

  it('shows a from-price and duration, hides a service and deletes one only after confirming', async () => {
    const user = userEvent.setup();
    const api = renderList([service]);
    const list = await screen.findByRole('list', { name: 'Tjenester' });
    expect(within(list).getByText(/^Fra 1\s290\skr$/)).toBeTruthy();
    expect(within(list).getByText('2 t 30 min')).toBeTruthy();

    const visible = within(list).getByRole('switch', { name: 'Synlig for kunder' });
    await user.click(visible);
    await waitFor(() => expect(visible.getAttribute('aria-checked')).toBe('false'));
    expect(api.requests.find((request) => request.method === 'PATCH')).toMatchObject({ path: `/api/service/${serviceId}/enabled`, body: { enabled: false } });

    await user.click(within(list).getByRole('button', { name: 'Slett Flyttevask' }));
    const dialog = screen.getByRole('dialog', { name: 'Vil du slette tjenesten?' });
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, slett tjenesten' }));
    expect(await screen.findByRole('link', { name: 'Lag din første tjeneste' })).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(`/api/service/${serviceId}`);
  });
});
