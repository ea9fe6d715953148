import { storyMessages } from '@shared/stories/story-schema';
import { ApiError } from '@/lib/api';

const keyByMessage = new Map<string, string>(Object.entries(storyMessages).map(([key, message]) => [message, key]));

/** The API names the field of each refused value; the form shows a translated message beside it. */
export function fieldErrors(error: unknown, t: (key: string) => string): Record<string, string> {
  if (!(error instanceof ApiError) || !error.issues) return {};
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.replace(/^body\./, '').split('.')[0];
    const key = keyByMessage.get(issue.message);
    out[field] ??= key ? t(`stories.errors.${key}`) : field === 'photoIds' || field === 'documentIds' ? t('stories.errors.link') : t('stories.errors.invalid');
  }
  return out;
}
