import { useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import type { Location, NavigateOptions, NavLinkProps, LinkProps, To } from 'react-router-dom';
import type { Navigation } from '../../lib/navigation.tsx';
import type { PathParams } from './path-match.ts';

/** Moves to another page: starts the router and hands it the move. */
export type FirstMove = (to: To, options?: NavigateOptions) => void;

type Path = { pathname: string; search: string; hash: string };

function pathOf(to: To, from: Location): Path {
  if (typeof to !== 'string') return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const url = new URL(to, `http://localhost${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const hrefOfPath = (path: Path) => `${path.pathname}${path.search}${path.hash}`;

/** The address a move goes to, as a link's `href`. */
export const hrefOf = (to: To, from: Location) => hrefOfPath(pathOf(to, from));

/** An address on another site (or a `mailto:`): the browser follows it. */
const isExternal = (to: To) => typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** A plain left click on a link the browser would open here, as React Router decides it. */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** What React Router keeps in `history.state`, so the router finds the entries written before it started as its own. */
type RouterHistoryState = { usr: unknown; key: string; idx: number };

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The address of a page taken over without the router. Moves within the page (new search
 * parameters on browse, `?bestill` on a service) change it in place, as the router would: a
 * history entry in the router's format, and every link and hook reading the address renders again.
 */
export type PageAddress = {
  get: () => Location;
  subscribe: (listener: () => void) => () => void;
  /** Takes up the browser's address after the back or forward button, within the page. */
  follow: () => void;
  /** Writes a history entry for `path` (or replaces the current one) and takes it up. */
  write: (path: Path, options?: NavigateOptions) => void;
};

/** The browser's address as React Router reports it. */
export function browserLocation(): Location {
  const state = window.history.state as Partial<RouterHistoryState> | null;
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

export function pageAddress(initial: Location): PageAddress {
  let location = initial;
  const listeners = new Set<() => void>();
  const take = (next: Location) => {
    location = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => location,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    follow: () => take(browserLocation()),
    write(path, { replace, state, preventScrollReset } = {}) {
      const href = hrefOfPath(path);
      const current = window.history.state as Partial<RouterHistoryState> | null;
      const index = current?.idx ?? 0;
      // The router replaces rather than adds an entry for a move to the address it is on.
      const replacing = replace ?? href === hrefOfPath(location);
      const next: Location = { ...path, state: state ?? null, key: newKey() };
      if (replacing) window.history.replaceState({ usr: next.state, key: next.key, idx: index } satisfies RouterHistoryState, '', href);
      else {
        if (current?.idx === undefined) window.history.replaceState({ ...current, idx: index }, '');
        window.history.pushState({ usr: next.state, key: next.key, idx: index + 1 } satisfies RouterHistoryState, '', href);
      }
      take(next);
      // As the router's scroll restoration does for a new entry: the top, or the fragment's element.
      if (path.hash) document.getElementById(decodeURIComponent(path.hash.slice(1)))?.scrollIntoView();
      else if (!preventScrollReset && !replacing) window.scrollTo(0, 0);
    },
  };
}

/**
 * The links and address of a public page before the router has loaded (client/app/first-page-app.tsx):
 * a move within the page changes `address`; a link, a `navigate` or new search parameters for
 * another page start the router with the move (`move`). Links render as React Router's do, so
 * the markup is the same. `params` are the page's address parameters (`:id`).
 */
export function firstPageNavigation(address: PageAddress, params: PathParams, move: FirstMove): Navigation {
  const useAddress = () => useSyncExternalStore(address.subscribe, address.get, address.get);

  const go = (to: To, options?: NavigateOptions) => {
    const path = pathOf(to, address.get());
    if (path.pathname === address.get().pathname) address.write(path, options);
    else move(to, options);
  };

  function Link({ to, replace, state, reloadDocument, preventScrollReset, relative: _relative, viewTransition: _viewTransition, discover: _discover, prefetch: _prefetch, onClick, target, ...anchor }: LinkProps) {
    const location = useAddress();
    const external = isExternal(to);
    return (
      <a
        {...anchor}
        href={external ? (to as string) : hrefOf(to, location)}
        target={target}
        data-discover={external ? undefined : 'true'}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || external || reloadDocument || !opensHere(event, target)) return;
          event.preventDefault();
          go(to, { replace, state, preventScrollReset });
        }}
      />
    );
  }

  function NavLink({ to, end = false, caseSensitive = false, className, style, children, 'aria-current': ariaCurrent = 'page', ...rest }: NavLinkProps) {
    const location = useAddress();
    const fold = (text: string) => (caseSensitive ? text : text.toLowerCase());
    const target = fold(pathOf(to, location).pathname);
    const here = fold(location.pathname);
    const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
    const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
    const status = { isActive, isPending: false, isTransitioning: false };
    return (
      <Link
        {...rest}
        to={to}
        aria-current={isActive ? ariaCurrent : undefined}
        className={typeof className === 'function' ? className(status) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
        style={typeof style === 'function' ? style(status) : style}
      >
        {typeof children === 'function' ? children(status) : children}
      </Link>
    );
  }

  const navigate = (to: To | number, options?: NavigateOptions) => {
    if (typeof to === 'number') window.history.go(to);
    else go(to, options);
  };

  return {
    Link,
    NavLink,
    useLocation: useAddress,
    useNavigate: () => navigate as ReturnType<Navigation['useNavigate']>,
    useParams: () => params,
    useSearchParams: () => {
      const { search } = useAddress();
      // The same object until the address changes, as the router's: callers compare it.
      const params = useMemo(() => new URLSearchParams(search), [search]);
      const setParams: ReturnType<Navigation['useSearchParams']>[1] = (next, options) => {
        const value = typeof next === 'function' ? next(new URLSearchParams(address.get().search)) : next;
        const search = new URLSearchParams(value as ConstructorParameters<typeof URLSearchParams>[0]).toString();
        go({ pathname: address.get().pathname, search: search ? `?${search}` : '' }, options);
      };
      return [params, setParams];
    },
  };
}
