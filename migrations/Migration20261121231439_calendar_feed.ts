import { Migration } from '@mikro-orm/migrations';

export class Migration20261121231439_calendar_feed extends Migration {

  override name = 'Migration20261121231439_calendar_feed';

  // A provider's private calendar subscription: only the SHA-256 of the secret in its URL is kept.
  override up(): void | Promise<void> {
    this.addSql(`create table "calendar_feed" ("provider_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, primary key ("provider_id"));`);
    this.addSql(`alter table "calendar_feed" add constraint "calendar_feed_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "calendar_feed" add constraint "calendar_feed_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_feed" cascade;`);
  }

}
