import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { addResources, translate } from './i18n';

addResources('en', en);

describe('translate', () => {
  it('finds nested keys and falls back to the key itself', () => {
    expect(translate('en', 'header.signIn')).toBe('Sign In');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
  it('falls back to English for a language not loaded', () => {
    expect(translate('de', 'header.signIn')).toBe('Sign In');
  });
});
