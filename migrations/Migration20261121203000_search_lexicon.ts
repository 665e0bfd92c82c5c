import { Migration } from '@mikro-orm/migrations';

/**
 * Typo-tolerant search through a lexicon: the distinct words of every search document's short
 * text (titles, tags, categories, provider names) in `search_word`, trigram-indexed. A query word
 * is expanded against this small table once, and the documents are then matched by their
 * full-text index only, instead of a trigram comparison per document.
 */
export class Migration20261121203000_search_lexicon extends Migration {

  override name = 'Migration20261121203000_search_lexicon';

  override up(): void | Promise<void> {
    this.addSql(`create table "search_word" ("word" text primary key);`);
    this.addSql(`create index "search_word_trigram_index" on "search_word" using gin ("word" gin_trgm_ops);`);
    this.addSql(`drop index if exists "service_search_words_index";`);
    this.addSql(`drop index if exists "provider_search_words_index";`);

    this.addSql(`
      create or replace function add_search_words(words text) returns void language sql as $$
        insert into search_word (word)
        select lexeme from unnest(to_tsvector('simple', words))
        where char_length(lexeme) between 2 and 60
        on conflict do nothing;
      $$;`);
    this.addSql(`
      create or replace function search_words_trigger() returns trigger language plpgsql as $$
      begin
        perform add_search_words(new.words);
        return null;
      end $$;`);
    this.addSql(`create trigger "service_search_words" after insert or update of "words" on "service_search" for each row execute function search_words_trigger();`);
    this.addSql(`create trigger "provider_search_words" after insert or update of "words" on "provider_search" for each row execute function search_words_trigger();`);

    this.addSql(`insert into search_word (word)
      select distinct lexeme from (
        select words from service_search union all select words from provider_search
      ) documents, unnest(to_tsvector('simple', documents.words))
      where char_length(lexeme) between 2 and 60
      on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "service_search_words" on "service_search";`);
    this.addSql(`drop trigger if exists "provider_search_words" on "provider_search";`);
    this.addSql(`drop function if exists search_words_trigger, add_search_words;`);
    this.addSql(`drop table if exists "search_word";`);
    this.addSql(`create index "service_search_words_index" on "service_search" using gin ("words" gin_trgm_ops);`);
    this.addSql(`create index "provider_search_words_index" on "provider_search" using gin ("words" gin_trgm_ops);`);
  }

}
