import { ApiError } from '@/lib/api';

/** Maps better-auth's codes to our translation keys; a wrong password and an unknown e-mail read the same. */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'auth.errors.generic';
  if (error.status === 429) return 'auth.errors.rateLimited';
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_EMAIL':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
      return 'auth.errors.invalidCredentials';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'auth.errors.emailTaken';
    case 'PASSWORD_TOO_SHORT':
      return 'auth.errors.passwordTooShort';
    case 'INVALID_TOKEN':
      return 'auth.errors.invalidToken';
    case 'network_error':
      return 'auth.errors.network';
    default:
      return 'auth.errors.generic';
  }
}
