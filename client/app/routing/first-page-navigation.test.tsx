// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavigationContext, NavLink, useSearchParams } from '../../lib/navigation.tsx';
import { firstPageNavigation } from './first-page-navigation.tsx';
import '../../test/dom.tsx';

const frontPage = { pathname: '/', search: '?kode=SOMMER', hash: '', state: null, key: 'default' };

function renderFirstPage(ui: ReactNode) {
  const move = vi.fn();
  render(<NavigationContext value={firstPageNavigation(frontPage, move)}>{ui}</NavigationContext>);
  return move;
}

describe('the front page before the router has loaded', () => {
  it('renders links as the router does and starts the router with a plain click', () => {
    const move = renderFirstPage(
      <Link to="/utforsk?q=vask" replace>
        Utforsk
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Utforsk' });
    expect(link.getAttribute('href')).toBe('/utforsk?q=vask');
    expect(link.getAttribute('data-discover')).toBe('true');
    // A click that opens a new tab is the browser's own.
    fireEvent.click(link, { ctrlKey: true });
    expect(move).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(move).toHaveBeenCalledWith('/utforsk?q=vask', { replace: true, state: undefined, preventScrollReset: undefined });
  });

  it('leaves links to other sites to the browser', () => {
    const move = renderFirstPage(<Link to="https://www.brreg.no">Brønnøysund</Link>);
    const link = screen.getByRole('link', { name: 'Brønnøysund' });
    expect(link.getAttribute('href')).toBe('https://www.brreg.no');
    fireEvent.click(link);
    expect(move).not.toHaveBeenCalled();
  });

  it('marks the link to the page it is on, as the router does', () => {
    renderFirstPage(
      <>
        <NavLink to="/">Forsiden</NavLink>
        <NavLink to="/utforsk" className={({ isActive }) => (isActive ? 'valgt' : 'ikke-valgt')}>
          Utforsk
        </NavLink>
      </>,
    );
    const home = screen.getByRole('link', { name: 'Forsiden' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.className).toBe('active');
    const browse = screen.getByRole('link', { name: 'Utforsk' });
    expect(browse.getAttribute('aria-current')).toBeNull();
    expect(browse.className).toBe('ikke-valgt');
  });

  it('reads the search parameters of the address, and new ones move there', () => {
    function Code() {
      const [params, setParams] = useSearchParams();
      return <button onClick={() => setParams({ fane: 'tjenester' })}>{params.get('kode')}</button>;
    }
    const move = renderFirstPage(<Code />);
    fireEvent.click(screen.getByRole('button', { name: 'SOMMER' }));
    expect(move).toHaveBeenCalledWith({ pathname: '/', search: '?fane=tjenester' }, undefined);
  });
});
