import { AlertTriangle } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

// Apart from error-screens.tsx: that one is in the first load, and this one needs the router.
/** SPEC §2: the router's own error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  useDocumentTitle(t('errors.router'));
  console.error('Route error', error);
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-cream-50 p-6 text-center">
      <AlertTriangle className="size-12 text-brass-500" aria-hidden />
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl text-forest-900 focus:outline-none">
        {t('errors.router')}
      </h1>
      <Button onClick={() => window.location.assign('/')}>{t('errors.fallback.refresh')}</Button>
    </div>
  );
}
