import { AppError } from '../http/app-error';

/**
 * Why an archive or a CSV file is refused. The client words each code in the user's language
 * (locales/features/export.*.json); `message` is the English fallback for API callers.
 */
const messages = {
  archive_unreadable: 'The file is not a readable ZIP archive.',
  archive_not_patina: 'The archive is not a Patina export (manifest.json is missing or unknown).',
  archive_newer_schema: 'The archive was made by a newer version of Patina. Update this instance first.',
  archive_bad_path: 'The archive contains a path that leaves the archive (such as ../).',
  archive_too_large: 'The archive, or a file in it, is larger than an import accepts.',
  archive_bomb: 'The archive unpacks to far more than its size (a zip bomb).',
  archive_too_many_entries: 'The archive holds too many files.',
  archive_bad_record: 'A record in the archive is incomplete or broken.',
  archive_missing_file: 'A file the records name is missing from the archive.',
  archive_hash_mismatch: 'A file in the archive does not match its recorded SHA-256.',
} as const;

export type ArchiveErrorCode = keyof typeof messages;

export function archiveError(code: ArchiveErrorCode, detail?: string, cause?: unknown): AppError {
  return new AppError(code, {
    status: 400,
    message: detail ? `${messages[code]} (${detail})` : messages[code],
    issues: detail ? [{ path: 'archive', message: detail }] : undefined,
    cause,
  });
}
