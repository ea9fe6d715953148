import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentDrawer } from '@/features/documents/document-drawer';
import { timelineQuery } from '@/features/history/history-api';
import { MileageChart, TimelineView } from '@/features/history/components/timeline-view';
import { queryClient } from '@/lib/query-client';

/** Starts the timeline's request while the screen's code and texts load. */
export function loader(args?: { params: { vehicleId?: string } }) {
  // Called once without arguments as the code arrives (router.tsx), then by the router with them.
  // The chart's code too: shown without waiting on it once the data is here.
  void MileageChart.preload().catch(() => undefined);
  if (args?.params.vehicleId) void queryClient.prefetchQuery(timelineQuery(args.params.vehicleId));
  return null;
}

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
