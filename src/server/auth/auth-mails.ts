import type { Mail } from '../email/mailer';

type Language = 'en' | 'de';
const lang = (language: unknown): Language => (language === 'de' ? 'de' : 'en');

/** The link to choose a new password, in the account's language. */
export function resetPasswordMail(user: { email: string; name?: string | null; language?: unknown }, url: string): Mail {
  const name = user.name || '';
  return lang(user.language) === 'de'
    ? {
        to: user.email,
        subject: 'Ihr Patina-Passwort zurücksetzen',
        text: `Hallo ${name},\n\njemand möchte das Passwort Ihres Patina-Kontos zurücksetzen. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues zu wählen:\n\n${url}\n\nWenn Sie es nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt, wie es ist.\n`,
      }
    : {
        to: user.email,
        subject: 'Reset your Patina password',
        text: `Hello ${name},\n\nSomeone asked to reset the password of your Patina account. Open this link within one hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
      };
}

/**
 * Sign-up answers alike for a new and a registered address (no one learns who has an account);
 * the owner of a registered one learns of the attempt here instead.
 */
export function existingAccountMail(user: { email: string; name?: string | null; language?: unknown }, signInUrl: string): Mail {
  const name = user.name || '';
  return lang(user.language) === 'de'
    ? {
        to: user.email,
        subject: 'Sie haben bereits ein Patina-Konto',
        text: `Hallo ${name},\n\njemand wollte mit dieser E-Mail-Adresse ein neues Patina-Konto anlegen. Sie haben bereits eines: Melden Sie sich an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben:\n\n${signInUrl}\n\nWenn Sie es nicht waren, können Sie diese E-Mail ignorieren; an Ihrem Konto hat sich nichts geändert.\n`,
      }
    : {
        to: user.email,
        subject: 'You already have a Patina account',
        text: `Hello ${name},\n\nSomeone tried to create a new Patina account with this e-mail address. You already have one: sign in, or reset your password if you have forgotten it:\n\n${signInUrl}\n\nIf it was not you, you can ignore this e-mail; nothing about your account has changed.\n`,
      };
}

/** The link that opens a new account; signing in works only after it was followed. */
export function confirmSignUpMail(user: { email: string; name?: string | null; language?: unknown }, url: string): Mail {
  const name = user.name || '';
  return lang(user.language) === 'de'
    ? {
        to: user.email,
        subject: 'Bestätigen Sie Ihr Patina-Konto',
        text: `Hallo ${name},\n\nmit dieser E-Mail-Adresse wurde ein Patina-Konto angelegt. Öffnen Sie innerhalb von 24 Stunden diesen Link, um es zu bestätigen; danach sind Sie angemeldet:\n\n${url}\n\nWenn Sie es nicht waren, ignorieren Sie diese E-Mail; ohne Bestätigung lässt sich das Konto nicht nutzen.\n`,
      }
    : {
        to: user.email,
        subject: 'Confirm your Patina account',
        text: `Hello ${name},\n\nA Patina account was created with this e-mail address. Open this link within 24 hours to confirm it; you are then signed in:\n\n${url}\n\nIf it was not you, ignore this e-mail; the account cannot be used without confirmation.\n`,
      };
}
