// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackRecordEventView, TrackRecordFigureView, TrackRecordView } from '#shared/ratings/track-record.schema.ts';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { TrackRecord } from './track-record.tsx';

afterEach(() => vi.unstubAllGlobals());

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

let ids = 0;
function anEvent(overrides: Partial<TrackRecordEventView> = {}): TrackRecordEventView {
  ids += 1;
  return {
    kind: 'bookingRequest',
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    label: 'Flyttevask',
    at: '2026-03-10T09:00:00.000Z',
    verdict: 'accepted',
    counts: true,
    scored: true,
    responseSec: null,
    ...overrides,
  };
}

function aFigure(overrides: Partial<TrackRecordFigureView> = {}): TrackRecordFigureView {
  return { value: null, counted: 0, total: 0, events: [], ...overrides };
}

function aTrackRecord(overrides: Partial<TrackRecordView> = {}): TrackRecordView {
  return {
    since: '2025-04-01T10:00:00.000Z',
    minEvents: 3,
    rating: { average: 4.8, count: 12 },
    idVerified: true,
    isRecommended: true,
    satisfactionGuarantee: false,
    acceptanceRate: aFigure(),
    cancelRate: aFigure(),
    averageResponseTimeSec: aFigure(),
    ...overrides,
  };
}

function renderTrackRecord(record: TrackRecordView) {
  fakeApi({ '/api/provider/track-record': { body: record } });
  return renderWithProviders(
    <MemoryRouter>
      <TrackRecord providerId="p1" />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('TrackRecord', () => {
  it('says where the figures come from, shows the rating and whether each badge is met', async () => {
    renderTrackRecord(aTrackRecord());
    expect(screen.getByRole('status', { name: 'Henter tallene dine' })).toBeTruthy();
    expect(await screen.findByText(/siste 12 månedene, fra 1\. april 2025/)).toBeTruthy();
    const rating = section('Vurderinger og merker');
    expect(within(rating).getByRole('img', { name: '4,8 av 5 stjerner' })).toBeTruthy();
    expect(within(rating).getByText('ID-en din er verifisert.')).toBeTruthy();
    const badges = within(within(rating).getByRole('list', { name: 'Merker' })).getAllByRole('listitem');
    expect(badges.map((badge) => plain(badge.textContent))).toEqual([
      'AnbefaltMinst 10 synlige vurderinger med snitt på minst 4,7, godtar minst 80 % av forespørslene, avlyser høyst 5 % og har verifisert ID.Du har merket nå',
      'FornøydgarantiVerifisert ID, avlyser høyst 10 % (eller er ny), og snitt på minst 4,0 når du har minst 3 vurderinger.Ikke ennå',
    ]);
  });

  it('shows each figure as customers see it, how many events counted, and why each did', async () => {
    const accepted = anEvent({ label: 'Flyttevask', at: '2026-03-10T09:00:00.000Z', responseSec: 7200 });
    const withdrawn = anEvent({ label: 'Vindusvask', at: '2026-02-01T09:00:00.000Z', verdict: 'customerWithdrew', counts: false, scored: false });
    const expired = anEvent({ label: 'Hagearbeid', at: '2026-01-05T09:00:00.000Z', verdict: 'expired', scored: false });
    const offered = anEvent({ kind: 'customRequest', label: 'Maling av stue', at: '2025-12-01T09:00:00.000Z', verdict: 'offered', responseSec: 600 });
    const customerCancelled = anEvent({ kind: 'booking', label: 'Fast vask', verdict: 'customerCancelled', scored: false });
    const chat = anEvent({ kind: 'chat', label: '', verdict: 'answered', responseSec: 90 });
    renderTrackRecord(
      aTrackRecord({
        acceptanceRate: aFigure({ value: 0.25, counted: 3, total: 4, events: [accepted, withdrawn, expired, offered] }),
        cancelRate: aFigure({ value: null, counted: 1, total: 1, events: [customerCancelled] }),
        averageResponseTimeSec: aFigure({ value: 2630, counted: 3, total: 3, events: [accepted, chat, offered] }),
      }),
    );

    const acceptance = await screen.findByRole('region', { name: 'Godtar forespørsler' });
    expect(plain(within(acceptance).getByText(/^under/).textContent)).toBe('under 30 %');
    expect(within(acceptance).queryByText(/25\s?%/)).toBeNull();
    expect(within(acceptance).getByText('3 av 4 hendelser teller med')).toBeTruthy();
    const items = within(within(acceptance).getByRole('list', { name: 'Hendelser, nyeste først' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(plain(items[0]?.textContent)).toBe('10. mars 2026·ForespørselFlyttevaskDu godtok forespørselen – teller i din favørFørste svar etter 2 timer');
    expect(within(items[1] as HTMLElement).getByText('Kunden trakk forespørselen – teller ikke mot deg')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Du svarte ikke innen fristen – teller mot deg')).toBeTruthy();
    expect(within(items[3] as HTMLElement).getByText('Tilbudsforespørsel')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Flyttevask' }).getAttribute('href')).toBe(`/agent/bestillinger/${accepted.id}`);
    expect(within(items[3] as HTMLElement).getByRole('link', { name: 'Maling av stue' }).getAttribute('href')).toBe(`/agent/tilbud/${offered.id}`);
    expect(within(acceptance).queryByText(/nyeste av/)).toBeNull();

    const cancel = section('Avlyser');
    expect(within(cancel).getByText('Ny')).toBeTruthy();
    expect(within(cancel).getByText('Trenger minst 3 hendelser som teller, du har 1.')).toBeTruthy();
    expect(within(cancel).getByText('Kunden avlyste – teller ikke mot deg')).toBeTruthy();
    expect(within(cancel).getByRole('link', { name: 'Fast vask' }).getAttribute('href')).toBe(`/agent/bestillinger/${customerCancelled.id}`);

    const response = section('Svarer vanligvis');
    expect(within(response).getByText('innen 44 minutter')).toBeTruthy();
    expect(within(response).getAllByText('Ditt første svar – teller med i snittet')).toHaveLength(2);
    expect(within(response).getByText('Du svarte – teller med i snittet')).toBeTruthy();
    expect(within(response).getByRole('link', { name: 'Samtale med en kunde' }).getAttribute('href')).toBe(`/agent/meldinger/${chat.id}`);
    expect(within(response).getByText('Første svar etter 2 minutter')).toBeTruthy();
  });

  it('says when only the newest events are listed, and when there are none', async () => {
    const events = [anEvent({ kind: 'booking', verdict: 'done', scored: false }), anEvent({ kind: 'booking', verdict: 'providerCancelled', scored: true })];
    renderTrackRecord(aTrackRecord({ cancelRate: aFigure({ value: 0.01, counted: 140, total: 140, events }) }));
    const cancel = await screen.findByRole('region', { name: 'Avlyser' });
    expect(within(cancel).getByText('Bare de 2 nyeste av 140 hendelser vises her.')).toBeTruthy();
    expect(within(cancel).getByText('Du avlyste eller møtte ikke – teller mot deg')).toBeTruthy();
    expect(within(section('Godtar forespørsler')).getByText('Ingen hendelser de siste 12 månedene.')).toBeTruthy();
    expect(within(section('Godtar forespørsler')).getByText('Trenger minst 3 hendelser som teller, du har 0.')).toBeTruthy();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderTrackRecord(aTrackRecord({ acceptanceRate: aFigure({ value: 0.9, counted: 3, total: 3, events: [anEvent({ verdict: 'declined', scored: false })] }) }));
    const acceptance = await screen.findByRole('region', { name: 'Accepts requests' });
    expect(within(acceptance).getByText('90%')).toBeTruthy();
    expect(within(acceptance).getByText('You declined – counts against you')).toBeTruthy();
    expect(within(acceptance).getByText('Booking request')).toBeTruthy();
    expect(within(section('Cancels')).getByText('New')).toBeTruthy();
  });

  it('offers another try when the figures cannot be loaded', async () => {
    fakeApi({ '/api/provider/track-record': { status: 500, body: { message: 'Feil', status: 500 } } });
    renderWithProviders(
      <MemoryRouter>
        <TrackRecord providerId="p1" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Vi fikk ikke hentet tallene dine')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
  });
});
