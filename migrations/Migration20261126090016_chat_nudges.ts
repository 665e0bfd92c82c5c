import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090016_chat_nudges extends Migration {

  override name = 'Migration20261126090016_chat_nudges';

  override up(): void | Promise<void> {
    this.addSql(`alter table "chat_participant" add "last_nudged_at" timestamptz null, add "last_nudged_seq" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "chat_participant" drop column "last_nudged_at", drop column "last_nudged_seq";`);
  }

}
