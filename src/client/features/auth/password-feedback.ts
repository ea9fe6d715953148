import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@shared/auth/password-policy';
import { z } from 'zod';
import { ApiError } from '@/lib/api';

/** A new password at the field: its length here; how guessable it is, the server says (its dictionaries stay there). */
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH, 'auth.validation.passwordMin').max(PASSWORD_MAX_LENGTH, 'auth.validation.passwordMax');

/**
 * The server's reasons for refusing a guessable password, as translation keys: what is wrong
 * (zxcvbn's warning, or a general "too easy to guess") and what to do (its suggestions).
 * Null for any other error.
 */
export function weakPasswordKeys(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== 'PASSWORD_TOO_WEAK') return null;
  const warning = typeof error.body?.warning === 'string' ? error.body.warning : null;
  const suggestions = Array.isArray(error.body?.suggestions) ? error.body.suggestions.filter((s): s is string => typeof s === 'string') : [];
  return [warning ? `password.warnings.${warning}` : 'password.tooWeak', ...suggestions.map((s) => `password.suggestions.${s}`)];
}

/** A field's error: one translation key from the form's rules, or several (space-separated) from the server. */
export function fieldMessage(t: (key: string) => string, message: string | undefined): string | undefined {
  return message
    ? message
        .split(' ')
        .map((key) => t(key))
        .join(' ')
    : undefined;
}
