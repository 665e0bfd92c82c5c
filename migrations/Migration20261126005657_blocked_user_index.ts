import { Migration } from '@mikro-orm/migrations';

export class Migration20261126005657_blocked_user_index extends Migration {

  override name = 'Migration20261126005657_blocked_user_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "app_user_blocked_index" on "app_user" ("id") where "is_blocked";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "app_user_blocked_index";`);
  }

}
