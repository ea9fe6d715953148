import type { TextStatement } from '../db/execute-prepared';
import { libraryStatements } from './documents/list-documents';
import { searchStatements } from './documents/search-matches';
import { vehicleListStatements } from './vehicles/list-vehicles';

/** No user has this id: the warm-up's statements find nothing, so they cost their planning only. */
const NO_USER = 'warm-up';

/**
 * What each pool connection runs when the server starts (db/warm-pool.ts): every per-shape statement
 * asked thousands of times a second — the garage's and the library's, prepared under their shape's
 * name — and one search with its word's matches, planned for the word as every search is.
 */
export function warmStatements(): TextStatement[] {
  return [...vehicleListStatements(NO_USER), ...libraryStatements(NO_USER), ...searchStatements(NO_USER)];
}
