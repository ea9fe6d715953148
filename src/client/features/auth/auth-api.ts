import { api } from '@/lib/api';
import type { Session } from '@/lib/session-store';
import { getLanguage } from '@/lib/i18n';
import { CONFIRMATION_CALLBACK, SIGN_UP_LANGUAGE_HEADER } from '@shared/auth/sign-up-confirmation';

export { useSession, refreshSession, clearSession, type Session, type SessionUser } from '@/lib/session-store';

export const authApi = {
  signIn: (email: string, password: string) => api<Session>('/api/auth/sign-in/email', { method: 'POST', json: { email, password } }),
  // Answers `{ status: true }` whatever the address (decision 021); the language is the account's.
  signUp: (name: string, email: string, password: string) =>
    api<{ status: true }>('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name, email, password },
      headers: { [SIGN_UP_LANGUAGE_HEADER]: getLanguage() },
    }),
  /** Mails a new confirmation link if an account of this address waits for one; answers alike for all. */
  resendConfirmation: (email: string) => api('/api/auth/send-verification-email', { method: 'POST', json: { email, callbackURL: CONFIRMATION_CALLBACK } }),
  signOut: () => api('/api/auth/sign-out', { method: 'POST', json: {} }),
  requestPasswordReset: (email: string) =>
    api('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: `${window.location.origin}/auth` } }),
  resetPassword: (token: string, newPassword: string) => api('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword, revokeOtherSessions: true } }),
};
