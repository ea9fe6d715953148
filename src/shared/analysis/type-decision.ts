import type { DocumentType } from '../documents/document-types';
import { PHRASE_FLOOR, phraseScores } from './classify';
import { typeFeatures } from './type-features';
import { headingNamesProvenance } from './paper-kinds';
import { scoreTypes, TYPE_MODEL, type TypeModel } from './type-model';

/** The type of a page and whether the evidence for it is thin or split. */
export interface TypeDecision {
  type: DocumentType;
  /** The phrases and the learned model disagree, or the winner leads by little: the reader should check. */
  isUnsure: boolean;
  /** What the phrase lists alone said. */
  byPhrases: DocumentType;
  /** What the learned model alone said (null: it knew none of the page's features). */
  byModel: DocumentType | null;
  /** When unsure, the other type the evidence spoke for (null: none, or only `other`). */
  alternative: DocumentType | null;
}

export interface CombineOptions {
  /** Phrase points one unit of the model's log-odds is worth. */
  modelWeight: number;
  /** A lead under this many points between the two best types is unsure. */
  unsureMargin: number;
  /** The model's probability at which it names a type on a page the phrases say nothing of. */
  modelAlone: number;
  /** ... and the least count of its known features on that page: a few lines say too little to go on. */
  modelAloneFeatures: number;
}

export const COMBINE: CombineOptions = { modelWeight: 4, unsureMargin: 3, modelAlone: 0.5, modelAloneFeatures: 30 };

/** A paper's own title scores this much (classify.ts): on a provenance certificate, less is only words it mentions. */
const PROVENANCE_YIELDS_TO = 8;

const bestOf = (scores: Map<DocumentType, number>) => [...scores].sort((a, b) => b[1] - a[1]);

/**
 * The phrase lists' scores and the learned model's log-odds against an even guess, added: the phrases
 * know the titles of papers, the model how many authors' pages of each kind read and are laid out.
 * `other` stays when neither speaks for a type.
 */
export function combineScores(
  phrases: Map<DocumentType, number>,
  learned: Map<DocumentType, number>,
  options: CombineOptions = COMBINE,
  knownFeatures = Infinity,
): TypeDecision {
  const [phraseTop] = bestOf(phrases);
  const byPhrases: DocumentType = phraseTop && phraseTop[1] > PHRASE_FLOOR ? phraseTop[0] : 'other';
  if (!learned.size) return { type: byPhrases, isUnsure: false, byPhrases, byModel: null, alternative: null };
  const [modelTop] = bestOf(learned);
  const byModel = modelTop[0];
  if (byPhrases === 'other') {
    // Nothing the phrases know: the model names the type only when it is sure, and says it is unsure all the same.
    const isSure = modelTop[1] >= options.modelAlone && knownFeatures >= options.modelAloneFeatures;
    return { type: isSure ? byModel : 'other', isUnsure: isSure, byPhrases, byModel, alternative: null };
  }
  const even = 1 / learned.size;
  const combined = new Map<DocumentType, number>();
  for (const [type, p] of learned) combined.set(type, Math.max(0, phrases.get(type) ?? 0) + options.modelWeight * Math.log(Math.max(p, 1e-6) / even));
  const [first, second] = bestOf(combined);
  const isUnsure = byPhrases !== byModel || first[1] - (second?.[1] ?? -Infinity) < options.unsureMargin;
  // The other candidate: the one of the two voices not taken, else the runner-up of the sum.
  const other = byPhrases !== first[0] ? byPhrases : byModel !== first[0] ? byModel : (second?.[0] ?? null);
  return { type: first[0], isUnsure, byPhrases, byModel, alternative: isUnsure ? other : null };
}

/** The type of a page by its phrases, its learned model and its shape; `layoutText` is the page in its rows' order. */
export function decideType(text: string, layoutText = text, model: TypeModel = TYPE_MODEL, options: CombineOptions = COMBINE): TypeDecision {
  // A club's or maker's certificate of the vehicle's age or identity (paper-kinds.ts) is none of the typed papers, however many
  // words of them it mentions (the chassis number, the insurer it may be shown to) — unless a paper's own title stands on it.
  const phrases = phraseScores(text, layoutText);
  if (headingNamesProvenance(layoutText.split('\n')) && Math.max(0, ...phrases.values()) < PROVENANCE_YIELDS_TO) {
    return { type: 'other', isUnsure: false, byPhrases: 'other', byModel: null, alternative: null };
  }
  const features = typeFeatures(layoutText);
  const known = features.filter((f) => Object.hasOwn(model.weights, f)).length;
  return combineScores(phrases, scoreTypes(features, model), options, known);
}
