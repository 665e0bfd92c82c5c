// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AddonOffer, RescheduleRequest } from '#shared/bookings/booking-cards.schema.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { AddonOfferCard } from './addon-offer-card.tsx';
import { RescheduleCard } from './reschedule-card.tsx';
import { SystemLine } from './system-line.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const chatId = id(100);

const anOffer = (overrides: Partial<AddonOffer> = {}): AddonOffer => ({
  id: id(1),
  bookingId: id(2),
  title: 'Vask av balkong',
  description: 'Spyling av gulvet.',
  unitPriceOre: 125_050,
  status: 'awaiting_response',
  createdAt: '2026-11-26T10:00:00.000Z',
  answeredAt: null,
  paidAt: null,
  ...overrides,
});

// Far ahead, so the deadline has not passed whenever the test runs.
const aRequest = (overrides: Partial<RescheduleRequest> = {}): RescheduleRequest => ({
  id: id(3),
  bookingId: id(2),
  requestedBy: 'customer',
  currentStartsAt: '2099-12-01T09:00:00.000Z',
  proposedStartsAt: '2099-12-03T13:30:00.000Z',
  proposedEndsAt: '2099-12-03T15:30:00.000Z',
  status: 'waiting',
  expiresAt: '2099-11-30T10:00:00.000Z',
  createdAt: '2099-11-27T10:00:00.000Z',
  answeredAt: null,
  ...overrides,
});

const render = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('AddonOfferCard', () => {
  it('shows the offer in Norwegian money and lets the customer accept and go to the checkout', async () => {
    const { requests } = fakeApi({
      [`/api/booking/extraPurchase/${id(1)}/accept`]: { body: { offer: anOffer({ status: 'accepted' }), checkout: { paymentId: id(9), url: '/testbetaling/abc' } } },
    });
    const onChange = vi.fn();
    const goTo = vi.fn();
    render(<AddonOfferCard offer={anOffer()} chatId={chatId} role="customer" mine={false} onChange={onChange} goTo={goTo} />);
    const card = screen.getByRole('article', { name: 'Vask av balkong' });
    expect((within(card).getByTestId('addon-offer-price')).textContent).toContain('1\u00a0250,50\u00a0kr');
    expect((card).textContent).toContain('Venter på svar');
    expect(within(card).queryByRole('button', { name: /Trekk tilbake/ })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Godta og betal tillegget «Vask av balkong», 1\u00a0250,50\u00a0kr' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/testbetaling/abc'));
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: `/api/booking/extraPurchase/${id(1)}/accept` });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'accepted' }));
  });

  it('offers to finish paying an accepted offer, and no actions once it is paid, denied or withdrawn', () => {
    const { rerender } = render(<AddonOfferCard offer={anOffer({ status: 'accepted' })} chatId={chatId} role="customer" mine={false} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Fullfør betalingen av tillegget «Vask av balkong», 1\u00a0250,50\u00a0kr' })).toBeTruthy();
    expect(screen.getByText('Godtatt, venter på betaling')).toBeTruthy();
    for (const [status, label] of [['paid', 'Betalt'], ['denied', 'Avslått'], ['withdrawn', 'Trukket tilbake']] as const) {
      rerender(
        <MemoryRouter>
          <AddonOfferCard offer={anOffer({ status })} chatId={chatId} role="customer" mine={false} onChange={vi.fn()} />
        </MemoryRouter>,
      );
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.queryAllByRole('button')).toHaveLength(0);
    }
  });

  it('lets the provider withdraw while the customer has not answered, and shows a refusal', async () => {
    fakeApi({ [`/api/booking/extraPurchase/${id(1)}/withdraw`]: apiErrorAnswer(409, 'error.addonOffer.not_open', 'not open') });
    render(<AddonOfferCard offer={anOffer()} chatId={chatId} role="provider" mine onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Godta/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Trekk tilbake tillegget «Vask av balkong»' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('RescheduleCard', () => {
  it('shows the current and proposed time in Oslo time and lets the other side accept', async () => {
    const { requests } = fakeApi({ [`/api/reschedule/${id(3)}/accept`]: { body: aRequest({ status: 'accepted', answeredAt: '2099-11-28T10:00:00.000Z' }) } });
    const onChange = vi.fn();
    render(<RescheduleCard request={aRequest()} chatId={chatId} role="provider" otherName="Knut Kunde" mine={false} onChange={onChange} />);
    const card = screen.getByRole('article', { name: 'Forslag om ny tid' });
    expect((card).textContent).toContain('tir. 1. des. kl. 10:00');
    expect((card).textContent).toContain('tor. 3. des. kl. 14:30');
    expect((card).textContent).toContain('Knut Kunde foreslo ny tid.');
    expect((card).textContent).toContain('Svar innen');
    expect((card).textContent).toContain('Venter');
    await userEvent.click(within(card).getByRole('button', { name: 'Godta ny tid tor. 3. des. kl. 14:30' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'accepted' })));
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: `/api/reschedule/${id(3)}/accept` });
  });

  it('shows the server\'s sentence when the time was taken meanwhile', async () => {
    fakeApi({ [`/api/reschedule/${id(3)}/accept`]: apiErrorAnswer(409, 'error.booking.time_already_booked', 'Time is already booked.') });
    const onChange = vi.fn();
    render(<RescheduleCard request={aRequest()} chatId={chatId} role="provider" otherName="Knut Kunde" mine={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /^Godta ny tid/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Tidspunktet er allerede bestilt. Velg et annet tidspunkt.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives the proposer no answer buttons, and nobody any once answered or expired', () => {
    const { rerender } = render(<RescheduleCard request={aRequest()} chatId={chatId} role="customer" otherName="Tone Tidsen" mine onChange={vi.fn()} />);
    expect(screen.getByText('Du foreslo ny tid.')).toBeTruthy();
    expect(screen.getByText(/Venter på svar fra Tone Tidsen innen/)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    for (const [status, label] of [['accepted', 'Godtatt'], ['rejected', 'Avslått'], ['expired', 'Utløpt']] as const) {
      rerender(
        <MemoryRouter>
          <RescheduleCard request={aRequest({ status })} chatId={chatId} role="provider" otherName="Knut Kunde" mine={false} onChange={vi.fn()} />
        </MemoryRouter>,
      );
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.queryAllByRole('button')).toHaveLength(0);
    }
  });
});

describe('SystemLine', () => {
  it('links to the booking on the reader\'s side', () => {
    const { rerender } = render(<SystemLine text="Tiden er endret." bookingId={id(2)} role="customer" />);
    expect((screen.getByRole('link', { name: 'Se bestillingen: Tiden er endret.' })).getAttribute('href')).toBe(`/account/bestillinger/${id(2)}`);
    rerender(
      <MemoryRouter>
        <SystemLine text="Tiden er endret." bookingId={id(2)} role="provider" />
      </MemoryRouter>,
    );
    expect((screen.getByRole('link', { name: 'Se bestillingen: Tiden er endret.' })).getAttribute('href')).toBe(`/agent/bestillinger/${id(2)}`);
    rerender(
      <MemoryRouter>
        <SystemLine text="Uten bestilling." bookingId={null} role="provider" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
