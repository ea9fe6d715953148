import { useTranslation } from '@/lib/i18n';
import { Spinner } from './ui/spinner';

export function LoadingBlock({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-forest-700">
      <Spinner />
      <p className="text-sm">{title ?? t('common.loading')}</p>
    </div>
  );
}
