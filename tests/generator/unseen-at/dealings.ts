/** Private sales on printed forms and written out plainly; club members' and a country appraiser's valuations. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, para, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { dots, field, mileage, scale, vin } from './kit';

const price = (rng: Random, year: number, cur: 'DM' | 'EUR' | 'CHF' | 'GBP' | 'USD' | 'ATS', lo: number, hi: number) =>
  Math.round((rng.int(lo, hi) * scale(year, cur)) / 50) * 50;

/** Hunsrück: a motoring club's printed "Kaufvertrag für ein gebrauchtes Kraftfahrzeug", seller left, buyer right. */
export function clubKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2024);
  const year = yearOf(date);
  const cur = year < 2002 ? 'DM' : 'EUR';
  const amt = price(rng, year, cur, 1500, 14000);
  const seller = `${rng.pick(['Horst', 'Elke', 'Manfred', 'Ute'])} ${rng.pick(['Bender', 'Schuch', 'Lorenz', 'Gehl'])}`;
  const built = rng.int(1955, 1990);
  p.text(50, 'Kaufvertrag', { size: 18, bold: true });
  p.down(14).text(50, 'für den privaten Verkauf eines gebrauchten Kraftfahrzeugs – Vordruck des Automobilclubs', { size: 8.5 });
  p.y = 100;
  p.text(50, 'Verkäufer', { size: 9, bold: true }).text(300, 'Käufer', { size: 9, bold: true });
  field(p, 50, 106, 240, 'Name, Vorname', seller);
  field(p, 300, 106, 245, 'Name, Vorname', `${rng.pick(['Klaus', 'Dieter', 'Sabine'])} ${rng.pick(['Fey', 'Klein', 'Braun'])}`);
  field(p, 50, 132, 240, 'Anschrift', `${rng.pick(['Simmern', 'Kirchberg', 'Argenthal'])}, ${rng.pick(['Schulstr.', 'Am Hang'])} ${rng.int(1, 30)}`);
  field(p, 300, 132, 245, 'Anschrift', `${rng.pick(['Koblenz', 'Boppard', 'Bingen'])}`);
  p.y = 182;
  p.text(50, 'Kaufgegenstand', { size: 9, bold: true });
  field(p, 50, 188, 160, 'Hersteller / Typ', rng.pick(['Opel GT', 'VW Käfer Cabrio', 'Mercedes 190 SL', 'BMW 1602']));
  field(p, 210, 188, 190, 'Fahrzeug-Ident.-Nr.', vin(rng, built));
  field(p, 400, 188, 145, 'amtl. Kennzeichen', `SIM-${rng.pick(['E', 'KL', 'R'])} ${rng.int(10, 999)}`);
  field(p, 50, 214, 160, 'km-Stand lt. Tacho', String(mileage(rng, year, built)));
  field(p, 210, 214, 190, 'Kfz-Brief-Nr.', `${rng.pick(['C', 'D', 'F'])} ${rng.int(1000000, 9999999)}`);
  field(p, 400, 214, 145, 'nächste HU', `${rng.int(1, 12)}/${year + 1}`);
  p.y = 266;
  p.text(50, 'Kaufpreis', { size: 9, bold: true });
  field(p, 50, 272, 200, `Kaufpreis in ${cur}`, num(amt, 'de'), 13);
  field(p, 250, 272, 295, 'in Worten', rng.pick(['siehe Ziffer', 'wie nebenstehend']));
  p.y = 320;
  para(
    p,
    50,
    'Das Kraftfahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer sichert zu, dass das Fahrzeug sein Eigentum ist und keine Rechte Dritter bestehen. Der Kaufpreis wurde bar bezahlt.',
    100,
    { size: 8.5 },
  );
  p.down(20).text(50, 'Ort, Datum', { size: 7 });
  p.down(13).text(50, `${rng.pick(['Simmern', 'Kirchberg'])}, ${fd(date, 'de')}`, { size: 10.5 });
  p.down(30);
  dots(p, 50, 240);
  dots(p, 300, 490);
  p.down(11).text(50, 'Unterschrift Verkäufer', { size: 7 }).text(300, 'Unterschrift Käufer', { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: amt });
}

/** Emmental: a sale written out plainly on a sheet of paper, in full sentences, Franken. */
export function emmentalHandschriftlich(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 2025);
  const year = yearOf(date);
  const amt = price(rng, year, 'CHF', 1000, 12000);
  const seller = `${rng.pick(['Fritz', 'Hansruedi', 'Vreni', 'Christian'])} ${rng.pick(['Burkhalter', 'Röthlisberger', 'Schenk', 'Liechti'])}`;
  const buyer = `${rng.pick(['Walter', 'Peter', 'Margrit'])} ${rng.pick(['Rüegsegger', 'Zürcher', 'Kämpf'])}`;
  const car = rng.pick(['Land Rover 88', 'VW Käfer', 'Citroën 2CV', 'Hürlimann D 110', 'Opel Olympia']);
  p.text(60, 'Kaufvertrag', { size: 14, bold: true, serif: true });
  p.down(34);
  const spell = fd(date, 'delong');
  para(
    p,
    60,
    `Ich, ${seller}, ${rng.pick(['Landwirt', 'Käser', 'Zimmermann', 'Rentnerin'])}, wohnhaft in ${rng.pick(['Trubschachen', 'Eggiwil', 'Lützelflüh'])}, verkaufe heute an ${buyer} in ${rng.pick(['Burgdorf', 'Konolfingen', 'Huttwil'])} meinen ${car}, Kontrollschild BE ${rng.int(1000, 99999)}, Fahrgestellnummer ${vin(rng, rng.int(1950, 1980))}.`,
    78,
    { serif: true, size: 11, step: 16 },
  );
  p.down(8);
  para(
    p,
    60,
    `Der Kaufpreis beträgt Fr. ${num(amt, 'ch')} und wurde mir heute bar ausbezahlt. Das Fahrzeug wird verkauft wie besichtigt und probegefahren, ohne Garantie. Nutzen und Gefahr gehen heute auf den Käufer über.`,
    78,
    { serif: true, size: 11, step: 16 },
  );
  p.down(20).text(60, `${rng.pick(['Trubschachen', 'Eggiwil', 'Lützelflüh'])}, ${spell}`, { serif: true, size: 11 });
  p.down(40).text(60, 'Der Verkäufer:', { serif: true, size: 10 }).text(320, 'Der Käufer:', { serif: true, size: 10 });
  p.down(20).text(60, seller, { serif: true, size: 11 }).text(320, buyer, { serif: true, size: 11 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: amt });
}

/** Mühlviertel: an Austrian Kaufvertrag with numbered clauses, "Verkäufer:" and "Käufer:" stacked. */
export function muehlviertelKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2024);
  const year = yearOf(date);
  const cur = year < 2002 ? 'ATS' : 'EUR';
  const amt = price(rng, year, cur, 1200, 9000);
  const seller = `${rng.pick(['Ing.', '', ''])} ${rng.pick(['Karl', 'Erwin', 'Hermine'])} ${rng.pick(['Gusenbauer', 'Haslinger', 'Wolfmayr'])}`.trim();
  p.text(297, 'KAUFVERTRAG', { align: 'center', size: 16, bold: true });
  p.down(14).text(297, 'über ein gebrauchtes Kraftfahrzeug', { align: 'center', size: 9 });
  p.down(34).text(50, 'Verkäufer:', { size: 10, bold: true }).text(150, seller, { size: 10.5 });
  p.down(14).text(150, `${rng.int(4200, 4294)} ${rng.pick(['Gutau', 'Tragwein', 'Hirschbach'])}`, { size: 10 });
  p.down(22)
    .text(50, 'Käufer:', { size: 10, bold: true })
    .text(150, `${rng.pick(['Manfred', 'Christa'])} ${rng.pick(['Eder', 'Aichinger'])}`, { size: 10.5 });
  p.down(14).text(150, rng.pick(['Linz', 'Steyr', 'Wels']), { size: 10 });
  p.down(28);
  const clauses = [
    `§ 1  Kaufgegenstand: ${rng.pick(['Steyr-Puch 500 D', 'Puch Haflinger', 'Lindner BF 22', 'Steyr 15'])}, Fahrgestell-Nr. ${vin(rng, rng.int(1955, 1978))}, Kennzeichen ${rng.pick(['FR', 'RO', 'PE'])}-${rng.int(100, 999)} ${rng.pick(['AB', 'H', 'KL'])}.`,
    `§ 2  Der Kaufpreis beträgt ${cur === 'ATS' ? 'öS' : '€'} ${num(amt, 'de')} (inkl. Zubehör laut Liste) und ist bei Übergabe bar zu bezahlen.`,
    '§ 3  Das Fahrzeug wird im besichtigten Zustand unter Ausschluss jeglicher Gewährleistung verkauft.',
    '§ 4  Der Verkäufer erklärt, dass das Fahrzeug unfallfrei ist, soweit ihm bekannt.',
  ];
  for (const c of clauses) {
    para(p, 50, c, 95, { size: 10, step: 14 });
    p.down(6);
  }
  p.down(16).text(50, `${rng.pick(['Gutau', 'Freistadt'])}, am ${fd(date, 'de')}`, { size: 10 });
  p.down(40);
  hline(p, 50, 180);
  hline(p, 320, 180);
  p.down(11).text(50, 'Verkäufer', { size: 8 }).text(320, 'Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: amt });
}

/** Cornwall/Dales: a private sale receipt written plainly, "Received from ... the sum of". */
export function ukPlainSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 2025);
  const year = yearOf(date);
  const amt = price(rng, year, 'GBP', 1200, 16000);
  const seller = `${rng.pick(['Arthur', 'Margaret', 'Colin', 'Jean'])} ${rng.pick(['Trebilcock', 'Pearce', 'Sunter', 'Capstick'])}`;
  const car = rng.pick(['Morris Minor Traveller', 'Triumph Spitfire Mk III', 'Land Rover Series II', 'Austin Seven Ruby']);
  p.text(60, `${rng.pick(['Rose Cottage', 'Higher Trewen', 'West Garth', 'Mill House'])}`, { size: 10, serif: true });
  p.down(13).text(60, rng.pick(['St Mawgan, Cornwall', 'Bainbridge, Leyburn', 'Zennor, St Ives', 'Dent, Sedbergh']), { size: 10, serif: true });
  p.down(30).text(60, fd(date, rng.pick(['uklong', 'uk'] as const)), { size: 10.5, serif: true });
  p.down(30).text(60, 'Receipt for the sale of a motor car', { size: 12, bold: true, serif: true });
  p.down(26);
  para(
    p,
    60,
    `Received from ${rng.pick(['Mr. D. Hocking', 'Mr. P. Alderson', 'Mrs. S. Jenkin'])} the sum of £${num(amt, 'en')} in full and final payment for my ${car}, registration ${rng.pick(['TAF', 'KRL', 'UWR'])} ${rng.int(10, 999)}${rng.pick(['', 'D', 'G'])}, chassis no. ${vin(rng, rng.int(1935, 1975))}, sold as seen, tried and approved, with the logbook, spare wheel and tools.`,
    80,
    { serif: true, size: 11, step: 16 },
  );
  p.down(10);
  para(p, 60, 'The car is mine to sell and free of any hire purchase agreement.', 80, { serif: true, size: 11, step: 16 });
  p.down(30).text(60, 'Signed', { size: 10, serif: true }).text(120, seller, { size: 11, serif: true });
  p.down(18).text(60, '(Seller)', { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: amt });
}

/** Kentucky: a stationer's printed "Bill of Sale — Motor Vehicle" form, blanks filled in, notary block. */
export function kentuckyBillOfSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 2025);
  const year = yearOf(date);
  const amt = price(rng, year, 'USD', 1500, 20000);
  const seller = `${rng.pick(['Roy', 'Darlene', 'Clyde', 'Wanda'])} ${rng.pick(['Spalding', 'Hagan', 'Mudd', 'Thompson'])}`;
  const built = rng.int(1940, 1995);
  p.text(297, 'BILL OF SALE', { align: 'center', size: 18, bold: true });
  p.down(14).text(297, 'MOTOR VEHICLE', { align: 'center', size: 10 });
  p.y = 110;
  const blank = (label: string, value: string, x: number, w: number) => {
    p.text(x, label, { size: 9.5 });
    const lx = x + label.length * 4.9 + 4;
    p.text(lx + 4, value, { size: 11 });
    hline(p, lx, w - (lx - x), p.y + 3);
  };
  blank('For and in consideration of $', num(amt, 'en'), 50, 300);
  p.down(24);
  blank('the undersigned seller', seller, 50, 495);
  p.down(24);
  blank(
    'of (address)',
    `${rng.int(100, 9999)} ${rng.pick(['Holy Cross Rd', 'Raywick Rd', 'Hwy 49'])}, ${rng.pick(['Loretto', 'Lebanon', 'Bardstown'])}, KY`,
    50,
    495,
  );
  p.down(24);
  blank('does hereby sell and transfer to buyer', `${rng.pick(['Gary', 'Tammy'])} ${rng.pick(['Boone', 'Cecil'])}`, 50, 495);
  p.down(24);
  p.text(50, 'the following described motor vehicle:', { size: 9.5 });
  p.down(24);
  blank('Year', String(built), 50, 100);
  blank('Make', rng.pick(['Ford', 'Chevrolet', 'Studebaker', 'Dodge']), 160, 150);
  blank('Model', rng.pick(['F-100', 'Bel Air', 'Champion', 'Power Wagon']), 320, 225);
  p.down(24);
  blank('VIN / Serial No.', vin(rng, built), 50, 300);
  blank('Odometer', String(rng.int(10000, 99999)), 360, 185);
  p.down(30);
  para(
    p,
    50,
    'Seller warrants that seller is the lawful owner of said vehicle, that it is free from all liens and encumbrances, and that seller has full right to sell the same. Vehicle sold AS IS, with no warranty expressed or implied.',
    100,
    { size: 8.5 },
  );
  p.down(10);
  blank('Date of sale', fd(date, 'us'), 50, 200);
  p.down(30);
  hline(p, 50, 200);
  hline(p, 320, 200);
  p.down(11).text(50, 'Seller', { size: 8 }).text(320, 'Buyer', { size: 8 });
  p.down(30).text(50, `Subscribed and sworn before me this ${fd(date, 'uslong')}.  Notary Public, State at Large, Kentucky`, { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: amt });
}

/** Eifel: an Oldtimer-Stammtisch member's short valuation, Zustandsnote as the club prints it. */
export function stammtischKurzbewertung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const year = yearOf(date);
  const cur = year < 2002 ? 'DM' : 'EUR';
  const val = price(rng, year, cur, 3000, 30000);
  const who = `${rng.pick(['Willi', 'Gerd', 'Hubert', 'Norbert'])} ${rng.pick(['Michels', 'Mayer', 'Hansen', 'Leuwer'])}`;
  const grade = rng.pick(['Zustandsnote 2 (guter Zustand)', 'Zustandsnote 3+', 'Note 3 – gebrauchter Zustand', 'Zustand 2-']);
  const built = rng.int(1950, 1985);
  p.text(50, `Oldtimer-Stammtisch ${rng.pick(['Vulkaneifel', 'Hocheifel', 'Kylltal'])} e.V.`, { size: 13, bold: true });
  p.down(12).text(50, `Treffpunkt Gasthaus ${rng.pick(['Zur Post', 'Eifeler Hof', 'Krone'])} – jeden ersten Freitag`, { size: 8.5 });
  p.down(34).text(50, 'Kurzbewertung (Wertschätzung durch Clubmitglied)', { size: 12, bold: true });
  p.down(28);
  const kv: [string, string][] = [
    ['Fahrzeug', `${rng.pick(['Opel Kadett A', 'Ford 17M P3', 'Mercedes 200/8', 'VW 411'])}, Baujahr ${built}`],
    ['Fahrgestell-Nr.', vin(rng, built)],
    ['Eigentümer', `${rng.pick(['R.', 'A.', 'M.'])} ${rng.pick(['Thelen', 'Steffes', 'Krings'])}`],
    ['Besichtigt am', fd(date, 'de')],
    ['Zustand', grade],
    ['Geschätzter Wert', `${num(val, 'de')} ${cur}`],
  ];
  for (const [l, v] of kv) {
    p.text(50, `${l}:`, { size: 10 }).text(170, v, { size: 10.5, bold: l === 'Geschätzter Wert' });
    p.down(18);
  }
  p.down(10);
  para(
    p,
    50,
    'Die Bewertung erfolgt nach bestem Wissen anhand einer Sichtprüfung ohne Demontage. Sie ersetzt kein Gutachten eines amtlich anerkannten Sachverständigen und dient nur zur Vorlage bei der Versicherung.',
    95,
    { size: 8.5 },
  );
  p.down(24).text(50, `Bewertet von: ${who}`, { size: 10 });
  p.down(12).text(50, '(Technikwart)', { size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: val, conditionNotes: grade });
}

/** Emmental: a veteran-car club's Schätzung, value in a box, the Schätzer's name under the stamp. */
export function veteranenSchaetzung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2025);
  const year = yearOf(date);
  const val = price(rng, year, 'CHF', 5000, 40000);
  const who = `${rng.pick(['Ernst', 'Kurt', 'Daniel'])} ${rng.pick(['Wyss', 'Habegger', 'Bühler'])}`;
  const grade = rng.pick(['sehr gut restauriert', 'gepflegter Originalzustand', 'fahrbereit, Patina', 'gut, leichte Gebrauchsspuren']);
  const built = rng.int(1925, 1970);
  p.text(297, `Veteranen-Fahrzeug-Club ${rng.pick(['Emmental', 'Oberaargau', 'Bern-Land'])}`, { align: 'center', size: 13, bold: true });
  p.down(30).text(297, 'SCHÄTZUNG', { align: 'center', size: 16, bold: true });
  p.down(16).text(297, 'zuhanden der Versicherung', { align: 'center', size: 9 });
  p.y = 140;
  p.text(50, 'Marke / Modell', { size: 8 }).text(180, `${rng.pick(['Fiat Topolino', 'Austin Seven', 'Opel P4', 'Jeep Willys MB'])} (${built})`, { size: 10.5 });
  p.down(18).text(50, 'Rahmen-Nr.', { size: 8 }).text(180, vin(rng, built), { size: 10.5 });
  p.down(18)
    .text(50, 'Halter', { size: 8 })
    .text(180, `${rng.pick(['Familie', 'Herr', 'Frau'])} ${rng.pick(['Ryser', 'Aeschlimann', 'Hofer'])}, ${rng.pick(['Sumiswald', 'Wasen', 'Huttwil'])}`, {
      size: 10.5,
    });
  p.down(18).text(50, 'Zustand', { size: 8 }).text(180, grade, { size: 10.5 });
  p.down(30);
  p.box(50, p.y - 14, 300, 28);
  p.text(58, 'Schätzwert', { size: 9 }).text(340, `Fr. ${num(val, 'ch')}`, { size: 13, bold: true, align: 'right', y: p.y + 2 });
  p.down(40).text(50, `${rng.pick(['Langnau', 'Burgdorf'])}, ${fd(date, 'de')}`, { size: 10 });
  p.down(30).text(50, 'Der Schätzer:', { size: 9 });
  p.down(14).text(50, who, { size: 10.5 });
  p.down(12).text(50, 'Technische Kommission VFC', { size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: val, conditionNotes: grade });
}

/** Cornwall: a one-make club's valuer writes a letter for the insurer, condition as a category. */
export function cornwallClubLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const year = yearOf(date);
  const val = price(rng, year, 'GBP', 3000, 30000);
  const who = `${rng.pick(['Peter', 'Alan', 'Robin'])} ${rng.pick(['Trounson', 'Kitto', 'Rowse'])}`;
  const grade = rng.pick(['Condition 2 – Very Good', 'Category B: good, sound and usable', 'Concours', 'Condition 3 – Good driver']);
  const car = rng.pick(['MG TD', 'Morris Minor Tourer', 'Sunbeam Alpine', 'Riley RM']);
  p.text(60, `${car.split(' ')[0]} Owners' Club — ${rng.pick(['Cornwall Centre', 'Devon & Cornwall Area'])}`, { size: 12, bold: true, serif: true });
  p.down(13).text(60, `Club valuer: ${who}, ${rng.pick(['Truro', 'Bodmin', 'Helston'])}`, { size: 9, serif: true });
  p.down(34).text(535, fd(date, 'uklong'), { align: 'right', size: 10.5, serif: true });
  p.down(26).text(60, 'To whom it may concern', { size: 10.5, serif: true });
  p.down(22);
  para(
    p,
    60,
    `I inspected the ${car}, chassis number ${vin(rng, rng.int(1947, 1965))}, belonging to ${rng.pick(['Mr. and Mrs. Hosking', 'Dr. R. Penberthy', 'Mr. M. Uren'])}, on ${fd(date, 'uklong')}. The car is in ${rng.pick(['largely original', 'restored', 'well maintained'])} order throughout.`,
    80,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(6);
  p.text(60, 'Condition:', { serif: true, size: 10.5 }).text(150, grade, { serif: true, size: 10.5, bold: true });
  p.down(18)
    .text(60, 'Valuation:', { serif: true, size: 10.5 })
    .text(150, `£${num(val, 'en')}`, { serif: true, size: 10.5, bold: true });
  p.down(22);
  para(
    p,
    60,
    "In my opinion this represents a fair agreed value for insurance purposes at today's date. This valuation is given free of charge as a service to members and no liability is accepted.",
    80,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(18).text(60, 'Yours faithfully,', { serif: true, size: 10.5 });
  p.down(26).text(60, who, { serif: true, size: 10.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: val, conditionNotes: grade });
}

/** Iowa: a country appraiser's report with a 1-to-6 condition scale, the chosen class, and the value at the foot. */
export function iowaAppraisalReport(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const year = yearOf(date);
  const val = price(rng, year, 'USD', 4000, 45000);
  const who = `${rng.pick(['Dennis', 'Ron', 'Sharon'])} ${rng.pick(['Vos', 'Ehlers', 'Kuhlmann'])}`;
  const cls = rng.int(2, 4);
  const labels = ['#1 Concours', '#2 Excellent', '#3 Good', '#4 Fair', '#5 Restorable', '#6 Parts Car'];
  const grade = labels[cls - 1];
  const built = rng.int(1930, 1975);
  p.text(50, `${who} — Collector Vehicle Appraisals`, { size: 13, bold: true });
  p.down(12).text(50, `${rng.pick(['Carroll', 'Storm Lake', 'Spencer'])}, Iowa · Member, Iowa Classic Car Club`, { size: 8.5 });
  p.down(30)
    .text(50, 'APPRAISAL REPORT', { size: 14, bold: true })
    .text(545, `Report date: ${fd(date, 'uslong')}`, { size: 9.5, align: 'right' });
  p.down(26);
  const kv: [string, string][] = [
    ['Client', rng.pick(['Harold Boeckman', 'Joan Stille', 'Lyle Tjaden'])],
    ['Vehicle', `${built} ${rng.pick(['Ford Model A', 'Chevrolet 3100', 'Farmall M', 'Buick Roadmaster'])}`],
    ['Serial No.', vin(rng, built)],
    ['Inspection', `At owner's farm, ${fd(date, 'us')}`],
  ];
  for (const [l, v] of kv) {
    p.text(50, l, { size: 9.5, bold: true }).text(150, v, { size: 9.5 });
    p.down(15);
  }
  p.down(16).text(50, 'CONDITION CLASS (check one)', { size: 9, bold: true });
  p.down(4);
  labels.forEach((l, i) => {
    p.box(50 + (i % 3) * 160, p.y + 6 + Math.floor(i / 3) * 16, 8, 8);
    if (i === cls - 1) p.text(51 + (i % 3) * 160, 'X', { y: p.y + 13 + Math.floor(i / 3) * 16, size: 8 });
    p.text(64 + (i % 3) * 160, l, { y: p.y + 13 + Math.floor(i / 3) * 16, size: 9 });
  });
  p.down(48);
  para(
    p,
    50,
    `Notes: ${rng.pick(['Older restoration holding up well; paint shows light chips.', 'Original tin, engine rebuilt 1990s, runs and drives.', 'Solid body, interior redone, tires dry-rotted.'])}`,
    100,
    { size: 9 },
  );
  p.down(14);
  hline(p, 50, 495, p.y);
  p.down(20)
    .text(50, 'Appraised (fair market) value:', { size: 11, bold: true })
    .text(545, `$${num(val, 'en')}`, { size: 12, bold: true, align: 'right' });
  p.down(36).text(50, `Appraiser: ${who}`, { size: 9.5 });
  p.down(12).text(50, 'I have no present or contemplated interest in the vehicle appraised.', { size: 8 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: who, appraisalDate: date, appraisedValue: val, conditionNotes: grade });
}
