/**
 * One list of a bill's services and goods, headed as both ("Artikel / Leistung", "Teile / Arbeiten", "Description of work
 * & parts"): a tyre fitter's tyres and valves among the fitting and balancing, an exhaust centre's silencer above its
 * fitting and the emissions test. The heading says the rows are of two kinds; each row's words say which — a service
 * (a verb of work done, or a noun of work: "Reifenmontage", "Auswuchten", "Achsvermessung", "Wheel alignment") is a job,
 * a thing is a part.
 */
import { CHARGE, HEADING_HALVES, headingKind, isAmountsOnly, itemOf, labelAfterFigure, SECTION_END, type LineItem, type LineItems } from './line-items';
import { chargeOfTime } from './not-jobs';
import { saysWorkDone } from './lead-in-list';
import { isParticiple } from './prose-items';

/** A half of a mixed heading that names the services ("Leistung", "Arbeiten", "Description of work", "Labour"). */
const SERVICES = /^(leistung(en)?|dienstleistung(en)?|arbeit(en)?|services?|work|labou?r)$/i;
/** A half that names the goods ("Artikel", "Material", "Teile", "Parts", "Goods"). */
const GOODS = /^(artikel|waren?|material(ien)?|teile|ersatzteile|parts?|goods|items?|materials?)$/i;
/** A word of the short column headings beside the list's description ("Pos.", "Anz.", "Preis netto", "Std. / Stk.", "à EUR"). */
const COLUMN_WORD =
  /^(pos|nr|no|anz|anzahl|menge|qty|quantity|art|datum|date|einzelpreis|e-?preis|preis|price|unit|each|betrag|amount|gesamt|total|summe|monteur|mechanic|netto|brutto|net|gross|inkl|incl|mwst|vat|std|stk|st(ü|ue)ck|hrs?|hours|à|@|rate|einheit|dm|eur|€|£|\$|chf|sfr|fr|ats|s)$/i;
const isColumn = (cell: string) => cell.split(/[\s/]+/).every((w) => !w.replace(/[.:]/g, '') || COLUMN_WORD.test(w.replace(/[.:]/g, '')));

/** The description cell of a heading row names both kinds, each half a heading of its own. */
function namesBoth(cell: string): boolean {
  const halves = cell
    .replace(/^(pos\.?|nr\.?|anz\.?|art|datum)\s+/i, '')
    .split(HEADING_HALVES)
    .map((h) => h.trim().replace(/^(durchgef(ü|ue)hrte|ausgef(ü|ue)hrte|description\s+of)\s+/i, ''))
    .filter(Boolean);
  if (halves.length !== 2) return false;
  const kindOf = (h: string) => (SERVICES.test(h) ? 'work' : GOODS.test(h) ? 'parts' : headingKind(h));
  const kinds = halves.map(kindOf);
  return kinds.includes('work') && kinds.includes('parts');
}

/** A heading row of one list of both kinds: a cell that names both, the others short column headings without figures. */
export function isMixedListHeading(line: string): boolean {
  if (/\d/.test(line)) return false;
  const cells = line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.replace(/\s*\([^)]*\)\s*$/, '').trim())
    .filter(Boolean);
  const named = cells.filter(namesBoth);
  return named.length === 1 && cells.every((c) => c === named[0] || isColumn(c));
}

/**
 * Nouns of work, as a word or a compound's tail: fitting and removing ("Reifenmontage", "Einbau", "Ausbau"), balancing,
 * measuring and testing ("Achsvermessung", "Abgasuntersuchung", "Bremsprüfstand-Test", "Begutachtung"), servicing and
 * repairing, disposing of the old ("Altreifenentsorgung"), and verbs used as nouns ("Auswuchten", "Lackieren").
 */
const WORK_NOUN =
  /(montage|einbau|ausbau|umbau|wuchten|vermessung|entsorgung|untersuchung|pr(ü|ue)fung|test|begutachtung|inspektion|wartung|durchsicht|reparatur|instandsetzung|einstellung|reinigung|lackierung|konservierung|wechsel|kontrolle|diagnose|pflege|arbeit(en)?|lohn|(ü|ue)berholung|schmieren|schwei(ß|ss)en|ieren|reinigen|einstellen|pr(ü|ue)fen|sp(ü|ue)len|entl(ü|ue)ften|tauschen|wechseln|erneuern|einlagerung|dienst|paket|quartier|winterung|unterstellung|stellplatz|w(ä|ae)sche)$/i;
/** English nouns of work, as whole words ("fitting", "balancing", "alignment", "disposal", "MOT test", "tyre repair"). */
const WORK_WORD =
  /^(fitting|fit|balancing|balance|alignment|tracking|disposal|test|testing|inspection|service|servicing|repair|installation|labou?r|diagnosis|diagnostic|mounting|removal|rotation|adjustment|lube|flush|recharge|overhaul|rebuild|welding|painting|polishing|cleaning|valet|valeting|storage|wash|transport|delivery|collection|towing|recovery|surcharge|insurance|mot)$/i;
/** A thing the words end on as a set, a kit or a panel ("Montagesatz", "Exhaust fitting kit", "Wheel arch repair section"). */
const THING_END = /(kits?|sets?|satz|pack|sections?|panels?)$/i;
/** An exchange unit ("Ölpumpe überholt (Austausch)", "Alternator, remanufactured"): a part, though a verb of work describes it. */
const EXCHANGE = /^(exchange|austausch|tausch|reman|remanufactured|recon|reconditioned)$/i;

/** A row of a mixed list that names a service: a verb of work done, or a noun of work. */
export function namesService(text: string): boolean {
  const words = text
    .split(/[\s,/()]+/)
    .map((w) => w.replace(/[^\p{L}-]/gu, ''))
    .filter(Boolean);
  const last =
    text
      .replace(/\s*\([^)]*\)\s*$/, '')
      .split(/[\s,/-]+/)
      .filter((w) => /\p{L}/u.test(w))
      .at(-1) ?? '';
  if (words.some((w) => EXCHANGE.test(w)) || THING_END.test(last)) return false;
  // A product's name may end a word in "-eed" ("Turbospeed"): no participle of work.
  return (
    writtenAsJob(text) ||
    saysWorkDone(words.filter((w) => !/eed$/i.test(w)).join(' ')) ||
    words.some((w) => WORK_WORD.test(w) || WORK_NOUN.test(w.split('-').at(-1)!))
  );
}

/** A mixed list's rows, each in the list its words name, in the order the page lists them. */
export function sortedByWords(rows: LineItem[]): LineItems {
  const sorted: LineItems = { work: [], parts: [] };
  for (const r of rows) (namesService(r.text) ? sorted.work : sorted.parts).push(r);
  return sorted;
}

/**
 * The rows under a mixed list's heading, priced or not (a job done may carry no price of its own when the labour is charged
 * at the foot): every line down to the first sum, a field's label, or a gap after rows. The labour's charge of time among
 * them ("Arbeitslohn 7,0 Std. à 64,00   448,00") is the jobs' price, no row. Null when the page has no such heading.
 */
export function mixedListRows(lines: string[]): LineItem[] | null {
  const at = lines.findIndex(isMixedListHeading);
  if (at < 0) return null;
  const rows: LineItem[] = [];
  let previous = '';
  for (const raw of lines.slice(at + 1)) {
    const line = raw.trim();
    if (!line) {
      if (rows.length) break;
      continue;
    }
    if (SECTION_END.test(line) || SECTION_END.test(labelAfterFigure(line)) || isAmountsOnly(line)) break;
    const item = itemOf(line);
    // An unpriced line that goes on with the row above (after its comma, in small letters, or as what a package holds:
    // "enthält: Ölwechsel mit Filter, …") is no row of its own.
    const goesOn = item?.amount == null && (/,$/.test(previous) || /^\p{Ll}/u.test(line) || /^\p{L}+:\s/u.test(line));
    previous = line;
    if (!item || goesOn || CHARGE.test(line) || chargeOfTime(item.text)) continue;
    rows.push({ text: item.text, amount: item.amount });
  }
  return rows;
}

/**
 * A participle of work done ("replaced", "erneuert", "lackiert"), not a product's "-eed" ("Turbospeed"); German's strong
 * participles end in -en ("bezogen", "geschliffen"), lower-case, so no plural noun ("Gelenken").
 */
const isDone = (w: string) => (isParticiple(w) && !/eed$/.test(w)) || /^(?:\p{Ll}*ge\p{Ll}{2,}en|(?:be|ver|zer)\p{Ll}*[ou]\p{Ll}*en)$/u.test(w);
/** A job's first word as an order of work ("Replace …", "Set timing", "R&R U-joints", the old bill's "To renewing …"). */
const ORDER =
  /^(replace|renew|adjust|fit|set|grease|bleed|flush|check|clean|remove|repair|rebuild|overhaul|install|align|tune|test|inspect|drain|refill|lubricate|balance|rotate|supply|fix|decoke|reline|reface|regrind|rewire|refit|reseal|repack|resurface|weld|paint|polish|strip|skim|r&r|adj\.?|to)$/i;

/** A row written as a job done: a participle of work among its words, or an order of work as its first word. */
export function writtenAsJob(text: string): boolean {
  // A remark in brackets ("insurance (stated value)") says nothing of the row's work.
  const words = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,/]+/)
    .filter(Boolean);
  return ORDER.test(words[0] ?? '') || words.some((w) => isDone(w.replace(/[^\p{L}]/gu, '')));
}

/**
 * A bill of rows under no heading that tells its jobs from its parts, yet plainly of both kinds: two rows or more written as
 * jobs done ("Bremsen vorne überholt", "Replace water pump") and one or more that name a thing and no work ("Stoßdämpfer
 * (Paar)", "Oil filter"). Its rows go where their words say; a ticket of menu items ("Oil Change", "Cabin Air Filter") has
 * no such jobs and stays one list.
 */
export function plainlyOfBothKinds(rows: LineItem[]): boolean {
  return rows.filter((r) => writtenAsJob(r.text)).length >= 2 && rows.some((r) => !namesService(r.text));
}
