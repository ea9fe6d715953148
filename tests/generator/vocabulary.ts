import type { Random } from './random';

export type Lang = 'en' | 'de';
/** How a document prints money and dates: US ($, 03/14/2024), UK (£, 14/03/2024), DE (€, 14.03.2024). */
export type Locale = 'us' | 'uk' | 'de';

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
};

const group = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

export function formatNumber(n: number, locale: Locale, decimals = 2): string {
  const [int, dec] = n.toFixed(decimals).split('.');
  const whole = group(Number(int), locale === 'de' ? '.' : ',');
  return dec ? `${whole}${locale === 'de' ? ',' : '.'}${dec}` : whole;
}

export function formatMoney(n: number, locale: Locale, rng: Random, opts: { bare?: boolean } = {}): string {
  const v = formatNumber(n, locale);
  if (opts.bare) return v;
  if (locale === 'de') return rng.pick([`${v} €`, `EUR ${v}`, `${v} EUR`, `€ ${v}`]);
  if (locale === 'uk') return rng.pick([`£${v}`, `£ ${v}`, `GBP ${v}`]);
  return rng.pick([`$${v}`, `$ ${v}`, `USD ${v}`]);
}

export function formatDate(iso: string, locale: Locale, rng: Random): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  if (locale === 'de') return rng.pick([`${dd}.${mm}.${y}`, `${d}. ${MONTHS.de[m - 1]} ${y}`, `${dd}.${mm}.${y}`]);
  if (locale === 'uk') return rng.pick([`${dd}/${mm}/${y}`, `${d} ${MONTHS.en[m - 1]} ${y}`, `${d} ${MONTHS.en[m - 1].slice(0, 3)} ${y}`]);
  return rng.pick([`${mm}/${dd}/${y}`, `${MONTHS.en[m - 1]} ${d}, ${y}`, `${MONTHS.en[m - 1].slice(0, 3)} ${d}, ${y}`]);
}

export const localeOf = (lang: Lang, rng: Random): Locale => (lang === 'de' ? 'de' : rng.pick(['us', 'uk'] as const));

export const SHOPS = {
  en: [
    'Harrington Classic Motors Ltd',
    'Bayside Auto Restoration Inc.',
    'Redline Garage LLC',
    'Oakwood Coachworks Ltd',
    'Silver Arrow Service Center',
    'Pemberton & Sons Motor Engineers',
    'Vintage Torque Workshop LLC',
    'Coastal Classics Garage',
    'Northfield Motor Works Ltd',
    'Ironbridge Restorations',
    'Golden Era Automotive Inc.',
    'Marlow Sports Cars Ltd',
  ],
  de: [
    'Kfz-Meisterbetrieb Schneider GmbH',
    'Autohaus Weber KG',
    'Oldtimer Werkstatt Braun e.K.',
    'Klassik Garage Fischer GmbH',
    'Karosseriebau Hoffmann GmbH',
    'Motorenwerkstatt Krüger',
    'Autoservice Wagner & Sohn',
    'Youngtimer Technik Richter GmbH',
    'Schrauberhalle Neumann OHG',
    'Fahrzeugtechnik Zimmermann GmbH',
    'Oldie-Service Schäfer e.K.',
    'Boxer Garage Lehmann GmbH',
  ],
};

export const TAGLINES = {
  en: ['Specialists in British classics since 1978', 'Restoration - Servicing - MOT', 'Your classic car specialists', 'Quality workmanship since 1965'],
  de: ['Ihr Partner für Oldtimer seit 1985', 'Meisterbetrieb - Restaurierung - Wartung', 'Reparatur aller Fabrikate', 'Tradition und Technik seit 1972'],
};

export const PEOPLE = [
  'Thomas Berger',
  'Sabine Krause',
  'Michael Hartmann',
  'Julia Schmitt',
  'Andreas Vogel',
  'Claudia Frank',
  'James Whitfield',
  'Emily Carter',
  'Robert Hughes',
  'Sarah Mitchell',
  'David Thornton',
  'Linda Foster',
  'Peter Lindqvist',
  'Karin Adler',
];

export const APPRAISERS = ['Dipl.-Ing. Frank Lorenz', 'Martin Köhler', 'Susan Blake, ASA', 'Richard Cole', 'Dr. Heike Brandt', 'Graham Pritchard'];

export const CITIES = {
  en: [
    ['12 Mill Lane', 'Oxford OX2 6HT'],
    ['480 Harbor Blvd', 'Portland, OR 97201'],
    ['7 Station Road', 'Leeds LS1 4DY'],
    ['2210 Elm Street', 'Dayton, OH 45402'],
  ],
  de: [
    ['Industriestraße 14', '68169 Mannheim'],
    ['Am Bahnhof 3', '80335 München'],
    ['Werkstattweg 21', '20095 Hamburg'],
    ['Hauptstraße 88', '70173 Stuttgart'],
  ],
};

/** Labour lines: description and hours. */
export const WORK = {
  en: [
    ['Oil and filter change', 0.8],
    ['Replace front brake pads', 1.5],
    ['Valve adjustment', 2],
    ['Carburettor overhaul', 4],
    ['Ignition timing set', 0.7],
    ['Replace water pump', 3],
    ['Clutch replaced', 6],
    ['Brake fluid flush', 1],
    ['Wheel alignment', 1.2],
    ['Rebuild starter motor', 2.5],
    ['Inspect and adjust drum brakes', 1.5],
    ['Replace exhaust manifold gasket', 2],
  ],
  de: [
    ['Ölwechsel inkl. Filter', 0.8],
    ['Bremsbeläge vorne erneuert', 1.5],
    ['Ventilspiel eingestellt', 2],
    ['Vergaser überholt', 4],
    ['Zündung eingestellt', 0.7],
    ['Wasserpumpe ersetzt', 3],
    ['Kupplung erneuert', 6],
    ['Bremsflüssigkeit gewechselt', 1],
    ['Achsvermessung durchgeführt', 1.2],
    ['Anlasser instandgesetzt', 2.5],
    ['Trommelbremsen geprüft und eingestellt', 1.5],
    ['Auspuffkrümmerdichtung erneuert', 2],
  ],
} as Record<Lang, [string, number][]>;

/** Parts: description and a price range. */
export const PARTS = {
  en: [
    ['Oil filter', 8, 25],
    ['Engine oil 20W-50', 30, 70],
    ['Brake pad set', 40, 120],
    ['Valve cover gasket', 15, 45],
    ['Spark plugs', 12, 40],
    ['Water pump', 60, 180],
    ['Clutch kit', 150, 420],
    ['Brake fluid DOT 4', 9, 25],
    ['Fuel pump', 70, 190],
    ['Air filter', 10, 35],
    ['Distributor cap', 18, 55],
    ['Exhaust gasket', 6, 20],
  ],
  de: [
    ['Ölfilter', 8, 25],
    ['Motoröl 20W-50', 30, 70],
    ['Bremsbelagsatz', 40, 120],
    ['Ventildeckeldichtung', 15, 45],
    ['Zündkerzen', 12, 40],
    ['Wasserpumpe', 60, 180],
    ['Kupplungssatz', 150, 420],
    ['Bremsflüssigkeit DOT 4', 9, 25],
    ['Kraftstoffpumpe', 70, 190],
    ['Luftfilter', 10, 35],
    ['Verteilerkappe', 18, 55],
    ['Auspuffdichtung', 6, 20],
  ],
} as Record<Lang, [string, number, number][]>;

export const VEHICLES = [
  'Jaguar E-Type',
  'Mercedes-Benz 280 SL',
  'Porsche 911 T',
  'MGB Roadster',
  'Ford Mustang',
  'VW Käfer 1300',
  'Alfa Romeo Spider',
  'Triumph TR6',
];

export function plate(rng: Random, locale: Locale): string {
  const L = 'ABCDEFGHKLMNPRSTUVWXYZ';
  const letters = (n: number) => Array.from({ length: n }, () => rng.pick([...L])).join('');
  if (locale === 'de')
    return `${rng.pick(['MA', 'S', 'HH', 'M', 'B', 'K', 'F', 'HD'])}-${letters(rng.int(1, 2))} ${rng.int(10, 999)}${rng.chance(0.6) ? 'H' : ''}`;
  if (locale === 'uk') return `${letters(2)}${rng.int(10, 69)} ${letters(3)}`;
  return `${rng.int(1, 9)}${letters(3)}${rng.int(100, 999)}`;
}

export function vin(rng: Random): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => rng.pick([...chars])).join('');
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
