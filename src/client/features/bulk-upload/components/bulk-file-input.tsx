import FolderUp from 'lucide-react/icons/folder-up';
import UploadCloud from 'lucide-react/icons/cloud-upload';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { pickedFiles } from '../dropped-files';

const focusRing = 'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass-300';

/** The "Bulk upload" button: a label styled as a button around a visually hidden, labelled file input. */
export function BulkFileInput({ onFiles, size = 'default' }: { onFiles: (files: File[]) => void; size?: 'default' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <label className={cn(buttonVariants({ size }), focusRing)}>
      <UploadCloud aria-hidden />
      {t('bulkUpload.starter.button')}
      <input
        type="file"
        multiple
        className="sr-only"
        aria-label={t('bulkUpload.starter.inputLabel')}
        onChange={(e) => {
          onFiles(pickedFiles(e.target.files, false));
          e.target.value = '';
        }}
      />
    </label>
  );
}

/** A whole folder at once (Chromium, Firefox, Safari all support `webkitdirectory`). */
export function BulkFolderInput({ onFiles, size = 'default' }: { onFiles: (files: File[]) => void; size?: 'default' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <label className={cn(buttonVariants({ variant: 'outline', size }), focusRing)}>
      <FolderUp aria-hidden />
      {t('bulkUpload.starter.folder')}
      <input
        type="file"
        className="sr-only"
        aria-label={t('bulkUpload.starter.folderLabel')}
        {...({ webkitdirectory: '' } as Record<string, string>)}
        onChange={(e) => {
          onFiles(pickedFiles(e.target.files, true));
          e.target.value = '';
        }}
      />
    </label>
  );
}
