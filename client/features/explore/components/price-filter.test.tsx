// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/dom.tsx';
import { PriceFilter } from './price-filter.tsx';

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('PriceFilter', () => {
  it('keeps a highest price being typed when the lowest price reaches the URL', () => {
    const update = vi.fn();
    const { rerender } = renderWithProviders(<PriceFilter filters={{}} update={update} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Fra kr' }), { target: { value: '500' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Fra kr' }));
    expect(update).toHaveBeenCalledWith({ minPrice: 500 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Til kr' }), { target: { value: '3000' } });

    rerender(<PriceFilter filters={{ minPrice: 500 }} update={update} />);
    expect(field('Til kr').value).toBe('3000');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Til kr' }), { key: 'Enter' });
    expect(update).toHaveBeenLastCalledWith({ maxPrice: 3000 });
  });

  it('shows what the URL says when it changes underneath, such as after "clear filters"', () => {
    const { rerender } = renderWithProviders(<PriceFilter filters={{ minPrice: 500, maxPrice: 3000 }} update={vi.fn()} />);
    rerender(<PriceFilter filters={{}} update={vi.fn()} />);
    expect(field('Fra kr').value).toBe('');
    expect(field('Til kr').value).toBe('');
  });
});
