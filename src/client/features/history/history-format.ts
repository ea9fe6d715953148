import type { TimelineEvent } from '@shared/history/history-api';
import type { ConsistencyFlag } from '@shared/history/consistency-checks';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { numberFormat } from '@shared/format/number-format';
import type { Language, TranslateVars } from '@/lib/i18n';

type T = (key: string, vars?: TranslateVars) => string;

export const money = (m: { amount: number; currency: string } | null, language: Language, na = '') =>
  m ? formatMoney(m.amount, m.currency, language, na) : na;

export const count = (n: number, language: Language) => numberFormat(language === 'de' ? 'de-DE' : 'en-US').format(n);

/** The event's generated title, in the feature's own words (its label key), filled in. */
export const eventLabel = (e: TimelineEvent, t: T) => t(e.labelKey, e.labelVars);

const DATE_VARS = /date$|^from$|^to$/i;
const NUMBER_VARS = /reading$/i;

/** A flag's message: dates and readings formatted for the reader, the rest as found on the documents. */
export function flagText(flag: Pick<ConsistencyFlag, 'code' | 'vars'>, t: T, language: Language, unit: string): string {
  const vars: TranslateVars = { unit };
  for (const [k, v] of Object.entries(flag.vars)) {
    vars[k] = DATE_VARS.test(k) ? formatDate(String(v), language) : NUMBER_VARS.test(k) ? count(Number(v), language) : v;
  }
  return t(`history.flags.${flag.code}`, vars);
}
