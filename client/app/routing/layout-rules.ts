import { paths } from '#shared/routing/paths.ts';
import { isUnderAnyPath } from './path-match.ts';

export type LayoutParts = {
  header: boolean;
  footer: boolean;
  promoBanner: boolean;
};

/** Spec §2: full-screen areas without the site chrome. */
const withoutHeaderAndFooter = [paths.call, paths.agent, paths.verify, paths.testCheckout] as const;

/** Spec §2: the provider registration keeps its header but drops the footer. */
const withoutFooter = [...withoutHeaderAndFooter, paths.providerRegistration] as const;

/** Spec §2: places where a promotion would distract from a task in progress. */
const withoutPromoBanner = [
  paths.account,
  paths.accountSettings,
  paths.service,
  paths.call,
  paths.providerRegistration,
  paths.agent,
  paths.admin,
  paths.customRequest,
  paths.verify,
  paths.testCheckout,
] as const;

/** Which parts of the site chrome show on a path (spec §2 routing rules). */
export function layoutFor(pathname: string): LayoutParts {
  return {
    header: !isUnderAnyPath(pathname, withoutHeaderAndFooter),
    footer: !isUnderAnyPath(pathname, withoutFooter),
    promoBanner: !isUnderAnyPath(pathname, withoutPromoBanner),
  };
}
