import { lazy, Suspense } from 'react';
import { loadFeatureTexts } from '@/lib/i18n';
import { useUploadQueue } from '../upload-queue';

// Its texts come with it: the panel stays up on screens that need only the core texts.
const BulkUploadPanel = lazy(() =>
  Promise.all([import('./bulk-upload-panel'), loadFeatureTexts('bulk-upload', 'bulk-upload-labels', 'documents')]).then(([m]) => m),
);

/** Costs nothing until the first file is queued: the panel's code loads then. */
export function BulkUploadPanelMount() {
  const { state } = useUploadQueue();
  if (state.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkUploadPanel />
    </Suspense>
  );
}
