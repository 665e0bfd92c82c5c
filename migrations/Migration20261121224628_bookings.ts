import { Migration } from '@mikro-orm/migrations';

export class Migration20261121224628_bookings extends Migration {

  override name = 'Migration20261121224628_bookings';

  // Bookings and their add-ons. No double booking is the database's job: an exclusion constraint
  // refuses overlapping [starts_at, busy_until) ranges of one provider among the time-holding
  // statuses; `provider_id with =` in a GiST index needs btree_gist.
  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);

    this.addSql(`create table "booking" ("id" uuid not null, "order_number" varchar(8) not null, "customer_id" uuid not null, "provider_id" uuid not null, "service_id" uuid null, "service_title" varchar(255) not null, "status" text not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "busy_until" timestamptz not null, "price_ore" int not null, "vat_ore" int not null, "cancellation_policy" text not null, "payment_method" text not null, "participants" int null, "customer_note" text null, "delivery_street" varchar(255) not null, "delivery_postal_code" varchar(4) not null, "delivery_place" varchar(255) not null, "delivery_area_id" varchar(255) null, "provider_answer_by" timestamptz null, "payment_due_by" timestamptz null, "decline_reason" text null, "who_cancelled" text null, "cancellation_reason" text null, "cancellation_note" text null, "cancellation_fee_ore" int null, "refund" boolean null, "accepted_at" timestamptz null, "declined_at" timestamptz null, "confirmed_at" timestamptz null, "cancelled_at" timestamptz null, "done_at" timestamptz null, "expired_at" timestamptz null, "paused_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, primary key ("id"));`);
    this.addSql(`alter table "booking" add constraint "booking_order_number_unique" unique ("order_number");`);
    this.addSql(`create index "booking_provider_id_starts_at_index" on "booking" ("provider_id", "starts_at");`);
    this.addSql(`create index "booking_customer_id_created_at_index" on "booking" ("customer_id", "created_at");`);
    this.addSql(`create index "booking_status_provider_answer_by_index" on "booking" ("status", "provider_answer_by");`);
    this.addSql(`create index "booking_status_payment_due_by_index" on "booking" ("status", "payment_due_by");`);

    this.addSql(`create table "booking_addon" ("id" uuid not null, "booking_id" uuid not null, "addon_id" uuid null, "title" varchar(255) not null, "unit_type" text not null, "unit_price_ore" int not null, "units" int not null, "unit_time_minutes" int not null, "amount_ore" int not null, "sort_index" smallint not null default 0, primary key ("id"));`);
    this.addSql(`create index "booking_addon_booking_id_sort_index_index" on "booking_addon" ("booking_id", "sort_index");`);

    this.addSql(`alter table "booking" add constraint "booking_customer_id_foreign" foreign key ("customer_id") references "app_user" ("id") on delete restrict;`);
    this.addSql(`alter table "booking" add constraint "booking_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete restrict;`);
    this.addSql(`alter table "booking" add constraint "booking_service_id_foreign" foreign key ("service_id") references "service" ("id") on delete set null;`);
    this.addSql(`alter table "booking" add constraint "booking_times_check" check (ends_at > starts_at and busy_until >= ends_at);`);
    this.addSql(`alter table "booking" add constraint "booking_money_check" check (price_ore >= 0 and vat_ore >= 0 and vat_ore <= price_ore);`);
    this.addSql(`alter table "booking" add constraint "booking_participants_check" check (participants is null or participants >= 1);`);
    this.addSql(`alter table "booking" add constraint "booking_no_overlap" exclude using gist (provider_id with =, tstzrange(starts_at, busy_until, '[)') with &&) where (status in ('hold', 'awaiting_payment', 'confirmed'));`);
    this.addSql(`alter table "booking" add constraint "booking_status_check" check ("status" in ('hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'done', 'cancelled', 'request_denied', 'paused', 'expired'));`);
    this.addSql(`alter table "booking" add constraint "booking_cancellation_policy_check" check ("cancellation_policy" in ('simple', 'strict'));`);
    this.addSql(`alter table "booking" add constraint "booking_payment_method_check" check ("payment_method" in ('card', 'invoice'));`);
    this.addSql(`alter table "booking" add constraint "booking_who_cancelled_check" check ("who_cancelled" in ('customer', 'provider', 'admin'));`);
    this.addSql(`alter table "booking" add constraint "booking_cancellation_reason_check" check ("cancellation_reason" in ('customer_cancelled', 'provider_cancelled', 'customer_last_minute_cancel', 'customer_no_show', 'provider_last_minute_cancel', 'provider_no_show', 'still_ongoing', 'other'));`);

    this.addSql(`alter table "booking_addon" add constraint "booking_addon_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`);
    this.addSql(`alter table "booking_addon" add constraint "booking_addon_addon_id_foreign" foreign key ("addon_id") references "service_addon" ("id") on delete set null;`);
    this.addSql(`alter table "booking_addon" add constraint "booking_addon_units_check" check (units >= 1 and unit_price_ore >= 0 and unit_time_minutes >= 0 and amount_ore >= 0);`);
    this.addSql(`alter table "booking_addon" add constraint "booking_addon_unit_type_check" check ("unit_type" in ('custom', 'participant'));`);
  }

  // The btree_gist extension stays: dropping it could break anything else that came to use it.
  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_addon" cascade;`);
    this.addSql(`drop table if exists "booking" cascade;`);
  }

}
