import SearchX from 'lucide-react/icons/search-x';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { Button } from './ui/button';

/**
 * A screen whose subject does not exist or is not the user's (the API's 404): what happened and
 * the way back. Never "try again later": waiting does not make it appear.
 */
export function NotFoundBlock({
  title,
  description,
  backTo = '/garage',
  backLabel,
}: {
  title: string;
  description: string;
  backTo?: string;
  backLabel?: string;
}) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center" data-testid="not-found">
      <SearchX className="size-10 text-brass-500" aria-hidden />
      <h1 ref={heading} tabIndex={-1} className="font-display text-2xl text-forest-900 focus:outline-none">
        {title}
      </h1>
      <p className="text-stone-600">{description}</p>
      <Button asChild className="mt-2">
        <Link to={backTo}>{backLabel ?? t('notFound.backToGarage')}</Link>
      </Button>
    </div>
  );
}
