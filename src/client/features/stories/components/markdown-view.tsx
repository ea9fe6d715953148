import { useMemo } from 'react';
import { renderMarkdown } from '@shared/stories/render-markdown';
import { cn } from '@/lib/cn';

/**
 * A story's text as a book would set it: serif, generous leading, a measure of about 68
 * characters. The HTML comes from renderMarkdown, which never lets raw HTML or unsafe links through.
 */
export const proseClass = cn(
  'font-display text-[1.1875rem] leading-[1.75] text-ink',
  '[&_p]:my-5 [&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl',
  '[&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_h1]:text-forest-900 [&_h2]:text-forest-900 [&_h3]:text-forest-900 [&_h1]:leading-tight [&_h2]:leading-snug',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brass-400 [&_blockquote]:pl-5 [&_blockquote]:italic [&_blockquote]:text-stone-700',
  '[&_a]:text-forest-700 [&_a]:underline [&_a]:decoration-brass-400 [&_a]:underline-offset-4 hover:[&_a]:decoration-forest-700',
  '[&_code]:rounded [&_code]:bg-cream-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] [&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-cream-100 [&_pre]:p-4',
  '[&_hr]:my-10 [&_hr]:border-cream-200 [&_strong]:font-semibold [&>*:first-child]:mt-0',
);

export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe by construction: markdown-it with html:false escapes every tag; links are checked.
  return <div className={cn(proseClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
