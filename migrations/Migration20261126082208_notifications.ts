import { Migration } from '@mikro-orm/migrations';

export class Migration20261126082208_notifications extends Migration {

  override name = 'Migration20261126082208_notifications';

  override up(): void | Promise<void> {
    this.addSql(`create table "notification" ("id" uuid not null, "user_id" uuid not null, "key" varchar(120) not null, "params" jsonb not null default '{}', "link" varchar(500) null, "read_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "notification_user_created_index" on "notification" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "notification_user_unread_index" on "notification" ("user_id", "created_at" desc, "id" desc) where "read_at" is null;`);

    this.addSql(`alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification" cascade;`);
  }

}
