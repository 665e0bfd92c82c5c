// @vitest-environment jsdom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { Select } from './select.tsx';

const options = [
  { value: 'popularity', label: 'Mest populære' },
  { value: 'price_asc', label: 'Lavest pris' },
  { value: 'rating', label: 'Best vurdert' },
];

function SortChoice({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('price_asc');
  return (
    <Select
      label="Sorter etter"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

beforeAll(() => {
  // jsdom lays nothing out; the open list scrolls its chosen option into view.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});

describe('Select', () => {
  it('shows the chosen option while closed, with no list in the page', () => {
    renderWithProviders(<SortChoice onChange={() => {}} />);
    const trigger = screen.getByRole('combobox', { name: 'Sorter etter' });
    expect(trigger.textContent).toContain('Lavest pris');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('Best vurdert');
  });

  it('opens from the keyboard, marks the chosen option and takes a new choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SortChoice onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Sorter etter' });

    trigger.focus();
    await user.keyboard('{Enter}');
    const listed = await screen.findAllByRole('option');
    expect(listed.map((option) => option.textContent)).toEqual(['Mest populære', 'Lavest pris', 'Best vurdert']);
    expect(screen.getByRole('option', { name: 'Lavest pris' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('option', { name: 'Best vurdert' }));
    expect(onChange).toHaveBeenCalledWith('rating');
    expect(trigger.textContent).toContain('Best vurdert');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
