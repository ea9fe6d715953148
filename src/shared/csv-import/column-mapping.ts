/**
 * Which column of a file holds which field of a record. LubeLogger's exports (service, repair,
 * upgrade and fuel records) name their columns in English; a generic file is mapped by the user,
 * starting from a guess made from its headers in English and German.
 */
export const csvFields = ['date', 'odometer', 'description', 'cost', 'notes', 'kind'] as const;
export type CsvField = (typeof csvFields)[number];

/** A column index per field; a field without a column is left empty (or takes the default kind). */
export type ColumnMapping = Partial<Record<CsvField, number>>;

export const csvFormats = ['lubelogger', 'generic'] as const;
export type CsvFormat = (typeof csvFormats)[number];

const norm = (header: string) => header.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');

/**
 * LubeLogger's export headers (its export models' property names, and the lower-case forms its own
 * import accepts). A fuel export has `FuelConsumed` and no description.
 */
const lubeLoggerNames: Record<CsvField, string[]> = {
  date: ['date'],
  odometer: ['odometer'],
  description: ['description'],
  cost: ['cost', 'price'],
  notes: ['notes'],
  kind: [],
};

/** Header names (normalised) a generic file may use, English and German. */
const genericNames: Record<CsvField, string[]> = {
  date: ['date', 'datum', 'day', 'tag', 'servicedate'],
  odometer: ['odometer', 'mileage', 'miles', 'km', 'kilometer', 'kilometerstand', 'kmstand', 'tachostand', 'laufleistung', 'odo'],
  description: ['description', 'beschreibung', 'title', 'titel', 'work', 'arbeiten', 'leistung', 'item', 'bezeichnung'],
  cost: ['cost', 'costs', 'kosten', 'amount', 'betrag', 'price', 'preis', 'total', 'summe', 'gesamt'],
  notes: ['notes', 'note', 'notizen', 'notiz', 'bemerkung', 'bemerkungen', 'comment', 'kommentar'],
  kind: ['kind', 'type', 'art', 'typ', 'category', 'kategorie'],
};

/** The mapping read from the headers: the first column whose name (or a name starting with it) is known. */
export function guessMapping(headers: string[], format: CsvFormat): ColumnMapping {
  const names = format === 'lubelogger' ? lubeLoggerNames : genericNames;
  const normalised = headers.map(norm);
  const mapping: ColumnMapping = {};
  const taken = new Set<number>();
  for (const field of csvFields) {
    const exact = normalised.findIndex((h, i) => !taken.has(i) && names[field].includes(h));
    const prefix = exact >= 0 ? exact : normalised.findIndex((h, i) => !taken.has(i) && h !== '' && names[field].some((n) => h.startsWith(n)));
    if (prefix >= 0) {
      mapping[field] = prefix;
      taken.add(prefix);
    }
  }
  return mapping;
}

/** A LubeLogger file is a fuel export when it has LubeLogger's fuel columns. */
export const isLubeLoggerFuel = (headers: string[]) => headers.map(norm).some((h) => h === 'fuelconsumed' || h === 'isfilltofull');
