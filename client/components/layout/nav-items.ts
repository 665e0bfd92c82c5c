import { paths } from '#shared/routing/paths.ts';

/** Main navigation, shared by the desktop bar and the phone menu. */
export const mainNavItems = [
  { to: paths.browse, labelKey: 'nav.explore' },
  { to: paths.customRequest, labelKey: 'nav.request' },
  { to: paths.providerRegistration, labelKey: 'nav.becomeProvider' },
] as const;
