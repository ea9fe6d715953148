import { describe, expect, it } from 'vitest';
import { opensWithoutConfirmation, signUpLanguage } from './sign-up-confirmation';

describe('sign-up confirmation rules', () => {
  it('opens only the first account of an instance without SMTP at once', () => {
    expect(opensWithoutConfirmation({ smtpConfigured: false, accountsSoFar: 0 })).toBe(true);
    expect(opensWithoutConfirmation({ smtpConfigured: false, accountsSoFar: 1 })).toBe(false);
    expect(opensWithoutConfirmation({ smtpConfigured: true, accountsSoFar: 0 })).toBe(false);
  });

  it('takes German or English from the form, anything else as English', () => {
    expect(signUpLanguage('de')).toBe('de');
    expect(signUpLanguage(' DE ')).toBe('de');
    expect(signUpLanguage('fr')).toBe('en');
    expect(signUpLanguage(undefined)).toBe('en');
  });
});
