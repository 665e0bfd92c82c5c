// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/dom.tsx';
import { osloToday } from '../../../lib/oslo-time.ts';
import { DateFilter } from './date-filter.tsx';

const dateField = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('DateFilter', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('nb'));
  });

  it('offers no day before today', () => {
    renderWithProviders(<DateFilter filters={{}} update={vi.fn()} />);
    expect(dateField('Fra dato').min).toBe(osloToday());
    expect(dateField('Til dato').min).toBe(osloToday());
  });

  it('says so when a day already gone arrives in the URL, on that field only', () => {
    renderWithProviders(<DateFilter filters={{ from: '2020-03-02', to: '2099-01-01' }} update={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Velg i dag eller en senere dato.');
    expect(dateField('Fra dato').getAttribute('aria-invalid')).toBe('true');
    expect(dateField('Fra dato').getAttribute('aria-describedby')).toContain(alert.id);
    expect(dateField('Til dato').getAttribute('aria-invalid')).toBeNull();
  });

  it('says it in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<DateFilter filters={{ to: '2020-03-02' }} update={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Choose today or a later date.');
  });

  it('says nothing for days ahead, and still names a reversed span', () => {
    const { rerender } = renderWithProviders(<DateFilter filters={{ from: '2099-01-01' }} update={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<DateFilter filters={{ from: '2099-01-02', to: '2099-01-01T10:00' }} update={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Fra-tidspunktet må være før til-tidspunktet.');
  });
});
