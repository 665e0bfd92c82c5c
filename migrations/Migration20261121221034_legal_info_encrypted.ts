import { Migration } from '@mikro-orm/migrations';

export class Migration20261121221034_legal_info_encrypted extends Migration {

  override name = 'Migration20261121221034_legal_info_encrypted';

  // The national id and bank account are stored encrypted (EncryptedTextType), which is longer
  // than the plain number. Rows written before stay readable and are encrypted when next saved.
  override up(): void | Promise<void> {
    this.addSql(`alter table "provider_legal_info" alter column "bank_account_number" type text using ("bank_account_number"::text);`);
    this.addSql(`alter table "provider_legal_info" alter column "national_id" type text using ("national_id"::text);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "provider_legal_info" alter column "national_id" type varchar(255) using ("national_id"::varchar(255));`);
    this.addSql(`alter table "provider_legal_info" alter column "bank_account_number" type varchar(255) using ("bank_account_number"::varchar(255));`);
  }

}
