import { Migration } from '@mikro-orm/migrations';

export class Migration20261126235745_subscriptions extends Migration {

  override name = 'Migration20261126235745_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table "subscription" ("id" uuid not null, "customer_id" uuid not null, "provider_id" uuid not null, "service_id" uuid null, "service_title" varchar(255) not null, "status" text not null default 'active', "pause_reason" text null, "frequency" text not null, "first_day" varchar(10) not null, "start_minutes" int not null, "duration_minutes" int not null, "price_ore" int not null, "vat_ore" int not null, "first_visit_promo_percentage" int null, "cancellation_policy" text not null, "delivery_street" varchar(255) not null, "delivery_postal_code" varchar(4) not null, "delivery_place" varchar(255) not null, "delivery_area_id" varchar(255) null, "saved_card_id" uuid null, "generated_until" timestamptz not null, "paused_at" timestamptz null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, primary key ("id"));`);
    this.addSql(`create index "subscription_customer_id_created_at_index" on "subscription" ("customer_id", "created_at");`);
    this.addSql(`create index "subscription_provider_id_status_index" on "subscription" ("provider_id", "status");`);
    this.addSql(`create index "subscription_status_generated_until_index" on "subscription" ("status", "generated_until");`);

    this.addSql(`create table "subscription_visit" ("id" uuid not null, "subscription_id" uuid not null, "booking_id" uuid null, "planned_starts_at" timestamptz not null, "state" text not null, "price_ore" int not null, "charge_at" timestamptz not null, "first_try_at" timestamptz null, "last_try_at" timestamptz null, "next_try_at" timestamptz null, "decline_code" varchar(255) null, "hard_decline" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "subscription_visit_state_charge_at_index" on "subscription_visit" ("state", "charge_at");`);
    this.addSql(`create index "subscription_visit_state_next_try_at_index" on "subscription_visit" ("state", "next_try_at");`);
    this.addSql(`create index "subscription_visit_booking_id_index" on "subscription_visit" ("booking_id");`);
    this.addSql(`alter table "subscription_visit" add constraint "subscription_visit_subscription_id_planned_starts_at_unique" unique ("subscription_id", "planned_starts_at");`);

    this.addSql(`alter table "subscription" add constraint "subscription_customer_id_foreign" foreign key ("customer_id") references "app_user" ("id") on delete restrict;`);
    this.addSql(`alter table "subscription" add constraint "subscription_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete restrict;`);
    this.addSql(`alter table "subscription" add constraint "subscription_service_id_foreign" foreign key ("service_id") references "service" ("id") on delete set null;`);
    this.addSql(`alter table "subscription" add constraint "subscription_saved_card_id_foreign" foreign key ("saved_card_id") references "saved_card" ("id") on delete set null;`);
    this.addSql(`alter table "subscription" add constraint "subscription_times_check" check (start_minutes >= 0 and start_minutes < 1440 and duration_minutes > 0);`);
    this.addSql(`alter table "subscription" add constraint "subscription_price_check" check (price_ore > 0 and (first_visit_promo_percentage is null or (first_visit_promo_percentage >= 1 and first_visit_promo_percentage <= 100)));`);
    this.addSql(`alter table "subscription" add constraint "subscription_status_check" check ("status" in ('active', 'paused', 'cancelled'));`);
    this.addSql(`alter table "subscription" add constraint "subscription_pause_reason_check" check ("pause_reason" in ('customer', 'unpaid_visits'));`);
    this.addSql(`alter table "subscription" add constraint "subscription_frequency_check" check ("frequency" in ('weekly', 'every_two_weeks', 'every_four_weeks'));`);
    this.addSql(`alter table "subscription" add constraint "subscription_cancellation_policy_check" check ("cancellation_policy" in ('simple', 'strict'));`);

    this.addSql(`alter table "subscription_visit" add constraint "subscription_visit_subscription_id_foreign" foreign key ("subscription_id") references "subscription" ("id") on delete cascade;`);
    this.addSql(`alter table "subscription_visit" add constraint "subscription_visit_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete set null;`);
    this.addSql(`alter table "subscription_visit" add constraint "subscription_visit_state_check" check ("state" in ('booked', 'collided', 'skipped', 'paid', 'unpaid', 'cancelled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "subscription_visit" cascade;`);
    this.addSql(`drop table if exists "subscription" cascade;`);
  }

}
