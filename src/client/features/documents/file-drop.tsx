import FileUp from 'lucide-react/icons/file-up';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** Drop a file or pick one; only the first file counts (the bulk upload takes many). */
export function FileDrop({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setIsOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-12 text-center transition-colors',
        isOver ? 'border-brass-500 bg-cream-100' : 'border-forest-200 bg-white',
        disabled && 'opacity-60',
      )}
    >
      <FileUp className="size-10 text-brass-500" aria-hidden />
      <p className="font-display text-lg text-forest-900">{t('documents.add.dropTitle')}</p>
      <p className="text-sm text-stone-600">{t('documents.add.dropHint')}</p>
      <label className="inline-flex h-10 cursor-pointer items-center rounded-md bg-forest-800 px-4 text-sm font-medium text-cream-50 shadow-sm hover:bg-forest-700 focus-within:ring-2 focus-within:ring-brass-300">
        {t('documents.add.pick')}
        <input
          ref={input}
          type="file"
          className="sr-only"
          disabled={disabled}
          accept=".pdf,.jpg,.jpeg,.png,.gif,.webp,application/pdf,image/*"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
