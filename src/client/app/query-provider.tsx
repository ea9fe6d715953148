import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { taskSummaryQuery } from '@/features/tasks/api/tasks-api';
import { queryClient } from '@/lib/query-client';

/** Loaded with the first screen that reads server data, so the landing page stays light. */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * What the frame around every signed-in screen shows, asked for with the screen's code: the
 * sidebar's overdue count was asked for only once the sidebar drew, after the screen — the last
 * request of every screen.
 */
export function prefetchFrameData() {
  void queryClient.prefetchQuery(taskSummaryQuery());
}
