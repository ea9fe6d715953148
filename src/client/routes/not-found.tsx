import Compass from 'lucide-react/icons/compass';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center">
      <Compass className="size-14 text-brass-500" aria-hidden />
      <p className="font-display text-6xl text-forest-800">404</p>
      <h1 ref={heading} tabIndex={-1} className="font-display text-2xl text-forest-900 focus:outline-none">
        {t('notFound.title')}
      </h1>
      <p className="text-stone-600">{t('notFound.description')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
