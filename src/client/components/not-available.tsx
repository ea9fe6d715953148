import { Hammer } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Link, useLocation } from 'react-router';
import { PageHeader } from './page-header';
import { Button } from './ui/button';

/** An honest page for a screen that is not built yet: its title, and a way back. */
export function NotAvailable({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t(titleKey));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t(titleKey)} />
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-forest-200 bg-white px-6 py-14 text-center">
        <Hammer className="size-10 text-brass-500" aria-hidden />
        <p className="font-display text-xl text-forest-900">{t('notAvailable.title')}</p>
        <p className="max-w-md text-sm text-stone-600">{t('notAvailable.description')}</p>
        {pathname !== '/garage' && (
          <Button asChild variant="outline">
            <Link to="/garage">{t('notAvailable.back')}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
