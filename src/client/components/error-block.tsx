import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from '@/lib/i18n';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { Button } from './ui/button';

/** SPEC §2's error block; keyboard focus lands on its heading. */
export function ErrorBlock({ title, description, onRetry }: { title?: string; description?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <AlertTriangle className="size-10 text-brass-500" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="font-display text-xl text-forest-900 focus:outline-none">
        {title ?? t('errors.block.title')}
      </h2>
      <p className="text-sm text-stone-600">{description ?? t('errors.block.description')}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t('errors.block.retry')}
        </Button>
      )}
    </div>
  );
}
