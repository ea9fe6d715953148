import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Loader2 from 'lucide-react/icons/loader-circle';
import type { VehicleDocument } from '@shared/documents/document-api';
import { textErrorCodeOf } from '@shared/documents/text-error';
import { useTranslation } from '@/lib/i18n';

/** Whether search can see the document's body text: being read, or why it could not be (decision 008). */
export function TextStatusNote({ doc }: { doc: Pick<VehicleDocument, 'textStatus' | 'textError'> }) {
  const { t } = useTranslation();
  if (doc.textStatus === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 rounded-md border border-cream-200 bg-white px-3 py-2 text-sm text-stone-600">
        <Loader2 className="size-4 shrink-0 animate-spin text-brass-500" aria-hidden /> {t('intake.textPending')}
      </p>
    );
  }
  if (doc.textStatus !== 'failed') return null;
  return (
    <div role="note" className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p>{t('intake.textFailed')}</p>
        {doc.textError && (
          <p className="mt-1 text-xs text-amber-800">{t('intake.textFailedReason', { reason: t(`intake.reasons.${textErrorCodeOf(doc.textError)}`) })}</p>
        )}
      </div>
    </div>
  );
}
