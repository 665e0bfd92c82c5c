import { Migration } from '@mikro-orm/migrations';

export class Migration20261121213209_provider_onboarding extends Migration {

  override name = 'Migration20261121213209_provider_onboarding';

  // Providers gain a draft stage (registration in progress) before review; legal info, schedule and
  // the admin audit log get their own tables.
  override up(): void | Promise<void> {
    this.addSql(`create table "provider_schedule" ("provider_id" uuid not null, "is_available" boolean not null default true, "horizon_days" smallint not null default 90, "weekdays" jsonb not null, "overrides" jsonb not null, "buffer_time_minutes" smallint not null default 0, "max_daily_bookings" smallint null, "earliest_available_hours" smallint not null default 24, "updated_at" timestamptz not null, primary key ("provider_id"));`);

    this.addSql(`create table "provider_legal_info" ("provider_id" uuid not null, "org_type" text null, "first_name" varchar(255) null, "last_name" varchar(255) null, "company_name" varchar(255) null, "org_number" varchar(255) null, "national_id" varchar(255) null, "email" varchar(255) null, "bank_account_number" varchar(255) null, "invoice_street" varchar(255) null, "invoice_postal_code" varchar(255) null, "invoice_postal_place" varchar(255) null, "id_photo_key" varchar(255) null, "terms_accepted_at" timestamptz null, "updated_at" timestamptz not null, primary key ("provider_id"));`);

    this.addSql(`create table "admin_audit_log" ("id" uuid not null, "actor_id" uuid null, "actor_name" varchar(255) not null, "action" varchar(255) not null, "target_type" varchar(255) not null, "target_id" varchar(255) not null, "details" jsonb null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "admin_audit_log_created_at_index" on "admin_audit_log" ("created_at");`);
    this.addSql(`create index "admin_audit_log_target_type_target_id_index" on "admin_audit_log" ("target_type", "target_id");`);

    this.addSql(`alter table "app_user" add "is_admin" boolean not null default false;`);

    this.addSql(`alter table "provider" drop constraint "provider_status_check";`);
    this.addSql(`alter table "provider" add "registration_stage" smallint not null default 1, add "submitted_at" timestamptz null, add "reviewed_at" timestamptz null, add "rejection_reason" text null;`);
    this.addSql(`alter table "provider" alter column "status" set default 'draft';`);
    this.addSql(`alter table "provider" add constraint "provider_status_check" check ("status" in ('draft', 'pending', 'approved', 'rejected'));`);

    this.addSql(`alter table "provider_schedule" add constraint "provider_schedule_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "provider_schedule" add constraint "provider_schedule_limits_check" check (horizon_days >= 1 and horizon_days <= 730 and buffer_time_minutes >= 0 and buffer_time_minutes <= 1440 and earliest_available_hours >= 0 and earliest_available_hours <= 2160 and (max_daily_bookings is null or max_daily_bookings >= 1));`);

    this.addSql(`alter table "provider_legal_info" add constraint "provider_legal_info_provider_id_foreign" foreign key ("provider_id") references "provider" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "provider_legal_info" add constraint "provider_legal_info_org_type_check" check ("org_type" in ('individual', 'company', 'agent'));`);

    this.addSql(`alter table "admin_audit_log" add constraint "admin_audit_log_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "provider_schedule" cascade;`);
    this.addSql(`drop table if exists "provider_legal_info" cascade;`);
    this.addSql(`drop table if exists "admin_audit_log" cascade;`);

    this.addSql(`alter table "app_user" drop column "is_admin";`);

    this.addSql(`alter table "provider" drop constraint "provider_status_check";`);
    this.addSql(`alter table "provider" drop column "registration_stage", drop column "submitted_at", drop column "reviewed_at", drop column "rejection_reason";`);
    this.addSql(`delete from "provider" where "status" = 'draft';`);
    this.addSql(`alter table "provider" alter column "status" set default 'pending';`);
    this.addSql(`alter table "provider" add constraint "provider_status_check" check ("status" in ('pending', 'approved', 'rejected'));`);
  }

}
