import { Migration } from '@mikro-orm/migrations';

/**
 * A provider's search document also holds what it offers: the titles, tags and categories of its
 * enabled services. Provider search then reads one small index instead of every service document,
 * whether a word is common or rare. Kept current by a trigger on services.
 */
export class Migration20261121211000_provider_search_services extends Migration {

  override name = 'Migration20261121211000_provider_search_services';

  override up(): void | Promise<void> {
    this.addSql(`
      create or replace function refresh_provider_search(target uuid) returns void language sql as $$
        insert into provider_search (provider_id, document, words)
        select p.id,
          setweight(to_tsvector('norwegian', p.display_name), 'A') ||
          setweight(to_tsvector('norwegian', concat_ws(' ', p.tagline, p.company_name, c.title_nb, c.title_en, offered.titles)), 'B') ||
          setweight(to_tsvector('norwegian', p.description), 'C'),
          lower(concat_ws(' ', p.display_name, p.tagline, p.company_name, c.title_nb, c.title_en))
        from provider p
        join category c on c.id = p.category_id
        left join lateral (
          select string_agg(concat_ws(' ', s.title, array_to_string(s.tags, ' '), sc.title_nb, sc.title_en), ' ') as titles
          from service s join category sc on sc.id = s.category_id
          where s.provider_id = p.id and s.enabled
        ) offered on true
        where p.id = target
        on conflict (provider_id) do update set document = excluded.document, words = excluded.words;
      $$;`);
    this.addSql(`
      create function service_provider_search_trigger() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform refresh_provider_search(old.provider_id); end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.provider_id is distinct from old.provider_id) then
          perform refresh_provider_search(new.provider_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "service_provider_search_refresh" after insert or delete or update of "title", "tags", "category_id", "provider_id", "enabled" on "service" for each row execute function service_provider_search_trigger();`);
    this.addSql(`select refresh_provider_search(id) from provider;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "service_provider_search_refresh" on "service";`);
    this.addSql(`drop function if exists service_provider_search_trigger;`);
    this.addSql(`
      create or replace function refresh_provider_search(target uuid) returns void language sql as $$
        insert into provider_search (provider_id, document, words)
        select p.id,
          setweight(to_tsvector('norwegian', p.display_name), 'A') ||
          setweight(to_tsvector('norwegian', concat_ws(' ', p.tagline, p.company_name, c.title_nb, c.title_en)), 'B') ||
          setweight(to_tsvector('norwegian', p.description), 'C'),
          lower(concat_ws(' ', p.display_name, p.tagline, p.company_name, c.title_nb, c.title_en))
        from provider p join category c on c.id = p.category_id
        where p.id = target
        on conflict (provider_id) do update set document = excluded.document, words = excluded.words;
      $$;`);
  }

}
