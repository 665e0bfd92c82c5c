// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { TermsLinks } from './terms-links.tsx';

describe('TermsLinks', () => {
  it('links each document in a new tab and says so to screen readers', () => {
    renderWithProviders(<TermsLinks documents={['termsProviders', 'privacy']} />);
    const terms = screen.getByRole('link', { name: 'Vilkår for leverandører (åpnes i ny fane)' });
    expect(terms.getAttribute('href')).toBe('/vilkar/leverandor');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('link', { name: 'Personvern (åpnes i ny fane)' }).getAttribute('href')).toBe('/personvern');
  });
});
