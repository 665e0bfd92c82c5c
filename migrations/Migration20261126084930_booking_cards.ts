import { Migration } from '@mikro-orm/migrations';

export class Migration20261126084930_booking_cards extends Migration {

  override name = 'Migration20261126084930_booking_cards';

  override up(): void | Promise<void> {
    this.addSql(`create table "reschedule_request" ("id" uuid not null, "booking_id" uuid not null, "requested_by_id" uuid not null, "requester_role" text not null, "current_starts_at" timestamptz not null, "proposed_starts_at" timestamptz not null, "proposed_ends_at" timestamptz not null, "status" text not null default 'waiting', "expires_at" timestamptz not null, "answered_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "reschedule_request_booking_id_created_at_index" on "reschedule_request" ("booking_id", "created_at");`);
    this.addSql(`create index "reschedule_request_status_expires_at_index" on "reschedule_request" ("status", "expires_at");`);
    this.addSql(`create unique index "reschedule_request_one_waiting_index" on "reschedule_request" ("booking_id") where "status" = 'waiting';`);

    this.addSql(`create table "addon_offer" ("id" uuid not null, "booking_id" uuid not null, "title" varchar(120) not null, "description" varchar(1000) not null default '', "unit_price_ore" int not null, "status" text not null default 'awaiting_response', "charge_key" varchar(255) null, "answered_at" timestamptz null, "paid_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "addon_offer_booking_id_created_at_index" on "addon_offer" ("booking_id", "created_at");`);

    this.addSql(`alter table "chat_message" drop constraint "chat_message_kind_check";`);
    this.addSql(`alter table "chat_message" add "line" jsonb null, add "addon_offer_id" uuid null, add "reschedule_request_id" uuid null;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_addon_offer_id_foreign" foreign key ("addon_offer_id") references "addon_offer" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_reschedule_request_id_foreign" foreign key ("reschedule_request_id") references "reschedule_request" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_payload_check" check ((kind = 'system') = (line is not null) and (kind = 'addon_offer') = (addon_offer_id is not null) and (kind = 'reschedule') = (reschedule_request_id is not null));`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_kind_check" check ("kind" in ('text', 'system', 'addon_offer', 'reschedule'));`);

    this.addSql(`alter table "reschedule_request" add constraint "reschedule_request_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`);
    this.addSql(`alter table "reschedule_request" add constraint "reschedule_request_requested_by_id_foreign" foreign key ("requested_by_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "reschedule_request" add constraint "reschedule_request_times_check" check (proposed_ends_at > proposed_starts_at);`);
    this.addSql(`alter table "reschedule_request" add constraint "reschedule_request_requester_role_check" check ("requester_role" in ('customer', 'provider'));`);
    this.addSql(`alter table "reschedule_request" add constraint "reschedule_request_status_check" check ("status" in ('waiting', 'accepted', 'rejected', 'expired'));`);

    this.addSql(`alter table "addon_offer" add constraint "addon_offer_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`);
    this.addSql(`alter table "addon_offer" add constraint "addon_offer_unit_price_check" check (unit_price_ore >= 100);`);
    this.addSql(`alter table "addon_offer" add constraint "addon_offer_status_check" check ("status" in ('awaiting_response', 'accepted', 'denied', 'paid', 'withdrawn'));`);
    this.addSql(`alter table "payment" drop constraint "payment_purpose_check";`);
    this.addSql(`alter table "payment" drop constraint "payment_subject_check";`);
    this.addSql(`alter table "payment" add "addon_offer_id" uuid null;`);
    this.addSql(`alter table "payment" add constraint "payment_addon_offer_id_foreign" foreign key ("addon_offer_id") references "addon_offer" ("id") on delete restrict;`);
    this.addSql(`alter table "payment" add constraint "payment_purpose_check" check ("purpose" in ('booking', 'addon', 'gift_card', 'card_setup'));`);
    this.addSql(`alter table "payment" add constraint "payment_subject_check" check ((purpose = 'booking' and booking_id is not null) or (purpose = 'addon' and booking_id is not null and addon_offer_id is not null) or (purpose = 'gift_card' and gift_card_id is not null) or (purpose = 'card_setup' and amount_ore = 0));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment" drop constraint "payment_addon_offer_id_foreign";`);
    this.addSql(`alter table "payment" drop constraint "payment_subject_check";`);
    this.addSql(`alter table "payment" drop constraint "payment_purpose_check";`);
    this.addSql(`alter table "payment" drop column "addon_offer_id";`);
    this.addSql(`alter table "payment" add constraint "payment_subject_check" check (((purpose = 'booking'::text) AND (booking_id IS NOT NULL)) OR ((purpose = 'gift_card'::text) AND (gift_card_id IS NOT NULL)) OR ((purpose = 'card_setup'::text) AND (amount_ore = 0)));`);
    this.addSql(`alter table "payment" add constraint "payment_purpose_check" check ("purpose" in ('booking', 'gift_card', 'card_setup'));`);

    this.addSql(`alter table "chat_message" drop constraint "chat_message_reschedule_request_id_foreign";`);
    this.addSql(`alter table "chat_message" drop constraint "chat_message_addon_offer_id_foreign";`);

    this.addSql(`drop table if exists "reschedule_request" cascade;`);
    this.addSql(`drop table if exists "addon_offer" cascade;`);

    this.addSql(`alter table "chat_message" drop constraint "chat_message_payload_check";`);
    this.addSql(`alter table "chat_message" drop constraint "chat_message_kind_check";`);
    this.addSql(`alter table "chat_message" drop column "line", drop column "addon_offer_id", drop column "reschedule_request_id";`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_kind_check" check ("kind" in ('text'));`);
  }

}
