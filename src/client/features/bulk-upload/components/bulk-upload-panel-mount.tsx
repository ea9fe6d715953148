import { lazy, Suspense } from 'react';
import { useUploadQueue } from '../upload-queue';

const BulkUploadPanel = lazy(() => import('./bulk-upload-panel'));

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
