import { Migration } from '@mikro-orm/migrations';

export class Migration20261127043444_rating_hidden extends Migration {

  override name = 'Migration20261127043444_rating_hidden';

  override up(): void | Promise<void> {
    this.addSql(`alter table "provider_rating" add "hidden_at" timestamptz null, add "hidden_reason" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "provider_rating" drop column "hidden_at", drop column "hidden_reason";`);
  }

}
