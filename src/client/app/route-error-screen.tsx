import { useRouteError } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { ErrorScreen } from './error-screens';

// Apart from error-screens.tsx: that one is in the first load, and this one needs the router.
/** SPEC §2: the router's own error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('Route error', error);
  return <ErrorScreen title={t('errors.router')} onAction={() => window.location.assign('/')} />;
}
