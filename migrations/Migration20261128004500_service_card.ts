import { Migration } from '@mikro-orm/migrations';

/**
 * Each service's card (serviceCardSchema) kept as JSON text beside the service, so lists read
 * cards instead of building them on every search: building twenty cards cost about as much as
 * finding the page's rows. Triggers on every table a card reads keep it current, as the search
 * documents are kept.
 */
export class Migration20261128004500_service_card extends Migration {

  override name = 'Migration20261128004500_service_card';

  override up(): void | Promise<void> {
    this.addSql(`create table "service_card" ("service_id" uuid primary key references "service" ("id") on delete cascade, "card" text not null);`);
    this.addSql(`
      create function refresh_service_cards(targets uuid[]) returns void language sql as $$
        insert into service_card (service_id, card)
        select s.id, json_build_object(
          'id', s.id, 'slug', s.slug, 'title', s.title, 'priceType', s.price_type,
          'basePriceOre', s.base_price_ore, 'baseDurationMinutes', s.base_duration_minutes,
          'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'title', json_build_object('nb', c.title_nb, 'en', c.title_en),
            'taxRate', c.tax_rate::float8, 'enableParticipants', c.enable_participants),
          'rating', json_build_object('average', round(s.rating_average, 1)::float8, 'count', s.rating_count),
          'areas', s.areas, 'tags', s.tags,
          'picture', (select json_build_object('id', pic.id, 'square', pic.square, 'wide', pic.wide, 'title', pic.title, 'sortIndex', pic.sort_index)
            from service_picture pic where pic.service_id = s.id order by pic.sort_index, pic.id limit 1),
          'provider', json_build_object('id', p.id, 'slug', p.slug, 'displayName', p.display_name, 'photo', p.photo,
            'instantBooking', p.instant_booking, 'idVerified', p.id_verified))::text
        from service s
        join provider p on p.id = s.provider_id
        join category c on c.id = s.category_id
        where s.id = any(targets)
        on conflict (service_id) do update set card = excluded.card;
      $$;`);

    this.addSql(`
      create function service_card_trigger() returns trigger language plpgsql as $$
      begin
        perform refresh_service_cards(array[new.id]);
        return null;
      end $$;`);
    this.addSql(`create trigger "service_card_refresh" after insert or update of "slug", "title", "price_type", "base_price_ore", "base_duration_minutes", "category_id", "rating_average", "rating_count", "areas", "tags", "provider_id" on "service" for each row execute function service_card_trigger();`);

    // OLD is null on insert and NEW on delete; a picture moved between services refreshes both.
    this.addSql(`
      create function service_picture_card_trigger() returns trigger language plpgsql as $$
      begin
        perform refresh_service_cards(array[old.service_id, new.service_id]);
        return null;
      end $$;`);
    this.addSql(`create trigger "service_picture_card_refresh" after insert or update or delete on "service_picture" for each row execute function service_picture_card_trigger();`);

    this.addSql(`
      create function provider_service_card_trigger() returns trigger language plpgsql as $$
      begin
        perform refresh_service_cards(array(select s.id from service s where s.provider_id = new.id));
        return null;
      end $$;`);
    this.addSql(`create trigger "provider_service_card_refresh" after update of "slug", "display_name", "photo", "instant_booking", "id_verified" on "provider" for each row
      when ((old.slug, old.display_name, old.photo, old.instant_booking, old.id_verified) is distinct from (new.slug, new.display_name, new.photo, new.instant_booking, new.id_verified))
      execute function provider_service_card_trigger();`);

    this.addSql(`
      create function category_service_card_trigger() returns trigger language plpgsql as $$
      begin
        perform refresh_service_cards(array(select s.id from service s where s.category_id = new.id));
        return null;
      end $$;`);
    this.addSql(`create trigger "category_service_card_refresh" after update of "name", "slug", "title_nb", "title_en", "tax_rate", "enable_participants" on "category" for each row
      when ((old.name, old.slug, old.title_nb, old.title_en, old.tax_rate, old.enable_participants) is distinct from (new.name, new.slug, new.title_nb, new.title_en, new.tax_rate, new.enable_participants))
      execute function category_service_card_trigger();`);

    this.addSql(`select refresh_service_cards(array(select id from service));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "category_service_card_refresh" on "category";`);
    this.addSql(`drop trigger if exists "provider_service_card_refresh" on "provider";`);
    this.addSql(`drop trigger if exists "service_picture_card_refresh" on "service_picture";`);
    this.addSql(`drop trigger if exists "service_card_refresh" on "service";`);
    this.addSql(`drop function if exists category_service_card_trigger, provider_service_card_trigger, service_picture_card_trigger, service_card_trigger, refresh_service_cards;`);
    this.addSql(`drop table if exists "service_card";`);
  }

}
