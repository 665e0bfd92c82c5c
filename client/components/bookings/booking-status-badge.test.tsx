// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '#shared/bookings/booking-status.ts';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/dom.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';

describe('booking status badge', () => {
  it('names each of the nine statuses in its own words, in Norwegian and English', async () => {
    for (const language of ['nb', 'en'] as const) {
      await i18n.changeLanguage(language);
      const words = bookingStatuses.map((status) => {
        const view = renderWithProviders(<BookingStatusBadge status={status} />);
        const text = view.container.textContent ?? '';
        view.unmount();
        return text;
      });
      expect(new Set(words).size).toBe(bookingStatuses.length);
      for (const word of words) expect(word).not.toMatch(/^status\.|_/);
    }
  });

  it('says a request is waiting for an answer', () => {
    renderWithProviders(<BookingStatusBadge status="awaiting_provider" />);
    expect(screen.getByText('Venter på svar')).toBeTruthy();
  });
});
