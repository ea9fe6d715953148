import { queryOptions } from '@tanstack/react-query';
import type { Feedback } from '@shared/feedback/feedback-schema';
import { api } from '@/lib/api';

export const feedbackKeys = { mine: ['feedback', 'mine'] as const };

export const myFeedbackQuery = () =>
  queryOptions({ queryKey: feedbackKeys.mine, queryFn: () => api<{ feedback: Feedback[] }>('/api/feedback').then((r) => r.feedback) });

export interface FeedbackSubmission {
  category: string;
  message: string;
  rating: number | null;
  pagePath: string | null;
  screenshot: File | null;
}

export function sendFeedback(f: FeedbackSubmission) {
  const body = new FormData();
  body.append('category', f.category);
  body.append('message', f.message);
  if (f.rating) body.append('rating', String(f.rating));
  if (f.pagePath) body.append('pagePath', f.pagePath);
  if (f.screenshot) body.append('screenshot', f.screenshot, f.screenshot.name);
  return api<Feedback>('/api/feedback', { method: 'POST', body });
}
