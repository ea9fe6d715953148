import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** A labelled field with its hint or error below: every form's (vehicles, stories, wishlist, feedback). */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const selectClass =
  'flex h-10 w-full rounded-md border border-forest-200 bg-white px-3 text-sm text-ink focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 aria-invalid:border-red-600';

export const textareaClass =
  'flex min-h-24 w-full rounded-md border border-forest-200 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400 focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 aria-invalid:border-red-600';
