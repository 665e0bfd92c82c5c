// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, NavigationContext, NavLink, useLocation, useParams, useSearchParams } from '../../lib/navigation.tsx';
import { browserLocation, firstPageNavigation, pageAddress } from './first-page-navigation.tsx';
import '../../test/dom.tsx';

function renderFirstPage(ui: ReactNode, { at = '/?kode=SOMMER', params = {} }: { at?: string; params?: Record<string, string> } = {}) {
  window.history.replaceState(null, '', at);
  const move = vi.fn();
  const address = pageAddress(browserLocation());
  render(<NavigationContext value={firstPageNavigation(address, params, move)}>{ui}</NavigationContext>);
  return { move, address };
}

beforeEach(() => {
  window.scrollTo = vi.fn();
});

describe('a public page before the router has loaded', () => {
  it('renders links as the router does and starts the router with a plain click to another page', () => {
    const { move } = renderFirstPage(
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
    const { move } = renderFirstPage(<Link to="https://www.brreg.no">Brønnøysund</Link>);
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

  it('hands out the parameters of the page address', () => {
    function ServiceId() {
      return <p>{useParams().id}</p>;
    }
    renderFirstPage(<ServiceId />, { at: '/service/vask-1', params: { id: 'vask-1' } });
    expect(screen.getByText('vask-1')).toBeTruthy();
  });

  it('moves within the page itself: a history entry the router can read, the same elements, and back again', () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      const { search } = useLocation();
      return (
        <>
          <button onClick={() => setParams({ q: 'vask' }, { preventScrollReset: true })}>{params.get('q') ?? 'alt'}</button>
          <Link to="?q=hage">Hage</Link>
          <p>{search}</p>
        </>
      );
    }
    const { move, address } = renderFirstPage(<Filters />, { at: '/utforsk' });
    const button = screen.getByRole('button', { name: 'alt' });
    fireEvent.click(button);
    expect(move).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/utforsk?q=vask');
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    // The same button, not a new one: focus and state stay where they were.
    expect(screen.getByRole('button', { name: 'vask' })).toBe(button);
    expect(screen.getByText('?q=vask')).toBeTruthy();
    expect(window.scrollTo).not.toHaveBeenCalled();

    // A link within the page opens its new state at the top, as the router's would.
    fireEvent.click(screen.getByRole('link', { name: 'Hage' }));
    expect(window.location.search).toBe('?q=hage');
    expect(window.history.state).toMatchObject({ idx: 2 });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    // The back button: the browser's address is taken up.
    window.history.replaceState({ usr: null, key: 'tilbake', idx: 1 }, '', '/utforsk?q=vask');
    act(() => address.follow());
    expect(screen.getByRole('button', { name: 'vask' })).toBe(button);
    expect(address.get()).toMatchObject({ search: '?q=vask', key: 'tilbake' });
  });

  it('replaces the entry for a move to the address it is on, as the router does', () => {
    function Same() {
      const [, setParams] = useSearchParams();
      return <button onClick={() => setParams({ q: 'vask' })}>Søk</button>;
    }
    renderFirstPage(<Same />, { at: '/utforsk?q=vask' });
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Søk' }));
    expect(window.history.length).toBe(before);
    expect(window.history.state).toMatchObject({ idx: 0 });
  });
});
