// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/dom.tsx';
import { CancellationOutlookNote } from './cancellation-outlook.tsx';

/** Intl joins "kr" with a no-break space; the tests read plain spaces. */
const text = () => (screen.getByTestId('cancellation-outlook').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

// Booked at 21:13 on Tuesday 8 December (Oslo).
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-08T20:13:00Z') });
afterAll(() => vi.useRealTimers());
afterEach(() => i18n.changeLanguage('nb'));

describe('the cancellation outlook before booking or paying', () => {
  it('says plainly that the free window has passed for a start 35 hours away, and what cancelling costs', () => {
    renderWithProviders(<CancellationOutlookNote policy="simple" priceOre={90_000} startsAt={new Date('2026-12-10T07:13:00Z')} />);
    expect(screen.getByText('Fristen for gratis avbestilling er allerede ute')).toBeTruthy();
    expect(text()).toBe('Den gikk ut tir. 8. des. kl. 08:13. Avbestiller du etter at bestillingen er bekreftet, betaler du 900 kr (100 %).');
  });

  it('gives the moment free cancellation ends and how long is left, and for a request that it is free until confirmed', () => {
    renderWithProviders(<CancellationOutlookNote policy="simple" priceOre={90_000} startsAt={new Date('2026-12-11T09:00:00Z')} confirmedLater />);
    expect(screen.getByText('Gratis avbestilling')).toBeTruthy();
    expect(text()).toBe('Du kan avbestille gratis til ons. 9. des. kl. 10:00, om 12 timer og 47 minutter.');
    expect(screen.getByText('Før leverandøren har godtatt og du har betalt, kan du alltid avbestille gratis.')).toBeTruthy();
  });

  it('under Strict, 20 days ahead costs 30 %, in English too', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<CancellationOutlookNote policy="strict" priceOre={100_000} startsAt={new Date('2026-12-28T09:00:00Z')} />);
    expect(screen.getByText('The free cancellation period has already ended')).toBeTruthy();
    expect(text()).toBe('It ended Sat 28 Nov at 10:00. If you cancel after the booking is confirmed, you pay 300 kr (30 %).');
  });
});
