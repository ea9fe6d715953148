import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { notify as toast } from '@/lib/notify';
import { authApi, clearSession } from './auth-api';

export function useSignOut() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    try {
      await authApi.signOut();
    } catch {
      /* the session may already be gone; sign out locally all the same */
    }
    // On a protected screen the guard sees `signedOut` and goes to the landing page itself;
    // on a public one we go there here.
    clearSession();
    navigate('/', { replace: true });
    // Nothing of this user's data stays in memory for the next one.
    void import('@/lib/query-client').then((m) => m.queryClient.clear());
    toast.success(t('auth.signedOut'));
  };
}
