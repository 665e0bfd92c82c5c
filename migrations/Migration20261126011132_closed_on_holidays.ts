import { Migration } from '@mikro-orm/migrations';

export class Migration20261126011132_closed_on_holidays extends Migration {

  override name = 'Migration20261126011132_closed_on_holidays';

  override up(): void | Promise<void> {
    this.addSql(`alter table "provider_schedule" add "closed_on_holidays" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "provider_schedule" drop column "closed_on_holidays";`);
  }

}
