// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { CategoryGrid } from './category-grid.tsx';

const cleaning: Category = {
  id: '0b8a4c1e-4f5e-4d2a-9c3b-1a2b3c4d5e6f',
  name: 'cleaning',
  slug: 'rengjoring',
  title: { nb: 'Rengjøring', en: 'Cleaning' },
  uiTitle: { nb: 'Rengjøring', en: 'Cleaning' },
  description: { nb: 'Fast vask og flyttevask.', en: 'Regular and move-out cleaning.' },
  questionTitleHint: null,
  image: '/images/categories/rengjoring.svg',
  taxRate: 25,
  type: 'dailylife',
  enableParticipants: false,
  sortIndex: 1,
  subcategories: [
    {
      id: '1b8a4c1e-4f5e-4d2a-9c3b-1a2b3c4d5e6f',
      name: 'move-out',
      titleNo: 'Flyttevask',
      titleEn: 'Move-out cleaning',
      sortIndex: 1,
      subCategoryItems: [],
    },
  ],
};

function renderGrid() {
  return renderWithProviders(
    <MemoryRouter>
      <CategoryGrid />
    </MemoryRouter>,
  );
}

describe('CategoryGrid', () => {
  it('shows each category in the interface language with picture, description and subcategories', async () => {
    fakeApi({ '/api/explore/categories': { body: [cleaning] } });
    renderGrid();
    expect(screen.getByRole('status', { name: 'Laster kategorier' })).toBeTruthy();

    const link = await screen.findByRole('link', { name: 'Rengjøring' });
    expect(link.getAttribute('href')).toBe('/utforsk?kategori=rengjoring');
    expect(screen.getByText('Fast vask og flyttevask.')).toBeTruthy();
    expect(screen.getByText('Flyttevask')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Illustrasjon: Rengjøring' }).getAttribute('src')).toBe('/images/categories/rengjoring.svg');

    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Cleaning' })).toBeTruthy();
    expect(screen.getByText('Move-out cleaning')).toBeTruthy();
  });

  it('explains a failed load and loads again on "Prøv igjen"', async () => {
    let fail = true;
    const api = fakeApi({
      '/api/explore/categories': () => (fail ? { status: 503, body: { message: 'Unavailable', status: 503 } } : { body: [cleaning] }),
    });
    renderWithProviders(
      <MemoryRouter>
        <CategoryGrid />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Vi fikk ikke hentet kategoriene');

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Rengjøring' })).toBeTruthy());
    expect(api.calls.filter((call) => call === '/api/explore/categories').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the categories in their display order, whatever order the answer has', async () => {
    const events: Category = {
      ...cleaning,
      id: '2b8a4c1e-4f5e-4d2a-9c3b-1a2b3c4d5e6f',
      name: 'events',
      slug: 'arrangement',
      title: { nb: 'Arrangement', en: 'Events' },
      uiTitle: { nb: 'Arrangement', en: 'Events' },
      sortIndex: 0,
      subcategories: [],
    };
    fakeApi({ '/api/explore/categories': { body: [cleaning, events] } });
    renderGrid();
    await screen.findByRole('link', { name: 'Arrangement' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Arrangement', 'Rengjøring']);
  });
});
