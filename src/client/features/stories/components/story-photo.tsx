import type { StoryPhoto as Photo } from '@shared/stories/story-schema';

/** The widths a story photo takes: the whole column up to 1024 px (public/early-reads.js repeats it). */
export const coverSizes = '(min-width: 1280px) 1024px, 100vw';

/**
 * A photo across the full width of the story. The browser picks the 400 px or 1600 px file by
 * the screen, and the first photo is fetched first, so it shows within the page's budget.
 */
export function StoryPhoto({ photo, isFirst }: { photo: Photo; isFirst: boolean }) {
  return (
    <img
      src={photo.displayUrl}
      srcSet={`${photo.thumbUrl} 400w, ${photo.displayUrl} 1600w`}
      sizes={coverSizes}
      width={photo.width}
      height={photo.height}
      alt=""
      loading={isFirst ? 'eager' : 'lazy'}
      decoding={isFirst ? 'sync' : 'async'}
      fetchPriority={isFirst ? 'high' : 'auto'}
      className="h-auto w-full bg-cream-100 object-cover md:rounded-xl"
    />
  );
}
