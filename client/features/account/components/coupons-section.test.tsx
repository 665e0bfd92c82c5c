// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { CouponsSection } from './coupons-section.tsx';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const coupons = [
  {
    id: '80000000-0000-4000-8000-000000000002',
    title: '200 kr rabatt',
    description: 'Gjelder én bestilling innen 30 dager.',
    percentage: null,
    amountOre: 20_000,
    createdBy: 'Tjenestetorget',
    expiresAt: '2026-12-21T12:00:00.000Z',
    createdAt: '2026-11-21T12:00:00.000Z',
  },
  {
    id: '80000000-0000-4000-8000-000000000001',
    title: '10 % rabatt',
    description: 'Gjelder én bestilling.',
    percentage: 10,
    amountOre: null,
    createdBy: 'Tjenestetorget',
    expiresAt: null,
    createdAt: '2026-11-19T12:00:00.000Z',
  },
];

describe('gift cards and coupons on the account page', () => {
  it('lists each coupon with its value and expiry, and leads on to the gift cards', async () => {
    fakeApi({ '/api/coupons/available': { body: { data: coupons } } });
    renderWithProviders(
      <MemoryRouter>
        <CouponsSection />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Gavekort og kuponger' });
    const list = await within(section).findByRole('list', { name: 'Kupongene dine' });
    const items = within(list).getAllByRole('listitem').map((item) => plain(item.textContent));
    expect(items[0]).toContain('200 kr rabatt');
    expect(items[0]).toContain('Gjelder til 21. desember 2026');
    expect(items[0]).toContain('Rabatt: −200 kr');
    expect(items[1]).toContain('Ingen utløpsdato');
    expect(items[1]).toContain('−10 %');
    expect(within(section).getByRole('link', { name: 'Kjøp og løs inn gavekort' }).getAttribute('href')).toBe('/account/gavekort');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says when there are none, in English too', async () => {
    await i18n.changeLanguage('en');
    fakeApi({ '/api/coupons/available': { body: { data: [] } } });
    renderWithProviders(
      <MemoryRouter>
        <CouponsSection />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Gift cards and coupons' });
    expect(await within(section).findByText('You have no coupons to use right now.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Buy and redeem gift cards' })).toBeTruthy();
  });
});
