// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import { aProviderListing } from '../../../components/listing/listing.fixtures.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aPublicService } from '../service-page.fixtures.ts';
import { ServiceReviews } from './service-reviews.tsx';

const rating = (overrides: Partial<ProviderRating>): ProviderRating => ({
  id: crypto.randomUUID(),
  numStars: 5,
  serviceTitle: 'Flyttevask av leilighet',
  comment: null,
  customerFirstname: 'Åse',
  created: '2026-11-21T10:00:00.000Z' as unknown as Date,
  externalId: null,
  reply: null,
  ...overrides,
});

function renderReviews(service = aPublicService({ rating: { average: 4.5, count: 2 }, provider: aProviderListing({ slug: 'kari-vask' }) })) {
  renderWithProviders(
    <MemoryRouter>
      <ServiceReviews service={service} />
    </MemoryRouter>,
  );
  return service;
}

describe('ServiceReviews', () => {
  it("lists the service's newest ratings: stars, first name, Norwegian date and comment, and links to all of the provider's", async () => {
    const service = aPublicService({ rating: { average: 4.5, count: 2 }, provider: aProviderListing({ slug: 'kari-vask' }) });
    fakeApi({
      [`/api/ratings/${service.provider.id}`]: {
        body: {
          data: [
            rating({ numStars: 5, comment: 'Skinnende rent, anbefales!', customerFirstname: 'Åse', created: '2026-11-21T10:00:00.000Z' as unknown as Date }),
            rating({ numStars: 4, comment: null, customerFirstname: null, created: '2026-03-02T23:30:00.000Z' as unknown as Date }),
          ],
          next: null,
        },
      },
    });
    renderReviews(service);

    const section = screen.getByRole('region', { name: 'Vurderinger' });
    expect(within(section).getByRole('status', { name: 'Laster vurderinger' })).toBeTruthy();
    const list = await within(section).findByRole('list', { name: 'Siste vurderinger av tjenesten' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: '5 av 5 stjerner' })).toBeTruthy();
    expect(within(items[0]!).getByText('Skinnende rent, anbefales!')).toBeTruthy();
    expect(within(items[0]!).getByText('Åse')).toBeTruthy();
    expect(within(items[0]!).getByText('21. november 2026').getAttribute('datetime')).toBe('2026-11-21T10:00:00.000Z');
    // The date is Oslo's: 23:30 UTC on 2 March is already the 3rd there.
    expect(within(items[1]!).getByText('3. mars 2026')).toBeTruthy();
    expect(within(items[1]!).getByText('Anonym kunde')).toBeTruthy();
    // The service's own title is not repeated under each of its ratings.
    expect(within(section).queryByText(/Flyttevask av leilighet/)).toBeNull();

    const all = within(section).getByRole('link', { name: /Se alle vurderinger av Kari Vask/ });
    expect(all.getAttribute('href')).toBe('/tilbyder/kari-vask#vurderinger');
  });

  it('asks for the newest three of this service only', async () => {
    const service = aPublicService({ rating: { average: 4.5, count: 7 } });
    const api = fakeApi({ [`/api/ratings/${service.provider.id}`]: { body: { data: [rating({})], next: 'abc' } } });
    renderReviews(service);
    await screen.findByRole('list', { name: 'Siste vurderinger av tjenesten' });
    expect(api.calls).toEqual([`/api/ratings/${service.provider.id}?service=${service.id}&sort=latest&max=3`]);
  });

  it('says once that nobody has rated the service yet, without asking, and still links to the provider', () => {
    const service = aPublicService({ rating: { average: null, count: 0 }, provider: aProviderListing({ slug: 'kari-vask' }) });
    const api = fakeApi({});
    renderReviews(service);
    expect(screen.getByText('Ingen har vurdert denne tjenesten ennå.')).toBeTruthy();
    // The stars' "no ratings yet" would say the same thing a second time.
    expect(screen.queryByText(/Ingen vurderinger/)).toBeNull();
    expect(screen.getByRole('link', { name: /Se alle vurderinger av Kari Vask/ })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('says when the ratings cannot be loaded and tries again on request', async () => {
    const service = aPublicService({ rating: { average: 4, count: 1 } });
    let fail = true;
    fakeApi({
      [`/api/ratings/${service.provider.id}`]: () =>
        fail ? apiErrorAnswer(503, 'error.http.unavailable', 'Unavailable') : { body: { data: [rating({ comment: 'Bra' })], next: null } },
    });
    renderReviews(service);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Vi fikk ikke hentet vurderingene.')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Bra')).toBeTruthy();
  });

  it('speaks English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    const service = aPublicService({ rating: { average: 4.5, count: 2 }, provider: aProviderListing({ slug: 'kari-vask' }) });
    fakeApi({ [`/api/ratings/${service.provider.id}`]: { body: { data: [rating({ customerFirstname: 'Ola' })], next: null } } });
    renderReviews(service);
    expect(await screen.findByRole('list', { name: 'Latest ratings of the service' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ratings' })).toBeTruthy();
    expect(screen.getByText('21 November 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /See all ratings of Kari Vask/ })).toBeTruthy();
  });
});
