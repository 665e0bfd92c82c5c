// @vitest-environment jsdom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { Input } from './input.tsx';
import { TextArea } from './text-area.tsx';

function Controlled({ kind, initial = '', max }: { kind: 'input' | 'textarea'; initial?: string; max: number }) {
  const [value, setValue] = useState(initial);
  const Field = kind === 'input' ? Input : TextArea;
  return <Field label="Tittel" hint="Kort og tydelig." value={value} maxCharacters={max} onChange={(event) => setValue(event.target.value)} />;
}

const describedTexts = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe.each(['input', 'textarea'] as const)('a %s with a character limit', (kind) => {
  it('shows the count against the limit and tells screen readers the limit, not every keystroke', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled kind={kind} max={600} />);
    const field = screen.getByRole('textbox', { name: 'Tittel' });
    await user.type(field, 'Flyttevask');
    expect(screen.getByText('10 / 600')).toBeTruthy();
    expect(describedTexts(field)).toEqual(['Kort og tydelig.', '10 / 600Høyst 600 tegn']);
    expect(field.hasAttribute('maxlength')).toBe(false);
    expect(liveRegion()?.textContent).toBe('');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
  });

  it('announces politely how many are left near the limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled kind={kind} initial={'a'.repeat(95)} max={100} />);
    await user.type(screen.getByRole('textbox', { name: 'Tittel' }), 'b');
    expect(screen.getByText('96 / 100')).toBeTruthy();
    expect(liveRegion()?.textContent).toBe('4 tegn igjen');
  });

  it('keeps everything typed past the limit, marks the field invalid and says how many are too many', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled kind={kind} initial={'a'.repeat(100)} max={100} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Tittel' });
    await user.type(field, 'xyz');
    expect(field.value).toHaveLength(103);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('103 / 100')).toBeTruthy();
    expect(liveRegion()?.textContent).toBe('3 tegn for mye');
    expect(screen.getAllByText('3 tegn for mye')).toHaveLength(2);
  });
});

describe('a field without a limit', () => {
  it('shows no counter', () => {
    renderWithProviders(<Input label="Navn" value="Kari" onChange={() => {}} />);
    expect(screen.queryByText(/\//)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Navn' }).hasAttribute('aria-describedby')).toBe(false);
  });
});
