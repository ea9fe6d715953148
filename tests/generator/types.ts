import type { PageItem } from './page';
import type { Lang } from './vocabulary';

/** A generated document: what is printed, and what a careful reader takes from it (SPEC §7 names). */
export interface Generated {
  items: PageItem[];
  language: Lang;
  truth: Record<string, unknown> & { documentType: string };
}
