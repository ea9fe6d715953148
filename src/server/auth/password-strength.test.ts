import { describe, expect, it } from 'vitest';
import { weakPassword } from './password-strength';

describe('weakPassword', async () => {
  it('refuses common passwords, English and German, with zxcvbn feedback keys', async () => {
    expect(await weakPassword('password123')).toMatchObject({ code: 'PASSWORD_TOO_WEAK', warning: 'common' });
    expect(await weakPassword('passwort123')).toMatchObject({ code: 'PASSWORD_TOO_WEAK', warning: 'similarToCommon' });
    expect(await weakPassword('qwertzuiop')).toMatchObject({ warning: 'straightRow' });
    expect((await weakPassword('Sommer2024!'))?.suggestions).toContain('anotherWord');
  });

  it('counts the e-mail address and name as guessed words', async () => {
    expect(await weakPassword('Lovelace1815!', ['ada.lovelace@example.com', 'Ada Lovelace'])).not.toBeNull();
  });

  it('accepts a long unusual passphrase', async () => {
    expect(await weakPassword('a long enough password')).toBeNull();
    expect(await weakPassword('Donaudampfschiff kapitän')).toBeNull();
  });

  it('leaves lengths out of bounds to better-auth', async () => {
    expect(await weakPassword('abc')).toBeNull();
    expect(await weakPassword('x'.repeat(129))).toBeNull();
  });
});
