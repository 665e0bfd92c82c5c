import { Migration } from '@mikro-orm/migrations';

export class Migration20261121182200_initial extends Migration {

  override name = 'Migration20261121182200_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "category" ("id" uuid not null, "name" varchar(255) not null, "slug" varchar(255) not null, "title_nb" varchar(255) not null, "title_en" varchar(255) not null, "ui_title_nb" varchar(255) not null, "ui_title_en" varchar(255) not null, "description_nb" text not null, "description_en" text not null, "question_title_hint_nb" varchar(255) null, "question_title_hint_en" varchar(255) null, "image" varchar(255) null, "tax_rate" numeric(5,2) not null, "type" text not null, "enable_participants" boolean not null default false, "sort_index" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "category" add constraint "category_name_unique" unique ("name");`);
    this.addSql(`alter table "category" add constraint "category_slug_unique" unique ("slug");`);

    this.addSql(`create table "dev_outbox_message" ("id" uuid not null, "delivery_key" varchar(255) not null, "channel" text not null, "to" varchar(255) not null, "subject" varchar(255) null, "text" text not null, "html" text null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "dev_outbox_message" add constraint "dev_outbox_message_delivery_key_unique" unique ("delivery_key");`);
    this.addSql(`create index "dev_outbox_message_to_created_at_index" on "dev_outbox_message" ("to", "created_at");`);

    this.addSql(`create table "subcategory" ("id" uuid not null, "category_id" uuid not null, "name" varchar(255) not null, "title_no" varchar(255) not null, "title_en" varchar(255) not null, "sort_index" int not null default 0, primary key ("id"));`);
    this.addSql(`alter table "subcategory" add constraint "subcategory_category_id_name_unique" unique ("category_id", "name");`);

    this.addSql(`create table "subcategory_item" ("id" uuid not null, "subcategory_id" uuid not null, "name" varchar(255) not null, "title_no" varchar(255) not null, "title_en" varchar(255) not null, "sort_index" int not null default 0, primary key ("id"));`);
    this.addSql(`alter table "subcategory_item" add constraint "subcategory_item_subcategory_id_name_unique" unique ("subcategory_id", "name");`);

    this.addSql(`alter table "category" add constraint "category_type_check" check ("type" in ('event', 'dailylife'));`);

    this.addSql(`alter table "dev_outbox_message" add constraint "dev_outbox_message_channel_check" check ("channel" in ('sms', 'email'));`);

    this.addSql(`alter table "subcategory" add constraint "subcategory_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete cascade;`);

    this.addSql(`alter table "subcategory_item" add constraint "subcategory_item_subcategory_id_foreign" foreign key ("subcategory_id") references "subcategory" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subcategory" drop constraint "subcategory_category_id_foreign";`);
    this.addSql(`alter table "subcategory_item" drop constraint "subcategory_item_subcategory_id_foreign";`);

    this.addSql(`drop table if exists "category" cascade;`);
    this.addSql(`drop table if exists "dev_outbox_message" cascade;`);
    this.addSql(`drop table if exists "subcategory" cascade;`);
    this.addSql(`drop table if exists "subcategory_item" cascade;`);
  }

}
