import { Migration } from '@mikro-orm/migrations';

export class Migration20261126112728_chat_pictures extends Migration {

  override name = 'Migration20261126112728_chat_pictures';

  override up(): void | Promise<void> {
    this.addSql(`alter table "chat_message" drop constraint "chat_message_kind_check";`);
    this.addSql(`alter table "chat_message" drop constraint "chat_message_payload_check";`);
    this.addSql(`alter table "chat_message" add "picture" jsonb null;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_kind_check" check ("kind" in ('text', 'system', 'addon_offer', 'reschedule', 'picture'));`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_payload_check" check ((kind = 'system') = (line is not null) and (kind = 'addon_offer') = (addon_offer_id is not null) and (kind = 'reschedule') = (reschedule_request_id is not null) and (kind = 'picture' or picture is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "chat_message" drop constraint "chat_message_payload_check";`);
    this.addSql(`alter table "chat_message" drop constraint "chat_message_kind_check";`);
    this.addSql(`alter table "chat_message" drop column "picture";`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_payload_check" check (((kind = 'system'::text) = (line IS NOT NULL)) AND ((kind = 'addon_offer'::text) = (addon_offer_id IS NOT NULL)) AND ((kind = 'reschedule'::text) = (reschedule_request_id IS NOT NULL)));`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_kind_check" check ("kind" in ('text', 'system', 'addon_offer', 'reschedule'));`);
  }

}
