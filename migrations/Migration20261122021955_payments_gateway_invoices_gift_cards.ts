import { Migration } from '@mikro-orm/migrations';

export class Migration20261122021955_payments_gateway_invoices_gift_cards extends Migration {

  override name = 'Migration20261122021955_payments_gateway_invoices_gift_cards';

  override up(): void | Promise<void> {
    // Invoice numbers run without gaps from a readable start; the sequence hands them out.
    this.addSql(`create sequence "invoice_number_seq" start with 100001;`);
    this.addSql(`create table "payment_webhook_event" ("id" uuid not null, "gateway" varchar(255) not null, "event_id" varchar(255) not null, "type" varchar(255) not null, "payload" jsonb not null, "received_at" timestamptz not null, "applied_at" timestamptz null, "outcome" varchar(255) null, primary key ("id"));`);
    this.addSql(`alter table "payment_webhook_event" add constraint "payment_webhook_event_gateway_event_id_unique" unique ("gateway", "event_id");`);

    this.addSql(`create table "saved_card" ("id" uuid not null, "user_id" uuid not null, "gateway" varchar(255) not null, "card_ref" varchar(255) not null, "customer_ref" varchar(255) null, "brand" varchar(255) not null, "last4" varchar(255) not null, "exp_month" smallint not null, "exp_year" smallint not null, "is_default" boolean not null default false, "created_at" timestamptz not null, "removed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "saved_card_user_id_created_at_index" on "saved_card" ("user_id", "created_at");`);
    this.addSql(`alter table "saved_card" add constraint "saved_card_gateway_card_ref_unique" unique ("gateway", "card_ref");`);

    this.addSql(`create table "payment_customer" ("id" uuid not null, "user_id" uuid not null, "gateway" varchar(255) not null, "customer_ref" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payment_customer" add constraint "payment_customer_user_id_gateway_unique" unique ("user_id", "gateway");`);
    this.addSql(`alter table "payment_customer" add constraint "payment_customer_gateway_customer_ref_unique" unique ("gateway", "customer_ref");`);

    this.addSql(`create table "gift_card" ("id" uuid not null, "code_hash" varchar(255) not null, "code_last4" varchar(255) not null, "amount_ore" int not null, "buyer_id" uuid not null, "recipient_name" varchar(255) null, "recipient_email" varchar(255) not null, "message" text null, "locale" varchar(255) not null default 'nb', "deliver_at" timestamptz not null, "status" text not null default 'awaiting_payment', "paid_at" timestamptz null, "delivered_at" timestamptz null, "redeemed_by_id" uuid null, "redeemed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "gift_card" add constraint "gift_card_code_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "gift_card_buyer_id_created_at_index" on "gift_card" ("buyer_id", "created_at");`);
    this.addSql(`create index "gift_card_status_deliver_at_index" on "gift_card" ("status", "deliver_at");`);

    this.addSql(`create table "payment" ("id" uuid not null, "purpose" text not null, "booking_id" uuid null, "gift_card_id" uuid null, "customer_id" uuid not null, "amount_ore" int not null, "gateway" varchar(255) not null, "gateway_ref" varchar(255) null, "status" text not null default 'created', "capture" text not null default 'immediate', "failure_code" varchar(255) null, "checkout_url" text null, "saved_card_ref" varchar(255) null, "save_card" boolean not null default false, "idempotency_key" varchar(255) not null, "succeeded_at" timestamptz null, "captured_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "payment" add constraint "payment_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "payment_booking_id_created_at_index" on "payment" ("booking_id", "created_at");`);
    this.addSql(`create index "payment_customer_id_created_at_index" on "payment" ("customer_id", "created_at");`);
    this.addSql(`alter table "payment" add constraint "payment_gateway_gateway_ref_unique" unique ("gateway", "gateway_ref");`);

    this.addSql(`create table "invoice" ("id" uuid not null, "number" int not null, "kid" varchar(255) not null, "booking_id" uuid not null, "customer_id" uuid not null, "org_number" varchar(255) null, "company_name" varchar(255) null, "amount_ore" int not null, "vat_ore" int not null, "lines" jsonb not null, "issued_at" timestamptz not null, "due_at" timestamptz not null, "status" text not null default 'open', "paid_at" timestamptz null, "paid_by" varchar(255) null, "payment_reference" varchar(255) null, "reminders_sent" smallint not null default 0, "last_reminder_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "invoice" add constraint "invoice_number_unique" unique ("number");`);
    this.addSql(`alter table "invoice" add constraint "invoice_kid_unique" unique ("kid");`);
    this.addSql(`alter table "invoice" add constraint "invoice_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "invoice_customer_id_issued_at_index" on "invoice" ("customer_id", "issued_at");`);
    this.addSql(`create index "invoice_status_due_at_index" on "invoice" ("status", "due_at");`);

    this.addSql(`create table "balance_entry" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "amount_ore" int not null, "gift_card_id" uuid null, "booking_id" uuid null, "idempotency_key" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "balance_entry" add constraint "balance_entry_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "balance_entry_user_id_created_at_index" on "balance_entry" ("user_id", "created_at");`);

    this.addSql(`alter table "ledger_entry" drop constraint "ledger_entry_kind_check";`);
    this.addSql(`alter table "ledger_entry" add "gift_card_id" uuid null;`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_gift_card_id_foreign" foreign key ("gift_card_id") references "gift_card" ("id") on delete restrict;`);
    this.addSql(`alter table "ledger_entry" alter column "booking_id" drop not null;`);
    this.addSql(`create index "ledger_entry_gift_card_id_index" on "ledger_entry" ("gift_card_id");`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_subject_check" check ((kind = 'gift_card_sale' and gift_card_id is not null and booking_id is null) or (kind <> 'gift_card_sale' and booking_id is not null));`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_kind_check" check ("kind" in ('charge', 'refund', 'fee', 'payout', 'balance_use', 'balance_return', 'gift_card_sale'));`);

    this.addSql(`alter table "saved_card" add constraint "saved_card_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "payment_customer" add constraint "payment_customer_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "gift_card" add constraint "gift_card_buyer_id_foreign" foreign key ("buyer_id") references "app_user" ("id") on delete restrict;`);
    this.addSql(`alter table "gift_card" add constraint "gift_card_redeemed_by_id_foreign" foreign key ("redeemed_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "gift_card" add constraint "gift_card_amount_check" check (amount_ore > 0);`);
    this.addSql(`alter table "gift_card" add constraint "gift_card_status_check" check ("status" in ('awaiting_payment', 'paid', 'delivered', 'redeemed', 'cancelled'));`);

    this.addSql(`alter table "payment" add constraint "payment_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete restrict;`);
    this.addSql(`alter table "payment" add constraint "payment_gift_card_id_foreign" foreign key ("gift_card_id") references "gift_card" ("id") on delete restrict;`);
    this.addSql(`alter table "payment" add constraint "payment_customer_id_foreign" foreign key ("customer_id") references "app_user" ("id") on delete restrict;`);
    this.addSql(`alter table "payment" add constraint "payment_amount_check" check (amount_ore >= 0);`);
    this.addSql(`alter table "payment" add constraint "payment_subject_check" check ((purpose = 'booking' and booking_id is not null) or (purpose = 'gift_card' and gift_card_id is not null) or (purpose = 'card_setup' and amount_ore = 0));`);
    this.addSql(`alter table "payment" add constraint "payment_purpose_check" check ("purpose" in ('booking', 'gift_card', 'card_setup'));`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('created', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'));`);
    this.addSql(`alter table "payment" add constraint "payment_capture_check" check ("capture" in ('immediate', 'manual'));`);

    this.addSql(`alter table "invoice" add constraint "invoice_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_customer_id_foreign" foreign key ("customer_id") references "app_user" ("id") on delete restrict;`);
    this.addSql(`alter table "invoice" add constraint "invoice_amount_check" check (amount_ore >= 0 and vat_ore >= 0);`);
    this.addSql(`alter table "invoice" add constraint "invoice_status_check" check ("status" in ('open', 'paid', 'credited'));`);

    this.addSql(`alter table "balance_entry" add constraint "balance_entry_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete restrict;`);
    this.addSql(`alter table "balance_entry" add constraint "balance_entry_gift_card_id_foreign" foreign key ("gift_card_id") references "gift_card" ("id") on delete restrict;`);
    this.addSql(`alter table "balance_entry" add constraint "balance_entry_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete restrict;`);
    this.addSql(`alter table "balance_entry" add constraint "balance_entry_amount_check" check (amount_ore <> 0);`);
    this.addSql(`alter table "balance_entry" add constraint "balance_entry_kind_check" check ("kind" in ('gift_card', 'booking_payment', 'booking_refund'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment" drop constraint "payment_gift_card_id_foreign";`);
    this.addSql(`alter table "ledger_entry" drop constraint "ledger_entry_gift_card_id_foreign";`);
    this.addSql(`alter table "balance_entry" drop constraint "balance_entry_gift_card_id_foreign";`);

    this.addSql(`drop table if exists "payment_webhook_event" cascade;`);
    this.addSql(`drop table if exists "saved_card" cascade;`);
    this.addSql(`drop table if exists "payment_customer" cascade;`);
    this.addSql(`drop table if exists "gift_card" cascade;`);
    this.addSql(`drop table if exists "payment" cascade;`);
    this.addSql(`drop table if exists "invoice" cascade;`);
    this.addSql(`drop table if exists "balance_entry" cascade;`);
    this.addSql(`drop sequence if exists "invoice_number_seq";`);

    this.addSql(`drop index "ledger_entry_gift_card_id_index";`);
    this.addSql(`alter table "ledger_entry" drop constraint "ledger_entry_subject_check";`);
    this.addSql(`alter table "ledger_entry" drop constraint "ledger_entry_kind_check";`);
    this.addSql(`alter table "ledger_entry" drop column "gift_card_id";`);
    this.addSql(`alter table "ledger_entry" alter column "booking_id" set not null;`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_kind_check" check ("kind" in ('charge', 'refund', 'fee', 'payout'));`);

  }

}
