import { Migration } from '@mikro-orm/migrations';

export class Migration20261127044507_booking_rating_reminder extends Migration {

  override name = 'Migration20261127044507_booking_rating_reminder';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking" add "rating_reminded_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking" drop column "rating_reminded_at";`);
  }

}
