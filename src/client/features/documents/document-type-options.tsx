import { documentTypes } from '@shared/documents/document-types';
import { useTranslation } from '@/lib/i18n';

/** One `<option>` per document type, named in the reader's language: for every type picker. */
export function DocumentTypeOptions() {
  const { t } = useTranslation();
  return documentTypes.map((type) => (
    <option key={type} value={type}>
      {t(`documents.types.${type}`)}
    </option>
  ));
}
