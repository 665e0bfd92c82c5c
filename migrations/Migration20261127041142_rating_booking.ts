import { Migration } from '@mikro-orm/migrations';

export class Migration20261127041142_rating_booking extends Migration {

  override name = 'Migration20261127041142_rating_booking';

  override up(): void | Promise<void> {
    this.addSql(`alter table "provider_rating" add "booking_id" uuid null;`);
    this.addSql(`alter table "provider_rating" add constraint "provider_rating_booking_id_foreign" foreign key ("booking_id") references "booking" ("id") on delete set null;`);
    this.addSql(`alter table "provider_rating" add constraint "provider_rating_booking_id_unique" unique ("booking_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "provider_rating" drop constraint "provider_rating_booking_id_foreign";`);
    this.addSql(`alter table "provider_rating" drop constraint "provider_rating_booking_id_unique";`);
    this.addSql(`alter table "provider_rating" drop column "booking_id";`);
  }

}
