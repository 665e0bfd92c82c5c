import { Migration } from '@mikro-orm/migrations';

export class Migration20261127070521_provider_track_record extends Migration {

  override name = 'Migration20261127070521_provider_track_record';

  override up(): void | Promise<void> {
    this.addSql(`alter table "provider" alter column "cancel_rate" drop default;`);
    this.addSql(`alter table "provider" alter column "cancel_rate" drop not null;`);
    this.addSql(`alter table "provider" alter column "satisfaction_guarantee" set default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "provider" alter column "satisfaction_guarantee" set default true;`);
    this.addSql(`alter table "provider" alter column "cancel_rate" set default 0;`);
    this.addSql(`alter table "provider" alter column "cancel_rate" set not null;`);
  }

}
