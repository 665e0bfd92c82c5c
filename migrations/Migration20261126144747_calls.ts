import { Migration } from '@mikro-orm/migrations';

export class Migration20261126144747_calls extends Migration {

  override name = 'Migration20261126144747_calls';

  override up(): void | Promise<void> {
    this.addSql(`create table "call" ("id" uuid not null, "chat_id" uuid not null, "caller_id" uuid not null, "callee_id" uuid not null, "caller_party_id" text not null, "callee_party_id" text null, "video" boolean not null, "status" text not null, "outcome" text null, "hangup_reason" text null, "ended_by_id" uuid null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "answered_at" timestamptz null, "connected_at" timestamptz null, "ended_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "call_chat_created_index" on "call" ("chat_id", "created_at");`);
    this.addSql(`create index "call_caller_active_index" on "call" ("caller_id") where "status" <> 'ended';`);
    this.addSql(`create index "call_callee_active_index" on "call" ("callee_id") where "status" <> 'ended';`);
    this.addSql(`create unique index "call_one_active_per_chat_index" on "call" ("chat_id") where "status" <> 'ended';`);

    this.addSql(`alter table "call" add constraint "call_chat_id_foreign" foreign key ("chat_id") references "chat" ("id") on delete cascade;`);
    this.addSql(`alter table "call" add constraint "call_caller_id_foreign" foreign key ("caller_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "call" add constraint "call_callee_id_foreign" foreign key ("callee_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "call" add constraint "call_ended_by_id_foreign" foreign key ("ended_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "call" add constraint "call_ended_check" check ((status = 'ended') = (outcome is not null and hangup_reason is not null and ended_at is not null));`);
    this.addSql(`alter table "call" add constraint "call_answered_check" check (status in ('calling', 'ended') or (callee_party_id is not null and answered_at is not null));`);
    this.addSql(`alter table "call" add constraint "call_status_check" check ("status" in ('calling', 'connecting', 'ongoing', 'ended'));`);
    this.addSql(`alter table "call" add constraint "call_outcome_check" check ("outcome" in ('completed', 'missed', 'declined', 'cancelled', 'failed'));`);
    this.addSql(`alter table "call" add constraint "call_hangup_reason_check" check ("hangup_reason" in ('user_hangup', 'user_declined', 'invite_timeout', 'callee_offline', 'ice_failed', 'ice_timeout', 'user_media_failed', 'connection_lost', 'unknown_error'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "call" cascade;`);
  }

}
