import { Migration } from '@mikro-orm/migrations';

export class Migration20261127034114_coupon_reserved_booking extends Migration {

  override name = 'Migration20261127034114_coupon_reserved_booking';

  override up(): void | Promise<void> {
    this.addSql(`create index "coupon_reserved_booking_id_index" on "coupon" ("reserved_booking_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "coupon_reserved_booking_id_index";`);
  }

}
