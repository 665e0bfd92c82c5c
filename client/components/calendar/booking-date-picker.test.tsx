// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/dom.tsx';
import { BookingDatePicker } from './booking-date-picker.tsx';

function renderPicker(available: string[], onChange = vi.fn()) {
  renderWithProviders(
    <>
      <h3 id="date-title">Dato</h3>
      <BookingDatePicker available={available} value={null} onChange={onChange} today="2026-12-21" lastMonth="2027-12" labelledBy="date-title" />
    </>,
  );
  return onChange;
}

const day = (name: string) => screen.getByRole('button', { name });

describe('booking date picker on holidays', () => {
  it('names a closed holiday on the day and in a note under the month, and will not choose it', async () => {
    const onChange = renderPicker(['2026-12-22', '2026-12-23', '2026-12-28']);
    const christmas = day('fredag 25. desember, 1. juledag – stengt');
    expect(christmas.getAttribute('aria-disabled')).toBe('true');
    expect(christmas.getAttribute('title')).toBe('1. juledag – stengt');
    expect(day('torsdag 24. desember, Julaften – stengt')).toBeTruthy();
    // An ordinary day the provider does not work keeps the plain wording.
    expect(day('søndag 27. desember, ikke ledig')).toBeTruthy();
    expect(day('tirsdag 22. desember').getAttribute('aria-disabled')).toBeNull();

    const notes = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(notes).toEqual(['24. des. Julaften – stengt', '25. des. 1. juledag – stengt', '26. des. 2. juledag – stengt']);

    await userEvent.setup().click(christmas);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names a holiday the provider works without calling it closed, and lets it be chosen', async () => {
    const onChange = renderPicker(['2026-12-24', '2026-12-25', '2026-12-28']);
    await userEvent.setup().click(day('fredag 25. desember, 1. juledag'));
    expect(onChange).toHaveBeenCalledWith('2026-12-25');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['26. des. 2. juledag – stengt']);
  });

  it('speaks English when English is chosen', async () => {
    await i18n.changeLanguage('en');
    renderPicker([]);
    expect(day('Friday 25 December, Christmas Day – closed')).toBeTruthy();
  });
});
