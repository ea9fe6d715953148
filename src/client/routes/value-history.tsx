import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentDrawer } from '@/features/documents/document-drawer';
import { valueHistoryQuery } from '@/features/history/history-api';
import { ValueChart, ValueHistoryView } from '@/features/history/components/value-history-view';
import { queryClient } from '@/lib/query-client';

export function loader(args?: { params: { id?: string } }) {
  // Called once without arguments as the code arrives (router.tsx), then by the router with them.
  // The chart's code too: shown without waiting on it once the data is here.
  void ValueChart.preload().catch(() => undefined);
  if (args?.params.id) void queryClient.prefetchQuery(valueHistoryQuery(args.params.id));
  return null;
}

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
