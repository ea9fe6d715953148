export { FormField } from '@/components/form-field';
import type { ReactNode } from 'react';

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
