import type { StoryInput } from '@shared/stories/story-schema';

/**
 * SPEC §3's draft habit for stories: the form is kept under a `vehicle_draft_` key while it is
 * typed, so a reload loses nothing, and it is dropped once the story is saved. One key per story
 * (or per vehicle for a new one); `reset_vehicle_draft` = "all" clears these as well.
 */
const PREFIX = 'vehicle_draft_';
export const storyDraftKey = (vehicleId: string, storyId: string | null) => `${PREFIX}story_${vehicleId}_${storyId ?? 'new'}`;

export interface StoryDraft {
  values: Required<Pick<StoryInput, 'title' | 'body'>> & Omit<StoryInput, 'title' | 'body'>;
  savedAt: string;
}

export function readStoryDraft(key: string): StoryDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoryDraft;
    return draft && typeof draft.values?.title === 'string' && typeof draft.values?.body === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function writeStoryDraft(key: string, values: StoryDraft['values']) {
  try {
    localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    /* storage full or disabled: nothing to keep */
  }
}

export function clearStoryDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}
