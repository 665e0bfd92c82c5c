import { paths } from '#shared/routing/paths.ts';

/** The `layout` namespace label of each information page, as the footer and the pages name them. */
export const infoLinkKeys = {
  [paths.help]: 'footer.links.help',
  [paths.contact]: 'footer.links.contact',
  [paths.termsCustomers]: 'footer.links.termsCustomers',
  [paths.termsProviders]: 'footer.links.termsProviders',
  [paths.privacy]: 'footer.links.privacy',
  [paths.cookies]: 'footer.links.cookies',
} as const;
