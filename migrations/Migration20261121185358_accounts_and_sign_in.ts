import { Migration } from '@mikro-orm/migrations';

export class Migration20261121185358_accounts_and_sign_in extends Migration {

  override name = 'Migration20261121185358_accounts_and_sign_in';

  override up(): void | Promise<void> {
    this.addSql(`create table "login_code" ("id" uuid not null, "phone" varchar(255) not null, "code_hash" varchar(255) not null, "failed_attempts" int not null default 0, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "login_code_phone_created_at_index" on "login_code" ("phone", "created_at");`);

    this.addSql(`create table "login_link" ("id" uuid not null, "token_hash" varchar(255) not null, "email" varchar(255) not null, "return_to" varchar(255) null, "expires_at" timestamptz not null, "used_at" timestamptz null, "expired_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "login_link" add constraint "login_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "login_link_email_created_at_index" on "login_link" ("email", "created_at");`);

    this.addSql(`create table "app_user" ("id" uuid not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "phone" varchar(255) not null, "email" varchar(255) not null, "language" text not null default 'nb_no', "consent_analytics" boolean not null default false, "consent_crashlytics" boolean not null default false, "org_number" varchar(255) null, "company_name" varchar(255) null, "order_as_business" boolean not null default false, "deletion_requested_at" timestamptz null, "is_blocked" boolean not null default false, "blocked_message" text null, "terms_accepted_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_phone_unique" unique ("phone");`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "user_identity" ("id" uuid not null, "user_id" uuid not null, "issuer" varchar(255) not null, "subject" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "user_identity_user_id_index" on "user_identity" ("user_id");`);
    this.addSql(`alter table "user_identity" add constraint "user_identity_issuer_subject_unique" unique ("issuer", "subject");`);

    this.addSql(`alter table "app_user" add constraint "app_user_language_check" check ("language" in ('nb_no', 'en_us'));`);

    this.addSql(`alter table "user_identity" add constraint "user_identity_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_identity" drop constraint "user_identity_user_id_foreign";`);

    this.addSql(`drop table if exists "login_code" cascade;`);
    this.addSql(`drop table if exists "login_link" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "user_identity" cascade;`);
  }

}
