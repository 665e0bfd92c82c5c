import { Migration } from '@mikro-orm/migrations';

export class Migration20261126042811_custom_requests extends Migration {

  override name = 'Migration20261126042811_custom_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "custom_request_draft" ("id" uuid not null, "owner_id" uuid null, "stage" smallint not null default 1, "dto" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "custom_request" ("id" uuid not null, "customer_id" uuid not null, "category_id" uuid not null, "title" varchar(120) not null, "description" text not null, "tags" text[] not null default '{}', "files" jsonb not null, "answers" jsonb not null, "starts_at" timestamptz null, "delivery_street" varchar(200) null, "delivery_postal_code" varchar(4) null, "delivery_place" varchar(255) null, "delivery_area_id" varchar(255) null, "status" text not null default 'OPEN', "send_to_all" boolean not null default false, "is_replacement" boolean not null default false, "replacement_price_ore" int null, "broadcast_at" timestamptz not null, "broadcast_done_at" timestamptz null, "closed_at" timestamptz null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "custom_request_customer_id_created_at_index" on "custom_request" ("customer_id", "created_at");`);
    this.addSql(`create index "custom_request_broadcast_due_index" on "custom_request" ("broadcast_at") where "status" = 'OPEN' and "broadcast_done_at" is null;`);

    this.addSql(`create table "custom_request_recipient" ("id" uuid not null, "request_id" uuid not null, "provider_id" uuid not null, "via" text not null, "reached_at" timestamptz not null, "seen_at" timestamptz null, "rejected_at" timestamptz null, "reject_reason" text null, primary key ("id"));`);
    this.addSql(`create index "custom_request_recipient_provider_id_reached_at_id_index" on "custom_request_recipient" ("provider_id", "reached_at", "id");`);
    this.addSql(`alter table "custom_request_recipient" add constraint "custom_request_recipient_request_id_provider_id_unique" unique ("request_id", "provider_id");`);

    this.addSql(`create table "price_offer" ("id" uuid not null, "request_id" uuid not null, "provider_id" uuid not null, "amount_ore" int not null, "conditions" text not null default '', "expires_at" timestamptz not null, "starts_at" timestamptz null, "duration_minutes" smallint not null default 120, "status" text not null default 'sent', "seen_at" timestamptz null, "resulting_booking_id" uuid null, "accepted_at" timestamptz null, "closed_at" timestamptz null, "expired_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "price_offer_request_id_created_at_index" on "price_offer" ("request_id", "created_at");`);
    this.addSql(`create index "price_offer_status_expires_at_index" on "price_offer" ("status", "expires_at");`);
    this.addSql(`create unique index "price_offer_one_open_index" on "price_offer" ("request_id", "provider_id") where "status" = 'sent';`);
    this.addSql(`create unique index "price_offer_one_accepted_index" on "price_offer" ("request_id") where "status" = 'accepted';`);

    this.addSql(`alter table "custom_request_draft" add constraint "custom_request_draft_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "custom_request" add constraint "custom_request_customer_id_foreign" foreign key ("customer_id") references "app_user" ("id") on delete restrict;`);
    this.addSql(`alter table "custom_request" add constraint "custom_request_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete restrict;`);
    this.addSql(`alter table "custom_request" add constraint "custom_request_replacement_check" check ((not is_replacement) or replacement_price_ore is not null);`);
    this.addSql(`alter table "custom_request" add constraint "custom_request_status_check" check ("status" in ('OPEN', 'CLOSED', 'CANCELLED'));`);

    this.addSql(`alter table "custom_request_recipient" add constraint "custom_request_recipient_request_id_foreign" foreign key ("request_id") references "custom_request" ("id") on delete cascade;`);
    this.addSql(`alter table "custom_request_recipient" add constraint "custom_request_recipient_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);
    this.addSql(`alter table "custom_request_recipient" add constraint "custom_request_recipient_via_check" check ("via" in ('chosen', 'broadcast'));`);

    this.addSql(`alter table "price_offer" add constraint "price_offer_request_id_foreign" foreign key ("request_id") references "custom_request" ("id") on delete cascade;`);
    this.addSql(`alter table "price_offer" add constraint "price_offer_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);
    this.addSql(`alter table "price_offer" add constraint "price_offer_resulting_booking_id_foreign" foreign key ("resulting_booking_id") references "booking" ("id") on delete set null;`);
    this.addSql(`alter table "price_offer" add constraint "price_offer_amount_check" check (amount_ore >= 100);`);
    this.addSql(`alter table "price_offer" add constraint "price_offer_duration_check" check (duration_minutes >= 15 and duration_minutes <= 1440);`);
    this.addSql(`alter table "price_offer" add constraint "price_offer_status_check" check ("status" in ('sent', 'accepted', 'closed', 'expired'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "custom_request_recipient" drop constraint "custom_request_recipient_request_id_foreign";`);
    this.addSql(`alter table "price_offer" drop constraint "price_offer_request_id_foreign";`);

    this.addSql(`drop table if exists "custom_request_draft" cascade;`);
    this.addSql(`drop table if exists "custom_request" cascade;`);
    this.addSql(`drop table if exists "custom_request_recipient" cascade;`);
    this.addSql(`drop table if exists "price_offer" cascade;`);
  }

}
