import { Migration } from '@mikro-orm/migrations';

export class Migration20261121195001_discovery extends Migration {

  override name = 'Migration20261121195001_discovery';

  override up(): void | Promise<void> {
    this.addSql(`create table "category_question" ("id" uuid not null, "category_id" uuid not null, "subcategory_id" uuid null, "type" text not null, "title_no" varchar(255) not null, "title_en" varchar(255) not null, "description_no" text null, "description_en" text null, "options" jsonb null, "depends_on_question_id" uuid null, "depends_on_answer" varchar(255) null, "sort_index" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "category_question_category_id_sort_index_index" on "category_question" ("category_id", "sort_index");`);

    this.addSql(`create table "provider" ("id" uuid not null, "owner_id" uuid not null, "status" text not null default 'pending', "approved_at" timestamptz null, "org_type" text not null, "company_name" varchar(255) null, "slug" varchar(255) not null, "display_name" varchar(255) not null, "tagline" varchar(255) null, "description" text not null default '', "category_id" uuid not null, "instant_booking" boolean not null default false, "photo" varchar(255) null, "cover_original" varchar(255) null, "cover_square" varchar(255) null, "cover_wide" varchar(255) null, "satisfaction_guarantee" boolean not null default true, "is_recommended" boolean not null default false, "content" jsonb not null default '{"experience":null,"music":[],"videos":[],"socials":{"instagram":null,"facebook":null,"tiktok":null,"youtube":null,"website":null},"practicalInfo":null}', "locations" text[] not null default '{}', "working_days" smallint[] not null default '{1,2,3,4,5}', "id_verified" boolean not null default false, "service_fee_percent" numeric(5,2) not null default 15, "rating_average" numeric(3,2) null, "rating_count" int not null default 0, "cancel_rate" numeric(5,4) not null default 0, "average_response_time_sec" int null, "acceptance_rate" numeric(5,4) null, "popularity" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "provider" add constraint "provider_owner_id_unique" unique ("owner_id");`);
    this.addSql(`alter table "provider" add constraint "provider_slug_unique" unique ("slug");`);
    this.addSql(`create index "provider_status_popularity_id_index" on "provider" ("status", "popularity", "id");`);
    this.addSql(`create index "provider_category_id_index" on "provider" ("category_id");`);
    this.addSql(`create index "provider_locations_index" on "provider" using gin ("locations");`);

    this.addSql(`create table "service" ("id" uuid not null, "provider_id" uuid not null, "category_id" uuid not null, "slug" varchar(255) not null, "title" varchar(255) not null, "description" text not null default '', "tags" text[] not null default '{}', "price_type" text not null default 'fixed', "base_price_ore" int not null, "base_duration_minutes" int not null, "max_base_participants" int null, "included" text[] not null default '{}', "customer_checklist" text[] not null default '{}', "areas" text[] not null default '{}', "enabled" boolean not null default true, "popularity" int not null default 0, "rating_average" numeric(3,2) null, "rating_count" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "service" add constraint "service_slug_unique" unique ("slug");`);
    this.addSql(`create index "service_enabled_popularity_id_index" on "service" ("enabled", "popularity", "id");`);
    this.addSql(`create index "service_enabled_base_price_ore_id_index" on "service" ("enabled", "base_price_ore", "id");`);
    this.addSql(`create index "service_provider_id_index" on "service" ("provider_id");`);
    this.addSql(`create index "service_category_id_enabled_popularity_id_index" on "service" ("category_id", "enabled", "popularity", "id");`);
    this.addSql(`create index "service_areas_index" on "service" using gin ("areas");`);
    this.addSql(`create index "service_tags_index" on "service" using gin ("tags");`);

    this.addSql(`create table "service_picture" ("id" uuid not null, "service_id" uuid not null, "square" varchar(255) not null, "wide" varchar(255) not null, "title" varchar(255) null, "sort_index" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "service_picture_service_id_sort_index_index" on "service_picture" ("service_id", "sort_index");`);

    this.addSql(`create table "service_addon" ("id" uuid not null, "service_id" uuid not null, "title" varchar(255) not null, "description" text null, "unit_type" text not null default 'custom', "unit_price_ore" int not null, "unit_time_minutes" int not null default 0, "max_units" int not null default 1, "units_in_base_price" int not null default 0, "sort_index" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "service_addon_service_id_sort_index_index" on "service_addon" ("service_id", "sort_index");`);

    this.addSql(`create table "service_subcategory_item" ("service_id" uuid not null, "subcategory_item_id" uuid not null, primary key ("service_id", "subcategory_item_id"));`);

    this.addSql(`create table "provider_rating" ("id" uuid not null, "provider_id" uuid not null, "service_id" uuid null, "customer_id" uuid null, "service_title" varchar(255) null, "num_stars" smallint not null, "comment" text null, "customer_firstname" varchar(255) null, "anonymous" boolean not null default false, "external_id" varchar(255) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "provider_rating_provider_id_created_at_id_index" on "provider_rating" ("provider_id", "created_at", "id");`);
    this.addSql(`create index "provider_rating_provider_id_num_stars_created_at_id_index" on "provider_rating" ("provider_id", "num_stars", "created_at", "id");`);
    this.addSql(`create index "provider_rating_service_id_index" on "provider_rating" ("service_id");`);

    this.addSql(`create table "provider_picture" ("id" uuid not null, "provider_id" uuid not null, "square" varchar(255) not null, "wide" varchar(255) not null, "title" varchar(255) null, "sort_index" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "provider_picture_provider_id_sort_index_index" on "provider_picture" ("provider_id", "sort_index");`);

    this.addSql(`alter table "category_question" add constraint "category_question_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete cascade;`);
    this.addSql(`alter table "category_question" add constraint "category_question_subcategory_id_foreign" foreign key ("subcategory_id") references "subcategory" ("id") on delete set null;`);
    this.addSql(`alter table "category_question" add constraint "category_question_depends_on_question_id_foreign" foreign key ("depends_on_question_id") references "category_question" ("id") on delete set null;`);
    this.addSql(`alter table "category_question" add constraint "category_question_type_check" check ("type" in ('MULTIPLE_SELECT', 'NUMBER', 'BOOLEAN', 'SINGLE_OPTION', 'TEXT', 'ADDRESS', 'DURATION', 'TAGS', 'RANGE', 'SUBTITLE'));`);

    this.addSql(`alter table "provider" add constraint "provider_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete restrict;`);
    this.addSql(`alter table "provider" add constraint "provider_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete restrict;`);
    this.addSql(`alter table "provider" add constraint "provider_status_check" check ("status" in ('pending', 'approved', 'rejected'));`);
    this.addSql(`alter table "provider" add constraint "provider_org_type_check" check ("org_type" in ('individual', 'company', 'agent'));`);

    this.addSql(`alter table "service" add constraint "service_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);
    this.addSql(`alter table "service" add constraint "service_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete restrict;`);
    this.addSql(`alter table "service" add constraint "service_price_type_check" check ("price_type" in ('fixed', 'from'));`);

    this.addSql(`alter table "service_picture" add constraint "service_picture_service_id_foreign" foreign key ("service_id") references "service" ("id") on delete cascade;`);

    this.addSql(`alter table "service_addon" add constraint "service_addon_service_id_foreign" foreign key ("service_id") references "service" ("id") on delete cascade;`);
    this.addSql(`alter table "service_addon" add constraint "service_addon_unit_type_check" check ("unit_type" in ('custom', 'participant'));`);

    this.addSql(`alter table "service_subcategory_item" add constraint "service_subcategory_item_service_id_foreign" foreign key ("service_id") references "service" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "service_subcategory_item" add constraint "service_subcategory_item_subcategory_item_id_foreign" foreign key ("subcategory_item_id") references "subcategory_item" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "provider_rating" add constraint "provider_rating_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);
    this.addSql(`alter table "provider_rating" add constraint "provider_rating_service_id_foreign" foreign key ("service_id") references "service" ("id") on delete set null;`);
    this.addSql(`alter table "provider_rating" add constraint "provider_rating_customer_id_foreign" foreign key ("customer_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "provider_picture" add constraint "provider_picture_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);

    // Checks the entities cannot express.
    this.addSql(`alter table "service" add constraint "service_price_check" check ("base_price_ore" >= 0 and "base_duration_minutes" > 0);`);
    this.addSql(`alter table "service_addon" add constraint "service_addon_units_check" check ("unit_price_ore" >= 0 and "max_units" >= 1 and "units_in_base_price" >= 0 and "units_in_base_price" <= "max_units");`);
    this.addSql(`alter table "provider_rating" add constraint "provider_rating_stars_check" check (num_stars >= 1 and num_stars <= 5);`);

    // Search documents (spec: titles, descriptions, tags, category and provider names all count).
    // Norwegian stemming for whole words and prefixes; trigram similarity on the short words for
    // typos. Kept current by triggers so every writer, including bulk SQL, stays searchable.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "service_search" ("service_id" uuid primary key references "service" ("id") on delete cascade, "document" tsvector not null, "words" text not null);`);
    this.addSql(`create index "service_search_document_index" on "service_search" using gin ("document");`);
    this.addSql(`create index "service_search_words_index" on "service_search" using gin ("words" gin_trgm_ops);`);
    this.addSql(`create table "provider_search" ("provider_id" uuid primary key references "provider" ("id") on delete cascade, "document" tsvector not null, "words" text not null);`);
    this.addSql(`create index "provider_search_document_index" on "provider_search" using gin ("document");`);
    this.addSql(`create index "provider_search_words_index" on "provider_search" using gin ("words" gin_trgm_ops);`);

    this.addSql(`
      create function refresh_service_search(target uuid) returns void language sql as $$
        insert into service_search (service_id, document, words)
        select s.id,
          setweight(to_tsvector('norwegian', s.title || ' ' || array_to_string(s.tags, ' ')), 'A') ||
          setweight(to_tsvector('norwegian', concat_ws(' ', c.title_nb, c.title_en, items.titles, p.display_name)), 'B') ||
          setweight(to_tsvector('norwegian', s.description), 'C'),
          lower(concat_ws(' ', s.title, array_to_string(s.tags, ' '), c.title_nb, c.title_en, items.titles, p.display_name))
        from service s
        join category c on c.id = s.category_id
        join provider p on p.id = s.provider_id
        left join lateral (
          select string_agg(i.title_no || ' ' || i.title_en, ' ') as titles
          from service_subcategory_item si join subcategory_item i on i.id = si.subcategory_item_id
          where si.service_id = s.id
        ) items on true
        where s.id = target
        on conflict (service_id) do update set document = excluded.document, words = excluded.words;
      $$;`);
    this.addSql(`
      create function refresh_provider_search(target uuid) returns void language sql as $$
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
    this.addSql(`
      create function service_search_trigger() returns trigger language plpgsql as $$
      begin
        perform refresh_service_search(new.id);
        return null;
      end $$;`);
    this.addSql(`create trigger "service_search_refresh" after insert or update of "title", "description", "tags", "category_id", "provider_id" on "service" for each row execute function service_search_trigger();`);
    this.addSql(`
      create function service_item_search_trigger() returns trigger language plpgsql as $$
      begin
        perform refresh_service_search(case when tg_op = 'DELETE' then old.service_id else new.service_id end);
        return null;
      end $$;`);
    this.addSql(`create trigger "service_item_search_refresh" after insert or delete on "service_subcategory_item" for each row execute function service_item_search_trigger();`);
    this.addSql(`
      create function provider_search_trigger() returns trigger language plpgsql as $$
      begin
        perform refresh_provider_search(new.id);
        if tg_op = 'UPDATE' and new.display_name is distinct from old.display_name then
          perform refresh_service_search(s.id) from service s where s.provider_id = new.id;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "provider_search_refresh" after insert or update of "display_name", "tagline", "company_name", "description", "category_id" on "provider" for each row execute function provider_search_trigger();`);
    this.addSql(`
      create function category_search_trigger() returns trigger language plpgsql as $$
      begin
        perform refresh_service_search(s.id) from service s where s.category_id = new.id;
        perform refresh_provider_search(p.id) from provider p where p.category_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger "category_search_refresh" after update of "title_nb", "title_en" on "category" for each row execute function category_search_trigger();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "category_search_refresh" on "category";`);
    this.addSql(`drop table if exists "service_search" cascade;`);
    this.addSql(`drop table if exists "provider_search" cascade;`);
    this.addSql(`drop function if exists category_search_trigger, provider_search_trigger, service_item_search_trigger, service_search_trigger, refresh_provider_search, refresh_service_search;`);
    this.addSql(`alter table "category_question" drop constraint "category_question_depends_on_question_id_foreign";`);
    this.addSql(`alter table "service" drop constraint "service_provider_id_foreign";`);
    this.addSql(`alter table "provider_rating" drop constraint "provider_rating_provider_id_foreign";`);
    this.addSql(`alter table "provider_picture" drop constraint "provider_picture_provider_id_foreign";`);
    this.addSql(`alter table "service_picture" drop constraint "service_picture_service_id_foreign";`);
    this.addSql(`alter table "service_addon" drop constraint "service_addon_service_id_foreign";`);
    this.addSql(`alter table "service_subcategory_item" drop constraint "service_subcategory_item_service_id_foreign";`);
    this.addSql(`alter table "provider_rating" drop constraint "provider_rating_service_id_foreign";`);

    this.addSql(`drop table if exists "category_question" cascade;`);
    this.addSql(`drop table if exists "provider" cascade;`);
    this.addSql(`drop table if exists "service" cascade;`);
    this.addSql(`drop table if exists "service_picture" cascade;`);
    this.addSql(`drop table if exists "service_addon" cascade;`);
    this.addSql(`drop table if exists "service_subcategory_item" cascade;`);
    this.addSql(`drop table if exists "provider_rating" cascade;`);
    this.addSql(`drop table if exists "provider_picture" cascade;`);
  }

}
