import { Migration } from '@mikro-orm/migrations';

/**
 * The marketplace's lines (no sender) are unique per chat and `client_id` too, as a person's
 * messages are per sender: a line is then written in one statement, without locking the chat
 * first, and the same line written twice at once fails the key and finds the first.
 */
export class Migration20261129050000_chat_line_client_id extends Migration {

  override name = 'Migration20261129050000_chat_line_client_id';

  override up(): void | Promise<void> {
    this.addSql(`create unique index "chat_message_line_client_id_unique" on "chat_message" ("chat_id", "client_id") where "sender_id" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "chat_message_line_client_id_unique";`);
  }

}
