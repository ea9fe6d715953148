import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import type { Confidence } from '@shared/documents/document-types';
import { useTranslation } from '@/lib/i18n';

/**
 * SPEC §4/§8: low confidence or detected conflicts → review required; medium → please verify.
 * The English texts are SPEC §8's, word for word. Detected issues are listed under the notice.
 */
export function AnalysisNotice({ confidence, issues }: { confidence: Confidence; issues: string[] }) {
  const { t } = useTranslation();
  const needsReview = confidence === 'Low' || issues.length > 0;
  const tone = needsReview
    ? { box: 'border-red-200 bg-red-50 text-red-900', Icon: AlertTriangle, text: t('documents.analysis.low') }
    : confidence === 'Medium'
      ? { box: 'border-brass-300 bg-cream-100 text-brass-700', Icon: Info, text: t('documents.analysis.medium') }
      : { box: 'border-forest-200 bg-forest-50 text-forest-800', Icon: CheckCircle2, text: t('documents.analysis.high') };
  return (
    <div className="space-y-3">
      <div role="status" className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${tone.box}`}>
        <tone.Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>{tone.text}</p>
      </div>
      {issues.length > 0 && (
        <section aria-labelledby="detected-issues" className="rounded-lg border border-cream-200 bg-white px-4 py-3">
          <h3 id="detected-issues" className="mb-2 text-sm font-semibold text-forest-900">
            {t('documents.analysis.issues')}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            {issues.map((issue, i) => (
              <li key={i}>{issue}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A small confidence badge for lists and pages. */
export function ConfidenceBadge({ confidence }: { confidence: Confidence | null }) {
  const { t } = useTranslation();
  if (!confidence) return null;
  const cls = confidence === 'High' ? 'bg-forest-100 text-forest-800' : confidence === 'Medium' ? 'bg-cream-200 text-brass-700' : 'bg-red-100 text-red-800';
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${cls}`}>{t(`documents.confidence.${confidence}`)}</span>;
}
