// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { Checkbox } from './checkbox.tsx';
import { Input } from './input.tsx';

describe('Checkbox', () => {
  it('toggles with Space and by clicking its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="Jeg godtar vilkårene" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Jeg godtar vilkårene' });

    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByText('Jeg godtar vilkårene'));
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('Input', () => {
  it('ties its label, hint and error to the field for screen readers', () => {
    renderWithProviders(<Input label="E-post" hint="Vi sender deg en lenke." error="Skriv inn en gyldig e-postadresse." />);
    const field = screen.getByRole('textbox', { name: 'E-post' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Vi sender deg en lenke.', 'Skriv inn en gyldig e-postadresse.']);
  });
});
