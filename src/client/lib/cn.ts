import { clsx, type ClassValue } from 'clsx';

/** Joins class names. (No tailwind-merge: it would cost ~8 KB gzip of initial JS; callers avoid conflicting classes.) */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
