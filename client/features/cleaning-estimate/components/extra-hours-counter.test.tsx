// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/dom.tsx';
import { ExtraHoursCounter } from './extra-hours-counter.tsx';

describe('the extra-time counter', () => {
  it('counts a quick double press as an hour while the address has not caught up, then on from the new value', async () => {
    const asked: number[] = [];
    const { rerender } = renderWithProviders(<ExtraHoursCounter value={0} onChange={(value) => asked.push(value)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mer ekstra tid' }));
    await user.click(screen.getByRole('button', { name: 'Mer ekstra tid' }));
    expect(asked).toEqual([0.5, 1]);

    rerender(<ExtraHoursCounter value={1} onChange={(value) => asked.push(value)} />);
    await user.click(screen.getByRole('button', { name: 'Mindre ekstra tid' }));
    expect(asked).toEqual([0.5, 1, 0.5]);
    expect(screen.getByText('1 t')).toBeTruthy();
  });
});
