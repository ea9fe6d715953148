/**
 * The reads of the frame around every signed-in screen, by address: the sidebar's overdue count
 * (tasks-api.ts) and SPEC §4's transfer check (transfers-api.ts). main.tsx starts them as soon as
 * the session is known, beside the screen's code; the queries take those answers (lib/api.ts).
 * Here, not in the feature APIs, so that the entry does not load the query library.
 */
export const taskSummaryPath = '/api/tasks/summary';
export const pendingTransfersPath = '/api/transfers/pending';
