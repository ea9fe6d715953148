import * as Primitive from 'radix-ui/dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A centred modal dialog (confirmations, small forms); Radix handles focus and Escape. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-forest-900/50 backdrop-blur-[2px]" />
        <Primitive.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-cream-200 bg-white p-6 shadow-2xl',
            className,
          )}
        >
          <Primitive.Title className="font-display text-2xl font-semibold text-forest-900">{title}</Primitive.Title>
          {description ? (
            <Primitive.Description className="mt-2 text-sm leading-relaxed text-stone-600">{description}</Primitive.Description>
          ) : (
            <Primitive.Description className="sr-only">{title}</Primitive.Description>
          )}
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export const DialogClose = Primitive.Close;
