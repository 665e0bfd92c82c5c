import { Migration } from '@mikro-orm/migrations';

/**
 * A version per provider of everything a search with a date reads of it: its saved schedule and
 * its time-holding bookings. Triggers move it on every change, so the app may keep what it read of
 * a provider for as long as the version it sees in a search's own statement is the one it read
 * with (availability/provider-calendars.ts), and a search no longer reads each row's bookings.
 * Versions come from one sequence and never repeat, even for a provider whose row is gone; no row
 * means the provider has not changed since the table was made (version 0). No foreign key: a
 * schedule removed with its provider still moves the version, and the row is harmless after.
 */
export class Migration20261128220000_provider_calendar extends Migration {

  override name = 'Migration20261128220000_provider_calendar';

  override up(): void | Promise<void> {
    this.addSql(`create sequence "provider_calendar_version_seq";`);
    this.addSql(`create table "provider_calendar" ("provider_id" uuid primary key, "version" bigint not null);`);
    // A plpgsql procedure, not an SQL function: its statement's plan is kept for the session, where
    // an SQL function called from a trigger is planned again on every row.
    this.addSql(`
      create function bump_provider_calendar(target uuid) returns void language plpgsql as $$
      begin
        insert into provider_calendar (provider_id, version) values (target, nextval('provider_calendar_version_seq'))
        on conflict (provider_id) do update set version = excluded.version;
      end $$;`);

    // Only the time-holding statuses (booking-status.ts timeHoldingStatuses) take a provider's time.
    this.addSql(`
      create function booking_calendar_trigger() returns trigger language plpgsql as $$
      declare
        holding constant text[] := array['hold', 'awaiting_payment', 'confirmed'];
      begin
        if tg_op <> 'INSERT' and old.status = any(holding) then
          perform bump_provider_calendar(old.provider_id);
        end if;
        if tg_op <> 'DELETE' and new.status = any(holding)
          and (tg_op = 'INSERT' or not old.status = any(holding) or old.provider_id <> new.provider_id) then
          perform bump_provider_calendar(new.provider_id);
        end if;
        return null;
      end $$;`);
    // The conditions are the triggers' own, so a booking that never holds time (a request, its
    // expiry) does not call the function at all.
    this.addSql(`create trigger "booking_calendar_version" after insert on "booking" for each row
      when (new.status in ('hold', 'awaiting_payment', 'confirmed'))
      execute function booking_calendar_trigger();`);
    this.addSql(`create trigger "booking_calendar_version_delete" after delete on "booking" for each row
      when (old.status in ('hold', 'awaiting_payment', 'confirmed'))
      execute function booking_calendar_trigger();`);
    this.addSql(`create trigger "booking_calendar_version_update" after update of "status", "starts_at", "busy_until", "provider_id" on "booking" for each row
      when ((old.status in ('hold', 'awaiting_payment', 'confirmed') or new.status in ('hold', 'awaiting_payment', 'confirmed'))
        and (old.status, old.starts_at, old.busy_until, old.provider_id) is distinct from (new.status, new.starts_at, new.busy_until, new.provider_id))
      execute function booking_calendar_trigger();`);

    this.addSql(`
      create function provider_schedule_calendar_trigger() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform bump_provider_calendar(old.provider_id); end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or old.provider_id <> new.provider_id) then perform bump_provider_calendar(new.provider_id); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "provider_schedule_calendar_version" after insert or update or delete on "provider_schedule" for each row execute function provider_schedule_calendar_trigger();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "provider_schedule_calendar_version" on "provider_schedule";`);
    this.addSql(`drop trigger if exists "booking_calendar_version_update" on "booking";`);
    this.addSql(`drop trigger if exists "booking_calendar_version_delete" on "booking";`);
    this.addSql(`drop trigger if exists "booking_calendar_version" on "booking";`);
    this.addSql(`drop function if exists provider_schedule_calendar_trigger();`);
    this.addSql(`drop function if exists booking_calendar_trigger();`);
    this.addSql(`drop function if exists bump_provider_calendar(uuid);`);
    this.addSql(`drop table if exists "provider_calendar";`);
    this.addSql(`drop sequence if exists "provider_calendar_version_seq";`);
  }

}
