import { Migration } from '@mikro-orm/migrations';

export class Migration20261126084627_notification_settings extends Migration {

  override name = 'Migration20261126084627_notification_settings';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "notification_settings" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "notification_settings";`);
  }

}
