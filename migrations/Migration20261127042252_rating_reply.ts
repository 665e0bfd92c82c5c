import { Migration } from '@mikro-orm/migrations';

export class Migration20261127042252_rating_reply extends Migration {

  override name = 'Migration20261127042252_rating_reply';

  override up(): void | Promise<void> {
    this.addSql(`alter table "provider_rating" add "reply" text null, add "replied_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "provider_rating" drop column "reply", drop column "replied_at";`);
  }

}
