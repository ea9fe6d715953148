import type { Random } from '../random';

/** Towns with a plate district, post code and dialling code, as a German page prints them. */
export const TOWNS_DE = [
  { town: 'Heilbronn', plz: '74072', kz: 'HN', tel: '07131' },
  { town: 'Bielefeld', plz: '33602', kz: 'BI', tel: '0521' },
  { town: 'Kassel', plz: '34117', kz: 'KS', tel: '0561' },
  { town: 'Landshut', plz: '84028', kz: 'LA', tel: '0871' },
  { town: 'Oldenburg', plz: '26122', kz: 'OL', tel: '0441' },
  { town: 'Pforzheim', plz: '75172', kz: 'PF', tel: '07231' },
  { town: 'Siegen', plz: '57072', kz: 'SI', tel: '0271' },
  { town: 'Würzburg', plz: '97070', kz: 'WÜ', tel: '0931' },
  { town: 'Lüneburg', plz: '21335', kz: 'LG', tel: '04131' },
  { town: 'Trier', plz: '54290', kz: 'TR', tel: '0651' },
  { town: 'Gießen', plz: '35390', kz: 'GI', tel: '0641' },
  { town: 'Rosenheim', plz: '83022', kz: 'RO', tel: '08031' },
] as const;

export const STREETS_DE = ['Industriestr.', 'Gewerbepark', 'Hauptstr.', 'Am Bahnhof', 'Daimlerstr.', 'Robert-Bosch-Str.', 'Ringstr.', 'Mühlweg'];
export const SURNAMES_DE = [
  'Brenner',
  'Kessler',
  'Wolters',
  'Haberl',
  'Schnieders',
  'Vogt',
  'Lindemann',
  'Baumgärtner',
  'Ostertag',
  'Rieger',
  'Kranz',
  'Többen',
  'Frühauf',
  'Stegmann',
];
export const FIRST_DE = ['Horst', 'Jürgen', 'Karl-Heinz', 'Ute', 'Manfred', 'Sabine', 'Dieter', 'Gerd', 'Monika', 'Rainer', 'Heike', 'Wolfgang'];

export const TOWNS_US = [
  { town: 'Dayton', st: 'OH', zip: '45402', tel: '(937)' },
  { town: 'Tulsa', st: 'OK', zip: '74103', tel: '(918)' },
  { town: 'Fresno', st: 'CA', zip: '93721', tel: '(559)' },
  { town: 'Allentown', st: 'PA', zip: '18101', tel: '(610)' },
  { town: 'Spokane', st: 'WA', zip: '99201', tel: '(509)' },
  { town: 'Macon', st: 'GA', zip: '31201', tel: '(478)' },
  { town: 'Rockford', st: 'IL', zip: '61101', tel: '(815)' },
  { town: 'Lansing', st: 'MI', zip: '48933', tel: '(517)' },
] as const;

export const TOWNS_UK = [
  { town: 'Kettering', county: 'Northants', pc: 'NN16 8', tel: '01536' },
  { town: 'Shrewsbury', county: 'Shropshire', pc: 'SY1 2', tel: '01743' },
  { town: 'Harrogate', county: 'N. Yorks', pc: 'HG1 5', tel: '01423' },
  { town: 'Taunton', county: 'Somerset', pc: 'TA1 1', tel: '01823' },
  { town: 'Lincoln', county: 'Lincs', pc: 'LN2 4', tel: '01522' },
  { town: 'Stafford', county: 'Staffs', pc: 'ST16 2', tel: '01785' },
  { town: 'Chelmsford', county: 'Essex', pc: 'CM1 3', tel: '01245' },
] as const;

export const SURNAMES_EN = [
  'Kowalski',
  'Hendricks',
  'Pruitt',
  'Dawson',
  'Ferrante',
  'McAllister',
  'Whitfield',
  'Okafor',
  'Lindqvist',
  'Barlow',
  'Heston',
  'Tremaine',
  'Garside',
  'Pickering',
];
export const FIRST_EN = ['Dale', 'Gary', 'Linda', 'Ray', 'Trevor', 'Sandra', 'Clive', 'Nigel', 'Donna', 'Earl', 'Pauline', 'Keith'];

export const CARS = [
  { make: 'Mercedes-Benz', model: '280 SE', wmi: 'WDB', from: 1968, to: 1985 },
  { make: 'Porsche', model: '911 SC', wmi: 'WP0', from: 1978, to: 1983 },
  { make: 'VW', model: 'Käfer 1303', wmi: 'WVW', from: 1972, to: 1975 },
  { make: 'BMW', model: '323i (E30)', wmi: 'WBA', from: 1983, to: 1990 },
  { make: 'Opel', model: 'Manta B', wmi: 'W0L', from: 1975, to: 1988 },
  { make: 'Ford', model: 'Mustang', wmi: '1FA', from: 1965, to: 1973 },
  { make: 'Chevrolet', model: 'C10 Pickup', wmi: '1GC', from: 1967, to: 1987 },
  { make: 'MG', model: 'MGB GT', wmi: 'GHD', from: 1966, to: 1980 },
  { make: 'Triumph', model: 'TR6', wmi: 'CP', from: 1969, to: 1976 },
  { make: 'Jaguar', model: 'XJ6', wmi: 'SAJ', from: 1979, to: 1992 },
  { make: 'Volvo', model: '240 GL', wmi: 'YV1', from: 1976, to: 1993 },
  { make: 'Audi', model: '80 B2', wmi: 'WAU', from: 1979, to: 1986 },
] as const;

export const carOf = (rng: Random) => {
  const c = rng.pick(CARS);
  return { ...c, year: rng.int(c.from, c.to) };
};

export const personDe = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(SURNAMES_DE)}`;
export const personEn = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(SURNAMES_EN)}`;
