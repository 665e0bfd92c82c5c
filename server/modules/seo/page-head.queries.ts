import type { EntityManager } from '@mikro-orm/postgresql';
import { providerPath, servicePath } from '#shared/routing/paths.ts';
import { byIdOrSlug } from '#server/modules/explore/lookups.ts';
import { query, sql } from '#server/db/sql.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';

export interface ServiceHeadRow {
  slug: string;
  title: string;
  description: string;
  providerName: string;
  picture: string | null;
}

export interface ProviderHeadRow {
  slug: string;
  displayName: string;
  tagline: string | null;
  description: string;
  picture: string | null;
}

/** A public service by slug or id, with what a link preview needs; null when not public. */
export async function findServiceHead(em: EntityManager, slugOrId: string): Promise<ServiceHeadRow | null> {
  const rows = await query<ServiceHeadRow>(
    em,
    sql`select s.slug, s.title, s.description, p.display_name as "providerName",
       (select sp.wide from service_picture sp where sp.service_id = s.id order by sp.sort_index, sp.id limit 1) as picture
     from service s join provider p on p.id = s.provider_id
     where ${byIdOrSlug('s', slugOrId)} and s.enabled and ${providerIsPublic()}`,
  );
  return rows[0] ?? null;
}

/** An approved provider by slug or id; null otherwise. */
export async function findProviderHead(em: EntityManager, slugOrId: string): Promise<ProviderHeadRow | null> {
  const rows = await query<ProviderHeadRow>(
    em,
    sql`select p.slug, p.display_name as "displayName", p.tagline, p.description, coalesce(p.cover_wide, p.photo) as picture
     from provider p where ${byIdOrSlug('p', slugOrId)} and ${providerIsPublic()}`,
  );
  return rows[0] ?? null;
}

export interface SitemapEntry {
  path: string;
  updatedAt: Date;
}

/** Every public service and provider page, newest change first, bounded by the sitemap limit. */
export async function listSitemapEntries(em: EntityManager, limit: number): Promise<SitemapEntry[]> {
  const rows = await query<{ kind: 'service' | 'provider'; slug: string; updatedAt: Date }>(
    em,
    sql`(select 'provider' as kind, p.slug, p.updated_at as "updatedAt" from provider p where ${providerIsPublic()})
     union all
     (select 'service' as kind, s.slug, s.updated_at as "updatedAt"
        from service s join provider p on p.id = s.provider_id
       where s.enabled and ${providerIsPublic()})
     order by "updatedAt" desc limit ${limit}`,
  );
  return rows.map((row) => ({
    path: row.kind === 'service' ? servicePath(row.slug) : providerPath(row.slug),
    updatedAt: new Date(row.updatedAt),
  }));
}
