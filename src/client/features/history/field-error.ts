import { historyMessages } from '@shared/history/history-api';
import type { TranslateVars } from '@/lib/i18n';

type T = (key: string, vars?: TranslateVars) => string;
const keyOf = Object.fromEntries(Object.entries(historyMessages).map(([k, v]) => [v, k])) as Record<string, string>;

/** A field's error, as the shared schema or the API words it, in the reader's language. */
export function fieldErrorText(message: string | undefined, t: T): string | undefined {
  if (!message) return undefined;
  return t(`history.fieldErrors.${keyOf[message] ?? 'invalid'}`);
}

/** `{ path: 'body.amount', message }` and zod's `['amount']` alike become `{ amount: message }`. */
export function errorsByField(issues: { path: string | (string | number | symbol)[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const path = Array.isArray(i.path) ? i.path.map(String) : i.path.replace(/^body\./, '').split('.');
    const field = path[0] ?? 'form';
    out[field] ??= i.message;
  }
  return out;
}
