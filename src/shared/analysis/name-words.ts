/**
 * A receipt's shop name is printed in capitals from a small vocabulary of trade words and place
 * names ("… SPEED MART", "… HARDWARE", "MR D.I.Y. (JOHOR) SDN BHD"), and OCR misreads its letters
 * in a few known ways (M as H, O as G or 0, I as 1 or L). A word of the name that is not such a
 * word but becomes one by a single known confusion is that word misread ("HART" → "MART",
 * "(JOHGR)" → "(JOHOR)"). Words outside the vocabulary (the shop's own name) are never touched.
 */

/** Trade words of shop names, and the Malaysian states and territories a company names in brackets. */
const VOCABULARY = new Set(
  [
    'MART',
    'MARKET',
    'MINIMARKET',
    'SUPERMARKET',
    'TRADING',
    'ENTERPRISE',
    'ENTERPRISES',
    'HARDWARE',
    'MACHINERY',
    'STATIONERY',
    'ELECTRICAL',
    'RESTAURANT',
    'RESTORAN',
    'PERNIAGAAN',
    'SYARIKAT',
    'KEDAI',
    'BOOKS',
    'BOOKSTORE',
    'GALLERY',
    'PHARMACY',
    'FARMASI',
    'BAKERY',
    'STORE',
    'STORES',
    'CENTRE',
    'CENTER',
    'SERVICE',
    'SERVICES',
    'MOTOR',
    'MOTORS',
    'INDUSTRIES',
    'HOLDINGS',
    'TRADERS',
    'BAKERIES',
    'CONFECTIONERY',
    'MARKETING',
    'INTERNATIONAL',
    'RESTAURANTS',
    'KITCHEN',
    'FOOD',
    'FOODS',
    'BOOK',
    'BOOKSHOP',
    'HANDICRAFT',
    'TAILORING',
    'PASARAYA',
    'PASAR',
    'BORONG',
    'RUNCIT',
    'GROCER',
    'GROCERY',
    'PETROL',
    'STATION',
    'CAFE',
    'BISTRO',
    'HOME',
    'DECO',
    'GIFT',
    'SHOP',
    'HEALTH',
    'BEAUTY',
    'GROUP',
    'COMPANY',
    'CORPORATION',
    'FURNITURE',
    'ELECTRONICS',
    'OPTICAL',
    'FASHION',
    'TEXTILE',
    'JEWELLERY',
    'SUPPLY',
    'SUPPLIES',
    'WHOLESALE',
    'DISTRIBUTOR',
    'DISTRIBUTORS',
    'MALAYSIA',
    'JOHOR',
    'SELANGOR',
    'KEDAH',
    'KELANTAN',
    'MELAKA',
    'PAHANG',
    'PERAK',
    'PERLIS',
    'PENANG',
    'PINANG',
    'SABAH',
    'SARAWAK',
    'TERENGGANU',
    'KUALA',
    'LUMPUR',
  ].map((w) => w.toUpperCase()),
);

/** Whether `word` (any case) is a trade word or place name of shop names rather than a shop's own word. */
export const isTradeWord = (word: string) => VOCABULARY.has(word.toUpperCase().replace(/[^\p{L}]/gu, ''));

/** Letters (and digits) OCR reads for one another in print; each group is one confusion. */
const CONFUSIONS = ['MHNW', 'OG0DQC', 'I1L!T', 'S5', 'B8', 'Z2', 'EF', 'UV', 'A4'];
const confusable = (a: string, b: string) => a === b || CONFUSIONS.some((g) => g.includes(a) && g.includes(b));

/** The vocabulary word `token` is one known confusion away from, or null. */
export function misreadTradeWord(token: string): string | null {
  if (token.length < 4 || VOCABULARY.has(token) || !/^[A-Z0-9!]+$/.test(token) || !/[A-Z]{2}/.test(token)) return null;
  let found: string | null = null;
  for (const word of VOCABULARY) {
    if (word.length !== token.length) continue;
    let differences = 0;
    for (let i = 0; i < word.length && differences <= 1; i++) {
      if (word[i] === token[i]) continue;
      differences += confusable(word[i], token[i]) ? 1 : 2;
    }
    if (differences === 1) {
      // Two words it could be misread for: no telling which.
      if (found) return null;
      found = word;
    }
  }
  return found;
}

/**
 * The name with each capitalised word misread from a trade word or place name mended, and its
 * apostrophes plain (OCR reads the printed mark as a typographic one: "Watson’s").
 */
export function mendTradeWords(name: string): string {
  return name.replace(/[A-Z0-9!]{4,}/g, (token) => misreadTradeWord(token) ?? token).replace(/[’‘`´]/g, "'");
}

/**
 * The stems of the motor trade's words, German and English, as small firms compound them into a logo or a trade line
 * ("KFZ-TECHNIK", "TEILE-PROFI", "Autojumble", "Oldtimerteile"): a word made of these stems alone names a trade, not
 * a firm. "Freie" (Werkstatt) only with its ending: "Frei" is a surname ("Garage Frei").
 */
const TRADE_STEMS =
  'kfz|auto|autos|automobile?s?|teile|ersatz|technik|service|services|profi|pro|werkstatt|werkstätte|garage|motors?|motoren|repairs?|reparatur|parts|spares|oldtimer|youngtimer|classic|classics|klassik|karosserie|lack|lackiererei|reifen|tyres?|tires?|tuning|handel|jumble|stand|center|centre|shop|markt|market|zubehör|meister|betrieb|foreign|domestic|restaurierung|restoration|restorations|instandsetzung|wartung|fahrzeug|fahrzeuge|fahrzeugtechnik|mobile?|mechanic|mechaniker|mechanik|body|bodywork|care|sales|bremsen|brakes|exhaust|towing|abschlepp|dienst|elektrik|electric|spezialist|specialists?|freie|independent|bau|pflege|wash|wäsche';
const TRADE_WORD = new RegExp(`^(?:${TRADE_STEMS})+$`, 'i');

/** Whether `word` is made of the motor trade's stems alone (or is a shop's trade word, see VOCABULARY). */
export const isGenericTradeWord = (word: string) => {
  const w = word.replace(/[^\p{L}]/gu, '');
  return w.length > 0 && (TRADE_WORD.test(w) || isTradeWord(w));
};
