import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentDrawer } from '@/features/documents/document-drawer';
import { TimelineView } from '@/features/history/components/timeline-view';

/** SPEC §2 Timeline: every dated event of the vehicle; a document opens in the documents drawer. */
export default function TimelineScreen() {
  const { vehicleId = '' } = useParams();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <TimelineView vehicleId={vehicleId} onOpenDocument={setOpen} />
      <DocumentDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
