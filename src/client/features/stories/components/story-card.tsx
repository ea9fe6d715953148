import BookOpen from 'lucide-react/icons/book-open';
import Images from 'lucide-react/icons/images';
import Share2 from 'lucide-react/icons/share-2';
import { Link } from 'react-router';
import type { StorySummary } from '@shared/stories/story-schema';
import { useTranslation } from '@/lib/i18n';
import { storyDates } from './story-dates';

export function StoryCard({ story, vehicleId, isFirst }: { story: StorySummary; vehicleId: string; isFirst?: boolean }) {
  const { t, language } = useTranslation();
  const dates = storyDates(story, language);
  return (
    <li>
      <Link
        to={`/vehicle/${vehicleId}/stories/${story.id}`}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm transition hover:border-brass-300 hover:shadow-md"
      >
        <div className="relative aspect-[3/2] bg-cream-100">
          {story.cover ? (
            <img
              src={story.cover.thumbUrl}
              srcSet={`${story.cover.thumbUrl} 400w, ${story.cover.displayUrl} 1600w`}
              sizes="(min-width: 1024px) 400px, 100vw"
              alt=""
              loading={isFirst ? 'eager' : 'lazy'}
              className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-brass-500">
              <BookOpen className="size-10" aria-hidden />
            </div>
          )}
          {story.status === 'draft' && (
            <span className="absolute left-3 top-3 rounded-full bg-forest-900/85 px-2.5 py-0.5 text-xs font-medium text-cream-50">
              {t('stories.list.draft')}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-5">
          {dates && <p className="text-xs font-semibold uppercase tracking-[0.15em] text-brass-700">{dates}</p>}
          <h2 className="font-display text-2xl font-semibold leading-snug text-forest-900 group-hover:underline group-hover:decoration-brass-400 group-hover:underline-offset-4">
            {story.title}
          </h2>
          {story.excerpt && <p className="line-clamp-3 font-display text-[1.0625rem] leading-relaxed text-stone-700">{story.excerpt}</p>}
          <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs text-stone-500">
            {story.photoCount > 0 && (
              <span className="inline-flex items-center gap-1">
                <Images className="size-3.5" aria-hidden />
                {t('stories.list.photos', { count: story.photoCount })}
              </span>
            )}
            {story.shareable && (
              <span className="inline-flex items-center gap-1">
                <Share2 className="size-3.5" aria-hidden />
                {t('stories.list.shareable')}
              </span>
            )}
            {story.tags.slice(0, 3).map((tag) => (
              <span key={tag}>#{tag}</span>
            ))}
          </div>
        </div>
      </Link>
    </li>
  );
}
