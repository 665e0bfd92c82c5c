import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010440_ledger extends Migration {

  override name = 'Migration20261122010440_ledger';

  // Every charge, refund, fee and payout of a booking, in øre, written once per idempotency key.
  override up(): void | Promise<void> {
    this.addSql(`create table "ledger_entry" ("id" uuid not null, "booking_id" uuid not null, "kind" text not null, "amount_ore" int not null, "reference" varchar(255) null, "idempotency_key" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "ledger_entry_booking_id_index" on "ledger_entry" ("booking_id");`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete restrict;`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_amount_check" check (amount_ore > 0);`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_kind_check" check ("kind" in ('charge', 'refund', 'fee', 'payout'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ledger_entry" cascade;`);
  }

}
