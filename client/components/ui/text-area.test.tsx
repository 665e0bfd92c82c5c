// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { NativeSelect } from './native-select.tsx';
import { TextArea } from './text-area.tsx';

describe('TextArea', () => {
  it('ties its label, hint and error to the field for screen readers', () => {
    renderWithProviders(<TextArea label="Beskrivelse" hint="Fortell kundene om deg." error="Skriv litt mer." />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Beskrivelse' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.rows).toBe(5);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Fortell kundene om deg.', 'Skriv litt mer.']);
  });

  it('is not marked invalid and takes the rows it is given when there is no error', () => {
    renderWithProviders(<TextArea label="Melding" rows={2} />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Melding' });
    expect(field.rows).toBe(2);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('NativeSelect', () => {
  it('offers its options under a label that stays readable when hidden', () => {
    renderWithProviders(
      <NativeSelect label="Fra" hideLabel defaultValue="09:00" options={[{ value: '08:00', label: '08:00' }, { value: '09:00', label: '09:00' }]} error="Velg et tidspunkt." />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Fra' });
    expect(select.value).toBe('09:00');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['08:00', '09:00']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Velg et tidspunkt.');
  });
});
