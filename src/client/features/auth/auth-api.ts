import { api } from '@/lib/api';
import type { Session } from '@/lib/session-store';

export { useSession, refreshSession, clearSession, type Session, type SessionUser } from '@/lib/session-store';

export const authApi = {
  signIn: (email: string, password: string) => api<Session>('/api/auth/sign-in/email', { method: 'POST', json: { email, password } }),
  signUp: (name: string, email: string, password: string) => api<Session>('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password } }),
  signOut: () => api('/api/auth/sign-out', { method: 'POST', json: {} }),
  requestPasswordReset: (email: string) =>
    api('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: `${window.location.origin}/auth` } }),
  resetPassword: (token: string, newPassword: string) => api('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword, revokeOtherSessions: true } }),
};
