/**
 * What a new password must be, on the server (sign-up, change, reset) and at the field. The length
 * is checked everywhere; how guessable it is only on the server (src/server/auth/password-strength.ts),
 * whose dictionaries (common, English, German: several MB) stay out of the browser.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's score 0–4; 3 means more than 10⁸ guesses ("safely unguessable" for an online attack). */
export const PASSWORD_MIN_SCORE = 3;

/** The answer of a refused password: zxcvbn's feedback keys, worded by each language on the client. */
export interface WeakPasswordBody {
  code: 'PASSWORD_TOO_WEAK';
  message: string;
  /** A key of zxcvbn's warnings (e.g. `common`, `commonNames`), or null. */
  warning: string | null;
  /** Keys of zxcvbn's suggestions (e.g. `anotherWord`). */
  suggestions: string[];
}

export function isAcceptedScore(score: number): boolean {
  return score >= PASSWORD_MIN_SCORE;
}
