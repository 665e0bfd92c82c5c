import { Migration } from '@mikro-orm/migrations';

export class Migration20261125213300_provider_unavailable_decline extends Migration {

  override name = 'Migration20261125213300_provider_unavailable_decline';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking" add "decline_reason_key" text null;`);
    this.addSql(`alter table "booking" add constraint "booking_decline_reason_key_check" check ("decline_reason_key" in ('provider_unavailable'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking" drop constraint "booking_decline_reason_key_check";`);
    this.addSql(`alter table "booking" drop column "decline_reason_key";`);
  }

}
