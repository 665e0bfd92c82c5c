import { createContext, use, type ComponentType, type RefAttributes } from 'react';
import type { Location, LinkProps, NavigateFunction, NavLinkProps, Params, useSearchParams as routerSearchParams } from 'react-router-dom';

/**
 * Links and the current address, as the app's components use them. The router is not part of
 * a public page's first download: until the visitor moves to another page, the page runs on a
 * small stand-in (client/app/routing/first-page-navigation.tsx) that starts the router on the
 * first move; from then on, and on every other page, these are React Router's own
 * (client/app/routing/router-navigation.ts). Components import them from here, never from the
 * router, so the same component works on both.
 */
export type Navigation = {
  Link: ComponentType<LinkProps & RefAttributes<HTMLAnchorElement>>;
  NavLink: ComponentType<NavLinkProps & RefAttributes<HTMLAnchorElement>>;
  useLocation: () => Location;
  useNavigate: () => NavigateFunction;
  /** The parameters of the page's address (`:id`). */
  useParams: () => Readonly<Params>;
  useSearchParams: typeof routerSearchParams;
};

export const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('A link or an address was asked for outside NavigationContext.');
  return navigation;
}

export function Link(props: LinkProps & RefAttributes<HTMLAnchorElement>) {
  const { Link: Implementation } = useNavigation();
  return <Implementation {...props} />;
}

export function NavLink(props: NavLinkProps & RefAttributes<HTMLAnchorElement>) {
  const { NavLink: Implementation } = useNavigation();
  return <Implementation {...props} />;
}

// The implementation never changes under a mounted tree (a public page's tree is replaced
// when the router starts), so each hook is called in the same order on every render.
export const useLocation = (): Location => useNavigation().useLocation();
export const useNavigate = (): NavigateFunction => useNavigation().useNavigate();
export const useParams = (): Readonly<Params> => useNavigation().useParams();
export const useSearchParams: typeof routerSearchParams = (defaultInit) => useNavigation().useSearchParams(defaultInit);
