/** A word is a run of letters (with their combining marks) and decimal digits, in any script. */
const wordPattern = /[\p{L}\p{M}\p{Nd}]+/gu;

/** More words than this add cost without narrowing a marketplace search in any useful way. */
export const maxSearchTokens = 8;

/**
 * Splits what a customer typed into the words the search matches one by one: lower case
 * (Norwegian rules, so "RENGJØRING" is "rengjøring"), composed Unicode (an "å" typed as "a" plus a
 * ring is the same "å"), no single characters, no repeats, at most eight. Punctuation and symbols
 * only separate words, so a token never holds a character with a meaning in a text-search query.
 */
export function searchTokens(text: string): string[] {
  const words = text.normalize('NFC').toLocaleLowerCase('nb-NO').match(wordPattern) ?? [];
  const tokens: string[] = [];
  for (const word of words) {
    if ([...word].length < 2 || tokens.includes(word)) continue;
    tokens.push(word);
    if (tokens.length === maxSearchTokens) break;
  }
  return tokens;
}
