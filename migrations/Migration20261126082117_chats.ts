import { Migration } from '@mikro-orm/migrations';

export class Migration20261126082117_chats extends Migration {

  override name = 'Migration20261126082117_chats';

  override up(): void | Promise<void> {
    this.addSql(`create table "chat" ("id" uuid not null, "customer_id" uuid not null, "provider_id" uuid not null, "last_seq" int not null default 0, "last_activity_at" timestamptz not null, "deactivated_at" timestamptz null, "deactivated_by_id" uuid null, "deactivation_reason" text null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "chat_provider_id_index" on "chat" ("provider_id");`);
    this.addSql(`alter table "chat" add constraint "chat_customer_id_provider_id_unique" unique ("customer_id", "provider_id");`);

    this.addSql(`create table "chat_participant" ("id" uuid not null, "chat_id" uuid not null, "user_id" uuid not null, "role" text not null, "last_read_seq" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "chat_participant_user_id_index" on "chat_participant" ("user_id");`);
    this.addSql(`alter table "chat_participant" add constraint "chat_participant_chat_id_user_id_unique" unique ("chat_id", "user_id");`);

    this.addSql(`create table "chat_message" ("id" uuid not null, "chat_id" uuid not null, "seq" int not null, "client_id" uuid not null, "sender_id" uuid null, "kind" text not null, "text" varchar(4000) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_chat_id_seq_unique" unique ("chat_id", "seq");`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_chat_id_sender_id_client_id_unique" unique ("chat_id", "sender_id", "client_id");`);

    this.addSql(`alter table "chat" add constraint "chat_customer_id_foreign" foreign key ("customer_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "chat" add constraint "chat_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on delete cascade;`);
    this.addSql(`alter table "chat" add constraint "chat_deactivated_by_id_foreign" foreign key ("deactivated_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "chat" add constraint "chat_last_seq_check" check (last_seq >= 0);`);

    this.addSql(`alter table "chat_participant" add constraint "chat_participant_chat_id_foreign" foreign key ("chat_id") references "chat" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_participant" add constraint "chat_participant_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_participant" add constraint "chat_participant_last_read_seq_check" check (last_read_seq >= 0);`);
    this.addSql(`alter table "chat_participant" add constraint "chat_participant_role_check" check ("role" in ('customer', 'provider'));`);

    this.addSql(`alter table "chat_message" add constraint "chat_message_chat_id_foreign" foreign key ("chat_id") references "chat" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_sender_id_foreign" foreign key ("sender_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_seq_check" check (seq >= 1);`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_kind_check" check ("kind" in ('text'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "chat_participant" drop constraint "chat_participant_chat_id_foreign";`);
    this.addSql(`alter table "chat_message" drop constraint "chat_message_chat_id_foreign";`);

    this.addSql(`drop table if exists "chat" cascade;`);
    this.addSql(`drop table if exists "chat_participant" cascade;`);
    this.addSql(`drop table if exists "chat_message" cascade;`);
  }

}
