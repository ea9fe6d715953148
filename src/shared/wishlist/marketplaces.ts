/**
 * One URL builder per marketplace: the item's search with the query filled in. The links open in
 * the user's browser; the server never calls these sites. Each site reads its own parameters
 * (year range, price cap); a price cap is only sent where the site's currency is the budget's.
 */
export interface SearchQuery {
  make: string;
  model: string;
  yearFrom: number | null;
  yearTo: number | null;
  keywords: string | null;
  /** Minor units of `currency`. */
  budget: number | null;
  currency: string;
}

export interface Marketplace {
  id: string;
  name: string;
  url: (q: SearchQuery) => string;
}

/** "Alfa Romeo" → "alfa-romeo", "Mercedes-Benz" → "mercedes-benz", "Citroën" → "citroen". */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const words = (q: SearchQuery, withYears = false) => [q.make, q.model, q.keywords, withYears && years(q)].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
const years = (q: SearchQuery) =>
  q.yearFrom && q.yearTo ? (q.yearFrom === q.yearTo ? `${q.yearFrom}` : `${q.yearFrom}-${q.yearTo}`) : `${q.yearFrom ?? q.yearTo ?? ''}`;
/** The budget in whole major units when it is in `currency`, else nothing. */
const cap = (q: SearchQuery, currency: string) => (q.budget !== null && q.currency === currency ? String(Math.floor(q.budget / 100)) : null);

function build(base: string, params: Record<string, string | number | null | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url.toString();
}

export const mobileDe: Marketplace = {
  id: 'mobile-de',
  name: 'mobile.de',
  url: (q) =>
    build('https://suchen.mobile.de/fahrzeuge/search.html', {
      isSearchRequest: 'true',
      s: 'Car',
      vc: 'Car',
      q: words(q),
      fr: q.yearFrom || q.yearTo ? `${q.yearFrom ?? ''}:${q.yearTo ?? ''}` : null,
      p: cap(q, 'EUR') && `:${cap(q, 'EUR')}`,
    }),
};

export const autoScout24: Marketplace = {
  id: 'autoscout24',
  name: 'AutoScout24',
  url: (q) =>
    build(`https://www.autoscout24.com/lst/${slug(q.make)}/${slug(q.model)}`, {
      fregfrom: q.yearFrom,
      fregto: q.yearTo,
      priceto: cap(q, 'EUR'),
      search: q.keywords,
    }),
};

export const classicTrader: Marketplace = {
  id: 'classic-trader',
  name: 'Classic Trader',
  url: (q) =>
    build(`https://www.classic-trader.com/uk/cars/search/${slug(q.make)}/${slug(q.model)}`, {
      year_min: q.yearFrom,
      year_max: q.yearTo,
      price_max: cap(q, 'EUR'),
      fulltext: q.keywords,
    }),
};

export const carAndClassic: Marketplace = {
  id: 'car-and-classic',
  name: 'Car & Classic',
  url: (q) =>
    build('https://www.carandclassic.com/search', {
      q: words(q),
      year_from: q.yearFrom,
      year_to: q.yearTo,
      price_to: cap(q, 'GBP'),
    }),
};

export const bringATrailer: Marketplace = {
  id: 'bring-a-trailer',
  name: 'Bring a Trailer',
  // Its search takes words only: the years go into them.
  url: (q) => build('https://bringatrailer.com/', { s: words(q, true) }),
};

export const hemmings: Marketplace = {
  id: 'hemmings',
  name: 'Hemmings',
  url: (q) =>
    build(`https://www.hemmings.com/classifieds/cars-for-sale/${slug(q.make)}/${slug(q.model)}`, {
      year_min: q.yearFrom,
      year_max: q.yearTo,
      price_max: cap(q, 'USD'),
      q: q.keywords,
    }),
};

/** eBay's own site for the budget's currency, in its cars category there. */
const ebaySites: Record<string, { host: string; category: string }> = {
  EUR: { host: 'https://www.ebay.de', category: '9801' },
  GBP: { host: 'https://www.ebay.co.uk', category: '9801' },
  USD: { host: 'https://www.ebay.com', category: '6001' },
};

export const ebay: Marketplace = {
  id: 'ebay',
  name: 'eBay',
  url: (q) => {
    const site = ebaySites[q.currency] ?? ebaySites.USD;
    const currency = ebaySites[q.currency] ? q.currency : 'USD';
    return build(`${site.host}/sch/i.html`, { _nkw: words(q, true), _sacat: site.category, _udhi: cap(q, currency) });
  },
};

export const marketplaces: Marketplace[] = [mobileDe, autoScout24, classicTrader, carAndClassic, bringATrailer, hemmings, ebay];

export function marketplaceLinks(q: SearchQuery): { id: string; name: string; url: string }[] {
  return marketplaces.map((m) => ({ id: m.id, name: m.name, url: m.url(q) }));
}
