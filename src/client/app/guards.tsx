import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useSession } from '@/features/auth/auth-api';

/** Signed-out visitors go to /auth, carrying where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, isLoading, signedOut } = useSession();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner />;
  if (!session && signedOut) return <Navigate to="/" replace />;
  if (!session) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(from)}`} replace state={{ from }} />;
  }
  return children;
}

/** /auth is for visitors; a signed-in user is sent on to the garage. */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { session, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner />;
  // Password-reset links still work while signed in.
  if (session && !new URLSearchParams(location.search).has('token')) return <Navigate to="/garage" replace />;
  return children;
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth')) return '/garage';
  return value;
}
