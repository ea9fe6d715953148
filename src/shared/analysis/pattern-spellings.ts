/**
 * The words a label pattern spells out ("expir(y|ation|es)" → expiry, expiration, expires; "km-?\s*stand" → km-stand,
 * kmstand, km, stand; "seller('s)?" → seller, seller's), so that a reader of labels' words takes them from the one
 * list of labels (labels.ts) rather than keeping its own. Only the plain part of a pattern is spelt: groups,
 * alternatives, optional letters and groups and whitespace; a character class stands for its letters when it lists
 * letters only, else for a break between words; a lookaround spells nothing.
 */

/** At most this many spellings of one pattern: the label patterns spell a few hundred each. */
const CAP = 20000;

type Spellings = string[];

const product = (a: Spellings, b: Spellings): Spellings => {
  const out: Spellings = [];
  for (const x of a) for (const y of b) if (out.length < CAP) out.push(x + y);
  return out;
};

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): Spellings {
    return this.alternatives();
  }

  private alternatives(): Spellings {
    const out = new Set(this.sequence());
    while (this.source[this.at] === '|') {
      this.at++;
      for (const s of this.sequence()) if (out.size < CAP) out.add(s);
    }
    return [...out];
  }

  private sequence(): Spellings {
    let out: Spellings = [''];
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atom = this.atom();
      out = product(out, this.quantified(atom));
    }
    return out;
  }

  /** An atom with its quantifier: optional ones ("?", "*", "{0,n}") spell it or nothing, others spell it once. */
  private quantified(atom: Spellings): Spellings {
    const s = this.source;
    // Whitespace, however often, is one break between words: "km-?\\s*stand" spells "km-stand" and "km stand", no "kmstand".
    const isBreak = atom.length === 1 && atom[0] === ' ';
    let optional = false;
    const q = /^(?:\?|\*|\+|\{(\d*)(?:,\d*)?\})/.exec(s.slice(this.at));
    if (q) {
      optional = q[0] === '?' || q[0] === '*' || q[1] === '0';
      this.at += q[0].length;
      // A lazy quantifier's "?".
      if (s[this.at] === '?') this.at++;
    }
    return optional && !isBreak ? [...new Set(['', ...atom])] : atom;
  }

  private atom(): Spellings {
    const s = this.source;
    const c = s[this.at];
    if (c === '(') {
      const look = /^\(\?(?:<?[=!])/.exec(s.slice(this.at));
      this.at += look ? look[0].length : /^\(\?:/.test(s.slice(this.at)) ? 3 : 1;
      const inner = this.alternatives();
      this.at++; // ")"
      return look ? [''] : inner;
    }
    if (c === '[') {
      const end = s.indexOf(']', this.at + 2);
      const body = s.slice(this.at + 1, end);
      this.at = end + 1;
      return /^\p{L}+$/u.test(body) ? [...body] : [' '];
    }
    if (c === '\\') {
      const e = s[this.at + 1];
      this.at += 2;
      return /[sSdDwWbB]/.test(e) ? [' '] : [e];
    }
    this.at++;
    return c === '^' || c === '$' ? [''] : c === '.' ? [' '] : [c];
  }
}

/** Every spelling of a pattern (lower case), as far as its plain part goes. */
export function patternSpellings(source: string): string[] {
  return new Parser(source.toLowerCase()).parse();
}

/**
 * The words a pattern spells: runs of letters, a compound's pieces kept together by their hyphen ("km-stand"); `whole`:
 * those it spells as a label of one word ("miles", not "verkauft" of "verkauft am"); `pairs`: two words one after the
 * other ("verkauft am"); `dotted`: those it spells before a dot, abbreviations themselves ("amtl.", "dat.").
 */
export function spelledWords(source: string): { words: string[]; whole: string[]; pairs: string[]; dotted: string[] } {
  const words = new Set<string>();
  const dotted = new Set<string>();
  const whole = new Set<string>();
  const pairs = new Set<string>();
  for (const spelling of patternSpellings(source)) {
    // A hyphen joins what follows it, whitespace or not ("km-?\\s*stand").
    const matches = [...spelling.replace(/-\s+/g, '-').matchAll(/\p{L}+(?:-\p{L}+)*/gu)];
    for (const m of matches) if (spelling.replace(/-\s+/g, '-')[m.index + m[0].length] === '.') dotted.add(m[0]);
    const found = matches.map((m) => m[0]);
    for (const w of found) words.add(w);
    if (found.length === 1) whole.add(found[0]);
    for (let k = 1; k < found.length; k++) pairs.add(`${found[k - 1]} ${found[k]}`);
  }
  return { words: [...words], whole: [...whole], pairs: [...pairs], dotted: [...dotted] };
}
