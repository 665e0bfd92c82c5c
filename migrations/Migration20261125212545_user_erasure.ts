import { Migration } from '@mikro-orm/migrations';

export class Migration20261125212545_user_erasure extends Migration {

  override name = 'Migration20261125212545_user_erasure';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "erased_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "erased_at";`);
  }

}
