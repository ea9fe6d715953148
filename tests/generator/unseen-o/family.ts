import type { Random } from '../random';
import type { Generated } from '../types';

/** One unseen-o family: a kind of page, drawn anew from its own random stream. */
export type Family = (rng: Random) => Generated;
