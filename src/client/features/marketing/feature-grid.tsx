import type { LucideIcon } from 'lucide-react';

export function FeatureGrid({ items }: { items: { icon: LucideIcon; title: string; text: string }[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon: Icon, title, text }) => (
        <div key={title} className="rounded-xl border border-cream-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-lg bg-forest-800 text-brass-300">
            <Icon className="size-5" aria-hidden />
          </span>
          <h3 className="mt-4 font-display text-xl text-forest-900">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{text}</p>
        </div>
      ))}
    </div>
  );
}
