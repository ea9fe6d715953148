import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export function FormField({ id, label, error, hint, children, className }: { id: string; label: string; error?: string; hint?: string; children: ReactNode; className?: string }) {
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

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm md:p-6">
      <h2 className="mb-4 font-display text-xl font-semibold text-forest-900">{title}</h2>
      {children}
    </section>
  );
}
