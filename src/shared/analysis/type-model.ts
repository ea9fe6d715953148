import type { DocumentType } from '../documents/document-types';
import shipped from './type-model.json';

/**
 * The learned document-type model: a multinomial logistic regression over the features of
 * type-features.ts, fitted on many authors' pages. type-model.json is generated, never edited:
 * regenerate it with `npm run train:classifier` (scripts/train-classifier.ts) after changing the
 * features or the training documents, and commit it with the figures the script prints.
 */
export interface TypeModel {
  classes: string[];
  bias: number[];
  /** Per feature, one weight per class (in `classes` order). */
  weights: Record<string, number[]>;
}

export const TYPE_MODEL = shipped as TypeModel;

/** Each type's probability for a page's features; an empty map when the model is empty or knows none of them. */
export function scoreTypes(features: string[], model: TypeModel = TYPE_MODEL): Map<DocumentType, number> {
  const known = features.map((f) => model.weights[f]).filter((w): w is number[] => w !== undefined);
  if (!known.length || !model.classes.length) return new Map();
  // As the trainer: each feature counts one over the root of the page's count of features, known or not
  // (a page mostly in words the model never saw says less).
  const scale = 1 / Math.sqrt(features.length);
  const z = model.bias.map((b, c) => b + known.reduce((sum, w) => sum + w[c] * scale, 0));
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const total = e.reduce((a, b) => a + b, 0);
  return new Map(model.classes.map((c, i) => [c as DocumentType, e[i] / total]));
}
