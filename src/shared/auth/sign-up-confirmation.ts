/**
 * New accounts open through a mailed confirmation link (decision 021), so that sign-up never says
 * whether an address already has an account. These are the rules around that link.
 */

/** Sign-up answers this, and only this, whether the address is new, taken or opened at once. */
export const SIGN_UP_ANSWER = { status: true } as const;

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;

/** Where a confirmation link leads: the sign-in screen, which sends a signed-in user on to the garage. */
export const CONFIRMATION_CALLBACK = '/auth?confirm=1';

/** The header the sign-up form sends its language in, so the account and its first mail speak it. */
export const SIGN_UP_LANGUAGE_HEADER = 'x-patina-language';

/**
 * The first account of an empty instance without SMTP opens at once: `npm install && npm start`
 * lets the owner in without reading the outbox, and with no account yet there is nobody to tell
 * apart. Every later account (and every account when mail really goes out) confirms by link.
 */
export function opensWithoutConfirmation(opts: { smtpConfigured: boolean; accountsSoFar: number }): boolean {
  return !opts.smtpConfigured && opts.accountsSoFar === 0;
}

/** The account's language from the sign-up form's header: one Patina speaks, else English. */
export function signUpLanguage(header: string | null | undefined): 'en' | 'de' {
  return header?.trim().toLowerCase() === 'de' ? 'de' : 'en';
}
