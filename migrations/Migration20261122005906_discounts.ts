import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005906_discounts extends Migration {

  override name = 'Migration20261122005906_discounts';

  // Coupons and promo codes. A booking keeps charging `price_ore`, now the price after discounts;
  // existing bookings had none, so their list price is their price.
  override up(): void | Promise<void> {
    this.addSql(`create table "promo_code" ("id" uuid not null, "code" varchar(40) not null, "tag" varchar(40) null, "description" text not null, "percentage" int not null, "enabled" boolean not null default true, "max_uses" int null, "max_uses_per_customer" int null default 1, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "promo_code" add constraint "promo_code_code_unique" unique ("code");`);

    this.addSql(`create table "promo_code_use" ("id" uuid not null, "promo_code_id" uuid not null, "user_id" uuid not null, "booking_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "promo_code_use" add constraint "promo_code_use_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "promo_code_use_promo_code_id_user_id_index" on "promo_code_use" ("promo_code_id", "user_id");`);

    this.addSql(`create table "coupon" ("id" uuid not null, "user_id" uuid not null, "percentage" int null, "amount_ore" int null, "title" varchar(255) not null, "description" text not null, "created_by" varchar(255) not null, "expires_at" timestamptz null, "created_at" timestamptz not null, "spent_at" timestamptz null, "reserved_booking_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "coupon_user_id_created_at_index" on "coupon" ("user_id", "created_at");`);

    this.addSql(`alter table "booking" add "list_price_ore" int null, add "discount_ore" int not null default 0, add "coupon_id" uuid null, add "promo_code" varchar(40) null;`);
    this.addSql(`update "booking" set "list_price_ore" = "price_ore";`);
    this.addSql(`alter table "booking" alter column "list_price_ore" set not null;`);
    this.addSql(`alter table "booking" add constraint "booking_coupon_id_foreign" foreign key ("coupon_id") references "coupon" ("id") on delete set null;`);
    this.addSql(`alter table "booking" add constraint "booking_discount_check" check (discount_ore >= 0 and price_ore = list_price_ore - discount_ore);`);

    this.addSql(`alter table "promo_code" add constraint "promo_code_limits_check" check (code = upper(code) and percentage >= 1 and percentage <= 100 and (max_uses is null or max_uses >= 1) and (max_uses_per_customer is null or max_uses_per_customer >= 1));`);

    this.addSql(`alter table "promo_code_use" add constraint "promo_code_use_promo_code_id_foreign" foreign key ("promo_code_id") references "promo_code" ("id") on delete restrict;`);
    this.addSql(`alter table "promo_code_use" add constraint "promo_code_use_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "promo_code_use" add constraint "promo_code_use_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete cascade;`);

    this.addSql(`alter table "coupon" add constraint "coupon_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "coupon" add constraint "coupon_reserved_booking_id_foreign" foreign key ("reserved_booking_id") references "booking" ("id") on delete set null;`);
    this.addSql(`alter table "coupon" add constraint "coupon_discount_check" check ((percentage is null) <> (amount_ore is null) and (percentage is null or (percentage >= 1 and percentage <= 100)) and (amount_ore is null or amount_ore > 0));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking" drop constraint "booking_coupon_id_foreign";`);
    this.addSql(`alter table "booking" drop constraint "booking_discount_check";`);
    this.addSql(`alter table "booking" drop column "list_price_ore", drop column "discount_ore", drop column "coupon_id", drop column "promo_code";`);

    this.addSql(`drop table if exists "promo_code_use" cascade;`);
    this.addSql(`drop table if exists "promo_code" cascade;`);
    this.addSql(`drop table if exists "coupon" cascade;`);
  }

}
