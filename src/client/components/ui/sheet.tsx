import * as Dialog from 'radix-ui/dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A slide-in panel from the left (the sidebar's drawer on small screens). */
export function Sheet({
  open,
  onOpenChange,
  title,
  children,
  className,
  ...props
}: { open: boolean; onOpenChange: (open: boolean) => void; title: string; children: ReactNode } & ComponentProps<'div'>) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className={cn('fixed inset-y-0 left-0 z-50 flex flex-col bg-forest-900 text-cream-100 shadow-xl', className)}
          {...props}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
