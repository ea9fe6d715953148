/**
 * What a search word is held by (its matches, search-matches.ts): the same key for two texts only
 * when the database makes the same query of both. `websearch_to_tsquery` lowercases every word
 * (its dictionaries do) and reads `or` in any case, so "Vergaser", "vergaser" and "VERGASER" are
 * one search. Lowercasing is the same in JavaScript and in any PostgreSQL locale only for ASCII
 * and German letters; a text with any other character is its own key, exactly as typed.
 */
const SAME_IN_EVERY_LOCALE = /^[\x20-\x7eÄÖÜäöüß]*$/;

export function searchKey(q: string): string {
  const word = q.trim();
  return SAME_IN_EVERY_LOCALE.test(word) ? word.toLowerCase() : word;
}
