import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentDrawer } from '@/features/documents/document-drawer';
import { ValueHistoryView } from '@/features/history/components/value-history-view';

/** SPEC §2: /vehicle/:id/value-history, the timeline screen's value side. */
export default function ValueHistoryScreen() {
  const { id = '' } = useParams();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ValueHistoryView vehicleId={id} onOpenDocument={setOpen} />
      <DocumentDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
