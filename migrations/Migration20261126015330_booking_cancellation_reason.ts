import { Migration } from '@mikro-orm/migrations';

export class Migration20261126015330_booking_cancellation_reason extends Migration {

  override name = 'Migration20261126015330_booking_cancellation_reason';

  override up(): void | Promise<void> {
    this.addSql(`alter table "booking" add "customer_cancel_reason" text null;`);
    this.addSql(`alter table "booking" add constraint "booking_customer_cancel_reason_check" check ("customer_cancel_reason" in ('plans_changed', 'found_other_provider', 'price_too_high', 'booked_by_mistake', 'other'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking" drop constraint "booking_customer_cancel_reason_check";`);
    this.addSql(`alter table "booking" drop column "customer_cancel_reason";`);
  }

}
