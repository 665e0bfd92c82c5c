import type { MouseEvent } from 'react';
import type { Location, NavigateOptions, NavLinkProps, LinkProps, To } from 'react-router-dom';
import type { Navigation } from '../../lib/navigation.tsx';

/** Moves to another page: starts the router and hands it the move. */
export type FirstMove = (to: To, options?: NavigateOptions) => void;

function pathOf(to: To, from: Location): { pathname: string; search: string; hash: string } {
  if (typeof to !== 'string') return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const url = new URL(to, `http://localhost${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The address a move goes to, as a link's `href`. */
export const hrefOf = (to: To, from: Location) => {
  const path = pathOf(to, from);
  return `${path.pathname}${path.search}${path.hash}`;
};

/** An address on another site (or a `mailto:`): the browser follows it. */
const isExternal = (to: To) => typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** A plain left click on a link the browser would open here, as React Router decides it. */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The front page's links and address before the router has loaded: `location` is the page's
 * address (the request's on the server), and a link, a `navigate` or new search parameters start
 * the router with the move (`move`). Links render as React Router's do, so the markup is the same.
 */
export function firstPageNavigation(location: Location, move: FirstMove): Navigation {
  function Link({ to, replace, state, reloadDocument, preventScrollReset, relative: _relative, viewTransition: _viewTransition, discover: _discover, prefetch: _prefetch, onClick, target, ...anchor }: LinkProps) {
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
          move(to, { replace, state, preventScrollReset });
        }}
      />
    );
  }

  function NavLink({ to, end = false, caseSensitive = false, className, style, children, 'aria-current': ariaCurrent = 'page', ...rest }: NavLinkProps) {
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
    else move(to, options);
  };

  return {
    Link,
    NavLink,
    useLocation: () => location,
    useNavigate: () => navigate as ReturnType<Navigation['useNavigate']>,
    useSearchParams: () => {
      const params = new URLSearchParams(location.search);
      const setParams: ReturnType<Navigation['useSearchParams']>[1] = (next, options) => {
        const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
        const search = new URLSearchParams(value as ConstructorParameters<typeof URLSearchParams>[0]).toString();
        move({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
      };
      return [params, setParams];
    },
  };
}
