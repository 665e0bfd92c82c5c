import { Migration } from '@mikro-orm/migrations';

export class Migration20261126092013_replacement_offers extends Migration {

  override name = 'Migration20261126092013_replacement_offers';

  override up(): void | Promise<void> {
    this.addSql(`create table "provider_dropout" ("id" uuid not null, "booking_id" uuid not null, "provider_id" uuid not null, "reason" text not null, "dropped_at" timestamptz not null, "dropped_by_id" uuid null, "replacement_request_id" uuid null, "replaced_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "provider_dropout_booking_id_dropped_at_index" on "provider_dropout" ("booking_id", "dropped_at");`);

    this.addSql(`alter table "custom_request" add "replaces_booking_id" uuid null;`);
    this.addSql(`alter table "custom_request" add constraint "custom_request_replaces_booking_id_foreign" foreign key ("replaces_booking_id") references "booking" ("id") on delete set null;`);
    this.addSql(`create index "custom_request_replaces_booking_id_index" on "custom_request" ("replaces_booking_id");`);

    this.addSql(`alter table "provider_dropout" add constraint "provider_dropout_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`);
    this.addSql(`alter table "provider_dropout" add constraint "provider_dropout_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);
    this.addSql(`alter table "provider_dropout" add constraint "provider_dropout_dropped_by_id_foreign" foreign key ("dropped_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "provider_dropout" add constraint "provider_dropout_replacement_request_id_foreign" foreign key ("replacement_request_id") references "custom_request" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "provider_dropout" cascade;`);

    this.addSql(`alter table "custom_request" drop constraint "custom_request_replaces_booking_id_foreign";`);

    this.addSql(`drop index "custom_request_replaces_booking_id_index";`);
    this.addSql(`alter table "custom_request" drop column "replaces_booking_id";`);
  }

}
