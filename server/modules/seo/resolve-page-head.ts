import type { EntityManager } from '@mikro-orm/postgresql';
import legal from '#shared/i18n/locales/nb/legal.json' with { type: 'json' };
import nb from '#shared/i18n/locales/nb/pages.json' with { type: 'json' };
import { paths, providerPath, servicePath } from '#shared/routing/paths.ts';
import type { PageHead } from './page-head.ts';
import { shortDescription } from './page-head.ts';
import { findProviderHead, findServiceHead } from './page-head.queries.ts';

// Norwegian is the site's default language and what crawlers are served.
const meta = nb.meta;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const segment = (pathname: string, prefix: string): string | null => {
  if (!pathname.startsWith(`${prefix}/`)) return null;
  const rest = pathname.slice(prefix.length + 1);
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
};

/** The information pages, with the title and description they show themselves. */
const infoPages: Record<string, { title: string; description: string }> = {
  [paths.termsCustomers]: legal.termsCustomers,
  [paths.termsProviders]: legal.termsProviders,
  [paths.privacy]: legal.privacy,
  [paths.cookies]: legal.cookies,
  [paths.help]: legal.help,
  [paths.contact]: legal.contact,
};

const home: Omit<PageHead, 'path'> = {
  title: meta.home.title,
  description: meta.home.description,
  image: null,
  type: 'website',
  status: 200,
};

/**
 * The head of the page at `pathname`: the service or provider it shows, the browse page, or the
 * site's defaults. A service or provider that is not public gives a 404 head, so the shell is
 * sent with status 404 and search engines drop the page.
 */
export async function resolvePageHead(em: EntityManager, pathname: string): Promise<PageHead> {
  const serviceSlug = segment(pathname, paths.service);
  if (serviceSlug !== null) {
    const service = await findServiceHead(em, serviceSlug);
    if (!service) return { ...home, title: meta.notFound.title, path: pathname, status: 404 };
    return {
      title: `${service.title} – ${service.providerName} | ${meta.service.titleSuffix}`,
      description: shortDescription(
        service.description || fill(meta.service.fallbackDescription, { title: service.title, provider: service.providerName }),
      ),
      path: servicePath(service.slug),
      image: service.picture,
      type: 'product',
      status: 200,
    };
  }
  const providerSlug = segment(pathname, paths.provider);
  if (providerSlug !== null) {
    const provider = await findProviderHead(em, providerSlug);
    if (!provider) return { ...home, title: meta.notFound.title, path: pathname, status: 404 };
    return {
      title: `${provider.displayName}${provider.tagline ? ` – ${provider.tagline}` : ''} | ${meta.service.titleSuffix}`,
      description: shortDescription(provider.description || fill(meta.provider.fallbackDescription, { name: provider.displayName })),
      path: providerPath(provider.slug),
      image: provider.picture,
      type: 'profile',
      status: 200,
    };
  }
  if (pathname === paths.browse) {
    return { ...home, title: meta.browse.title, description: meta.browse.description, path: paths.browse };
  }
  const info = infoPages[pathname];
  if (info) {
    return { ...home, title: `${info.title} | ${meta.service.titleSuffix}`, description: info.description, path: pathname };
  }
  return { ...home, path: pathname === '/' ? '/' : pathname };
}
