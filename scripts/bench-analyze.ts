/**
 * `npm run bench:analyze`: field accuracy per kind of document (text PDF, scan, real receipt)
 * against the fixtures' truth.json, median and p95 time per document, peak memory, and the
 * ratio of our OCR time (wall and CPU) to the native `tesseract` command's on the same images (when installed).
 * Sets: the fixtures (development), the generated development set, the generated held-out set
 * (other layout families, other seed; its wording is now in the reader's lists), the generated
 * unseen set (wording in no list, decision 030; since looked at while fixing), the second and third
 * unseen sets (gen-unseen-b, gen-unseen-c: written without reading the reader, since spent — their
 * misses studied, decisions 035 and 036), the fourth (gen-unseen-d: the honest "unseen" figure;
 * nobody working on the reader opens it or reads its misses; gen-unseen-e, a fifth honest set by another
 * new author, likewise), gen-unseen-f and gen-unseen-g (development sets by two more new authors,
 * mostly paper of 1975–2005 and of 2005–2026, written for issue 11 to be studied), gen-unseen-h (a
 * development set by another new author: Swiss, Austrian, British and Irish paper, clubs, auction
 * houses and specialist trades, 1980–2026), gen-unseen-i (a development set by another new author: small
 * operators' and public offices' paper of the USA and Germany, 1960–2026), gen-unseen-j (a third honest set by another new author: one collector family's German,
 * US and UK paper over 45 years; like gen-unseen-d and gen-unseen-e, nobody working on the reader opens it), gen-unseen-k (a development set by
 * another new author: paper out of software and e-mail, 2000–2026 — dealer systems, shops, portals, apps), gen-unseen-l (a development set by
 * another new author: Australian, New Zealand, Canadian and South African paper and continental specialists writing in English or German,
 * 1976–2026), gen-unseen-m (a development set by
 * another new author: the cluttered shoebox page — faxed, copied, stamped, annotated, carbon forms, covering letters, stapled slips), gen-unseen-n (a development set by another new author: terse paper — abbreviations,
 * minimal layouts, codes with legends, footnotes, two columns, German, US and UK, 1970–2026), gen-unseen-o (a development set by
 * another new author: independent workshops, one-man garages, mobile mechanics, small restorers and private people of Germany,
 * Austria, Switzerland, the USA and the UK, 1965–2026), gen-unseen-p (a development set by another new author:
 * what large organisations print — dealers' DMS printouts, auction houses, club valuation committees, insurers, registries; DE, AT, CH, UK, IE, US,
 * 1970–2026), gen-unseen-q (a development set by another new author: restoration projects and the parts trade — restorers'
 * stage bills, machine shops, trimmers, platers, mail-order parts suppliers, breakers, club spares schemes; DE, AT, CH, UK, IE, US,
 * 1970–2026), gen-unseen-r (a development set by another new author: everyday ownership over decades — village filling
 * stations, fast-fit chains, test stations, recovery call-outs, carbon duplicate books, motorcycles, tractors, caravans, firms from
 * neighbouring countries, euro changeover pages, thermal slips, green cards, 07 plates, the blue V5, 1970s US titles; 1960–2026),
 * gen-unseen-s (a set by another new author, the fourteenth session's fresh judge, a development set after it: a collector who imports, exports and shows cars — marque specialists,
 * concours preparers, transporters, storage, customs, agreed-value policies, historic plates, auction buyer's invoices; 1972–2024),
 * gen-unseen-t (a set by another new author, the fifteenth session's judge, its overall figure choosing between two classes, decision 064; studied from the seventeenth session, decision 066: GDR and Wende-era workshops in Mark and DM, Central European firms writing German,
 * rural Canada and the US Midwest and South, Commonwealth workshops in rupees, S$, HK$, KSh, Maltese lira and Cyprus pounds; 1967–2023),
 * gen-unseen-u (a set by another new author, the sixteenth session's judge; studied from the seventeenth session, decision 066: German written outside DE/AT/CH (South Tyrol,
 * Luxembourg, Liechtenstein, East Belgium, Namibia) and English of the Forces in Germany and small jurisdictions (Channel Islands, Man, Gibraltar, Bermuda); 1962–2025)
 * gen-unseen-v (a set by another new author, written in the sixteenth session, the seventeenth session's judge; studied from the eighteenth session, decision 067: classic motorcycles, commercial and utility classics, tractors and fire engines in Northern German, Canadian, Australian, New Zealand and South African paper; 1964–2026)
 * gen-unseen-w (a set by another new author, written in the seventeenth session, the eighteenth session's judge; studied from the nineteenth session, decision 068: historic motorsport and estates — race and rally preparers, circuit fuel and tyre slips, rally, track-day and agreed-value cover, cars out of late collectors' estates, probate valuations, registrations and titles passed to heirs; 1955–2026)
 * gen-unseen-x (a set by another new author, written in the eighteenth session, the nineteenth session's judge with gen-unseen-y — nobody working on the reader opens it: restoration trades and heritage paperwork — coachbuilders, trimmers, platers, machine and paint shops, instrument and wheel restorers, catalogue parts houses, staged bills with deposits, estimates become invoices, § 23 StVZO, MOT and FIVA paper, barn-find and export sales, laid-up and agreed-value cover; Southern and Eastern Germany, Tyrol and Styria, Scotland, Wales, Northern England, the US West Coast and New England, Japanese exporters; 1962–2025)
 * gen-unseen-y (a set by another new author, written in the eighteenth session after gen-unseen-x, the nineteenth session's judge with gen-unseen-x — nobody working on the reader opens it: the makers' and dealers' own paper and paper that crosses borders — main-dealer repair orders with warranty, goodwill and recall work, fleet bills, leasing settlements, customs entries, shipping and port storage, § 21 and IVA, re-registrations after import, US titles, dealers' sales with part exchange and deposits, extended-warranty, GAP and classic-fleet cover, works birth and heritage certificates; Lower Saxony, Hesse, the Rhineland-Palatinate, the Saarland, Vorarlberg, the US Sun Belt and Pacific Northwest, the Midlands, Northern Ireland, continental dealers writing English; 1965–2025)
 * gen-unseen-z (a set by another new author, written in the nineteenth session, the next fresh judge — nobody working on the reader opens it: private people and the paper around them — mobile mechanics' and friends' bills typed in word processors, autojumble and parts-market receipts, a club's spares scheme, PayPal, bank-transfer and marketplace confirmations, private sales on printed forms, season-plate, laid-up, club-scheme and collector cover, re-registrations from the Netherlands, Belgium, Denmark, Sweden and Italy, Oregon, Vermont and Montana paper, club valuers' short reports; Saxony-Anhalt, Thuringia, Mecklenburg, the Emsland, the Allgäu, the Burgenland, Graubünden, Wales, Cornwall, Yorkshire, Ireland, New England, the Mountain West, Ontario; 1972–2025)
 * gen-unseen-aa (a set by another new author, written in the twenty-first session, the next fresh judge — nobody working on the reader opens it: marque specialists, concours restorers and race preparers and the paper around their cars — carbon-copy repair orders, dot-matrix bills, a long restoration stage bill, bills on accepted estimates, a core credit, handwritten-style village bills, till slips, policies with stamp duty and insurance taxes, registrations, titles, sales with the parties side by side, valuations; Switzerland, Austria, Bavaria, Hamburg, Zwickau, the Netherlands, Sweden, Denmark, the Cotswolds and the Midlands, Georgia, Tennessee, Alabama, Mississippi, Louisiana, Texas, Florida; 1962–2025)
 * gen-unseen-ab (a set by another new author, written in the twenty-first session after gen-unseen-aa, the next fresh judge — nobody working on the reader opens it: everyday classics and the trades around them — tyre and exhaust centres, a workshop with its own HU day and a test station billing small repairs, an MOT station, body and paint shops, upholsterers, a chrome plater, engine machinists, mail-order parts houses' delivery notes that are the bill with credits, estimates and quotations carried out and billed, a hand-written smith's and an auto-electrician's bill, a carbon-copy repair order, fuel, tyre, parts-market, hardware and breaker's slips, classic and agreed-value cover, registrations and titles, private sales side by side, auction buyers' invoices, an export invoice with transport and customs, valuations; the Emsland, Westphalia, the Westerwald, the Hunsrück, Bremen, Styria, Carinthia, East Belgium, Basel, Provence, Modena, the Costa del Sol, Leicester, Kent, Shropshire, the Black Country, Ontario, Alberta, Quebec, Nova Scotia, Michigan, North Carolina, Arizona, Ohio, Queensland, South Australia, Victoria, New South Wales; 1955–2026)
 * gen-unseen-ac (a set by another new author, written in the twenty-first session, a STUDY author whose set is a development set from the start: the archive of a long life — factory service-book vouchers with dealers' stamps, Italian, French, British and Swedish dealers' typed and carbon bills, a VEB bill in Mark, an Austrian carbon bill in Schilling, recall letters with the work done, estimates carried out and billed, long restoration bills, hand-written village bills, fuel, customs-duty, breakdown, spares-counter and MOT-fee slips, cover notes and policies, the RF 60 logbook, the Swiss grey card, Fahrzeugschein, Zulassungsschein, Kraftfahrzeugbrief, Typenschein, US titles, sales with trade-ins, an export invoice, club and sworn experts' valuations; 1952–2006)
 * gen-unseen-ad (a set by another new author, written in the twenty-first session, a STUDY author — the type model and the fits learn from it: today's digital paper — dealer-management-system printouts with operation codes, work units, shop supplies, environmental fees and sublet, e-invoices with GiroCode, Swiss QR bill and EPC codes, app-booked mobile mechanics, estimates billed against, long restoration-stage bills, online parts shops, fuel-app and payment e-receipts, insurers' e-mails and portal declarations, i-Kfz, DVLA and DMV online receipts, e-registrations and electronic titles, online auctions' buyer receipts, a portal's sale contract side by side, digital appraisals with photo grids; Germany, Austria, Switzerland, the Netherlands, Ireland, the UK, the US South and West, Canada, Australia; 2005–2026)
 * gen-unseen-ae (a set by another new author, written in the twenty-second session, a STUDY author — the type model and the fits learn from it: pre-printed form pads and boxed forms — Rechnungsblöcke with DM | Pf and £ | p columns, Reparaturaufträge and NEBS- and Moore-style repair orders with tick boxes, labour and parts in boxed columns side by side, carbon copies with small labels, insurers' and registries' forms with numbered or lettered fields (Feld 7, (A), C.1.1, Ziffer 4), appraisal forms with grade boxes; Lower Bavaria, Franconia, Saxony, Upper Austria, Vienna, the Zurich Oberland, Scotland, Wales, Yorkshire, Minnesota, Wisconsin, Pennsylvania, New Zealand, South Africa; 1960–2022)
 * gen-unseen-af (a set by another new author, written in the twenty-second session, a STUDY author — the type model and the fits learn from it: the arithmetic of bills — workshop bills with a section per job and its subtotal, page sums for labour and parts, Rabatt, Nachlass and trade discounts, deposits, Anzahlungen, Abschlagsrechnungen and progress billings deducted, Skonto and 2/10 net 30, split VAT, GST and QST, Übertrag and carried forward, old-part credits, sublet, environmental and shop-supply fees, rounding lines, a Korrekturrechnung and a revised invoice, a customer-pay/warranty split; fuel and parts slips with several tax lines and the change; insurance schedules with several coverages, taxes and instalments; registrations and titles with fee lines; sales with deposit, trade-in and balance; appraisals naming several values; Rhineland, Baden, Hesse, Tyrol, Styria, Bern, Lucerne, East Anglia, Northern Ireland, Cornwall, Ohio, Texas, Oregon, Quebec, Western Australia; 1975–2026)
 * gen-unseen-ag (a set by another new author, written in the twenty-second session, a STUDY author — the type model and the fits learn from it: paper from abroad and across borders written in German or English by firms whose own language is another — Danish, Swedish, Norwegian, Finnish, Dutch, Belgian, Luxembourg, Romand, Ticino, Italian, Spanish, Portuguese, Czech, Polish, Hungarian, Slovenian and Greek garages, restorers, parts counters, fuel stations, insurers, registries, dealers and valuers; bilingual labels, the countries' number and date styles, local currencies and VAT names, foreign registrations and titles with translated captions, export paper; 1972–2024)
 * gen-unseen-ah (a set by another new author, written in the twenty-second session, a STUDY author — the type model and the fits learn from it: classic motorcycles, tractors and commercial vehicles — motorcycle and scooter workshops and parts counters, agricultural machinery dealers billing Betriebsstunden / tach hours instead of km, Unimog, VW bus, Land Rover, Citroën H van, fire-engine and coach workshops and coachbuilders, Raiffeisen and farm co-op slips, farmers' mutual and club-permit policies, green-plate Fahrzeugscheine, a V5C in the Historic Vehicle class, farm plates, Schlepper-Fahrzeugbriefe and US titles, a fire brigade's auction, farm dispersal sales, tractor club valuations; Emsland, Allgäu, Hohenlohe, Mühlviertel, Emmental, Lincolnshire, Somerset, Iowa, Kansas, Wisconsin, Saskatchewan, Victoria; 1955–2024)
 * gen-unseen-ai (a set by another new author, written in the twenty-second session, a STUDY author — the type model and the fits learn from it: long and dense pages, each a full page in small print — restoration invoices with 35–60 lines in several tables (labour by trade, parts by assembly, sublet, materials) with page sums, bills with long paragraphs of findings and agreements between the tables, service bills with their terms and conditions below, policies with a schedule over paragraphs of terms, endorsements and exclusions naming other sums and dates, registrations with all their coded fields, titles with lien, odometer and reassignment sections, purchase contracts of many clauses (deposit, delivery, warranty), appraisal reports of 8–12 sections with comparable sales; 1965–2026)
 * gen-unseen-aj (a set by another new author, written in the twenty-third session, a STUDY author — the type model and the fits learn from it: letters and prose — workshops' letters with the bill told in sentences (Anschreiben, report-and-invoice letters, "our charges for labour come to …"), insurers' confirmation and renewal letters with the policy number in the reference line, registries' and DMV covering letters, banks' title letters, dealers' and private sellers' sale letters, appraisers' letter-form valuations, handwritten-style receipts ("Received from … the sum of …"); 1955–2025)
 * gen-unseen-ak (a set by another new author, written in the twenty-third session, a STUDY author — the type model and the fits learn from it: numbers and dates that are not what they seem — pages dense with distractors beside the one true value: customer, order, invoice, account, VAT and bank numbers, VINs, engine and part numbers, plates, previous and next-service mileage, tyre sizes, capacities, hours and unit prices, discounts, deposits and interim invoices paid, balances, cash tendered and change, instalments beside the annual premium, sums insured and other excesses, asking and list prices beside the agreed price, guide values beside the concluded value, order/work/invoice/due dates, issue dates beside cover periods; 1966–2026, DE/AT/CH/UK/US/NL)
 * gen-unseen-al (a set by another new author, written in the twenty-third session, a STUDY author — the type model and the fits learn from it: the classic-car trade's specialists — marque specialists' and restoration shops' bills (matching numbers, concours preparation, bare-metal respray, engine rebuild by stage, hours by trade, sublet to trimmers and platers), parts specialists' mail-order invoices and counter receipts, auction statements (hammer price, buyer's premium), Oldtimer-Kaufverträge, §23 and Wertgutachten with Zustandsnote, club valuations, agreed-value and Saisonkennzeichen policies, H-, 07-, historic and collector registrations, bonded and antique titles; 1965–2026)
 * gen-unseen-am (a set by another new author, written in the twenty-third session, a STUDY author — the type model and the fits learn from it: paper that has been through hands — fax header lines, KOPIE / COPY / DUPLICATE marks, rubber stamps (BEZAHLT, PAID WITH THANKS, Eingegangen, RECEIVED, a dealer's stamp with address over the captions), pen notes in another hand (bar bezahlt, km lt. Tacho, Rest per Scheck, initials, an item added at the foot), struck figures corrected beside, filing notes, page numbers, e-mail and browser print-out headers and footers, scanner imprints, over bills, slips, policies, registrations, titles, sales and valuations; DE, AT, CH, UK, IE, US; 1960–2026)
 * gen-unseen-an (a set by another new author, written in the twenty-third session, a STUDY author — the type model and the fits learn from it: computer printouts of 1975–2005 — dealer management systems' bills and repair orders, insurers' mainframe premium bills and renewal notices, registry terminals' registrations and titles, parts-counter and till slips, dealers' sales printouts and valuation printouts; fixed character columns, ALL CAPS, dashed and equals rules, green-bar bands, system codes (OP-CODE, TEILE-NR, AW, ZE, MWST-KZ, G.O.G.), trailing-minus credits, several subtotals; DE, AT, CH, UK, US)
 * gen-unseen-ao (a set by another new author, written in the twenty-third session, a STUDY author — the type model and the fits learn from it: pages that put things where others don't — the totals box at the top, amounts left of the descriptions, captions right of or under their values, bands of cells across the page (date | mileage | job no. | total), two-column pages, the firm only in the foot's imprint or a side band, parts before labour and the total before its tax, column heads under the rows, schedules as grids of boxed cells, registrations in columns read down then across, parties stacked in boxes with the price in words above the figures, valuations with the value in a big box at the top; DE, AT, CH, UK, IE, US; 1962–2026)
 * gen-unseen-ap (a set by another new author, written in the twenty-third session, a STUDY author — the type model and the fits learn from it: abbreviations and terse paper — the trade's shorthand labels (Rg.-Nr., Ausf. am, Km-St., Endbetr., Lohn ges., Mat., AW; Inv. Dt., Svc Dt, Odo, Lab., Pts, S/T, Amt Due, Pol. No., Eff., Exp., Ded., Reg. Mk, Purch. Pr., Appr'r), telegraphic job lines (Ölw. m. Filt., R&R W/P, LOF), short dates, bare amounts with odd separators, squeezed quantities, on pads, slips, typed cards, counter tickets, brief policy cards, short contracts and valuation notes; DE, AT, CH, UK, US, AU; 1960–2026)
 * gen-unseen-aq … gen-unseen-aw (seven sets by seven more new authors, written in the twenty-fourth session, STUDY authors —
 * the type model and the fits learn from them — steered toward the everyday kinds of page the judges hold: aq dealer and
 * workshop software print-outs 1990–2026; ar one car's life file (four classics through owners in DE, CH, UK, US); as typed
 * and carbon paper 1960–1992; at the village and the kitchen table; au the e-mail and portal era 2008–2026; av forms with
 * many fields; aw money in more than one way (dual currencies, deposits, trade-ins, instalments, several values))
 * gen-unseen-ax … gen-unseen-ba (four more sets by four more new authors, the same session's second wave, STUDY authors:
 * ax small-business software and office templates 1995–2026; ay the yearly round of a classic's paper (spring service,
 * inspection, renewals, seasonal and historic plates); az the trades around the car (platers, machinists, upholsterers,
 * wheel builders, glass fitters …); ba buying, selling and valuing across markets with the workshop paper around each deal)
 * gen-unseen-bb … gen-unseen-bk (ten sets by ten more new authors, written in the twenty-fifth session, STUDY authors, the
 * everyday kinds again: bb the independent workshop's ordinary bill across the decades; bc the car stored, laid up, moved
 * and woken again; bd tests and inspections and the repairs around them; be paper that comes again (renewals, copies,
 * duplicates, reminders); bf North America's everyday; bg British and Irish everyday; bh German everyday; bi Alpine and
 * Antipodean everyday; bj dealers' and large workshops' repair orders; bk printed stationery filled in)
 * gen-unseen-bl … gen-unseen-bq (six sets by six more new authors, written in the twenty-sixth session, STUDY authors: bl the bill
 * whose work and parts are one list; bm who issued the paper (letterheads, stamps, footers, owners' lines, brands); bn pages
 * with many dates; bo one collection's whole archive over 58 years; bp the youngtimer's everyday at chains and dealers; bq the
 * paper that is no workshop bill — policies, registrations, titles, sales and valuations)
 * and the 200 real
 * receipts (also 000–029 apart, the first ones given, and the even (tuned) and odd (held-out) halves).
 * Options: --set NAME (a set above, or receipts), --kind text-pdf|scan-image|real-receipt,
 * --type T (only documents whose true type is T, e.g. receipt), --limit N (per set and kind),
 * --from N (skip the first N per set and kind), --half even|odd (only that half of the real receipts), --verbose, --field RE (only the fields whose names match,
 * each also counted on its own line per set and kind; with --verbose, only their misses).
 * OCR_JOB_TIMEOUT_MS lengthens the pool's per-image limit (a heavily shared machine).
 * OCR_CACHE=/tmp/dir keeps each OCR reading (by image and layout) in that folder, so that runs
 * comparing two versions of the extraction read the same OCR and spend no CPU on it again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { documentDate, type AnalysisResult } from '../src/shared/analysis/analysis-result';
import { analyzeDocument, readDocumentText } from '../src/server/analysis/analyze-document';
import { createOcrPool, defaultPoolSize, type OcrPool } from '../src/server/analysis/ocr-pool';
import { prepareImageForOcr } from '../src/server/analysis/prepare-image';
import sharp from 'sharp';
import { cachedOcrPool } from './cached-ocr-pool';
import { NOT_FIELDS, sameValue } from './field-match';
import { GENERATED_SET_NAMES } from './generated-sets';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures');
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlyKind = arg('--kind');
const onlySet = arg('--set');
const onlyType = arg('--type');
const limit = Number(arg('--limit') ?? Infinity);
const from = Number(arg('--from') ?? 0);
// --half even|odd: only the real receipts of that half (the even half is the one studied; its OCR alone takes long).
const half = arg('--half');
const verbose = args.includes('--verbose');
// Only the fields whose names match (a regular expression: `--field serviceDate`, `--field 'Date$|^date$'`).
const onlyField = arg('--field') ? new RegExp(arg('--field')!) : null;

type Truth = Record<string, unknown> & { file: string; kind: string };
const readTruth = (dir: string) => JSON.parse(fs.readFileSync(path.join(root, dir, 'truth.json'), 'utf8')) as Truth[];
const sets = [
  { name: 'fixtures', dir: 'documents' },
  { name: 'gen-dev', dir: 'generated/dev' },
  { name: 'gen-heldout', dir: 'generated/heldout' },
  ...GENERATED_SET_NAMES.map((name) => ({ name: `gen-${name}`, dir: `generated/${name}` })),
  { name: 'receipts', dir: 'receipts-real' },
]
  .filter((s) => !onlySet || s.name === onlySet)
  .map((s) => ({ ...s, truth: readTruth(s.dir) }));
if (!sets.length) {
  console.error(`Unknown set '${onlySet}': fixtures, gen-dev, gen-heldout, ${GENERATED_SET_NAMES.map((n) => `gen-${n}`).join(', ')} or receipts`);
  process.exit(1);
}

let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const sampler = setInterval(sample, 50);

const median = (xs: number[]) => percentile(xs, 50);
function percentile(xs: number[], p: number) {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

// OCR_JOB_TIMEOUT_MS: a machine shared under heavy load needs longer than the app's 60 s per image.
const realPool = createOcrPool({
  size: process.env.OCR_WORKERS ? Number(process.env.OCR_WORKERS) : defaultPoolSize(),
  jobTimeoutMs: process.env.OCR_JOB_TIMEOUT_MS ? Number(process.env.OCR_JOB_TIMEOUT_MS) : undefined,
});
const pool = cachedOcrPool(realPool, process.env.OCR_CACHE);
// Start the workers before timing: their one-off start-up is not a document's cost (no need over cached readings).
if (!process.env.OCR_CACHE) await realPool.recognize(await prepareImageForOcr(fs.readFileSync(path.join(root, 'documents', 'doc_001_scan.jpg'))));

const kinds = new Map<string, { right: number; total: number; times: number[]; misses: string[]; fields: Map<string, [number, number]> }>();
for (const set of sets) {
  const counts = new Map<string, number>();
  for (const t of set.truth) {
    if (onlyKind && t.kind !== onlyKind) continue;
    if (onlyType && t.documentType !== onlyType) continue;
    const n = (counts.get(t.kind) ?? 0) + 1;
    counts.set(t.kind, n);
    if (n > from + limit || n <= from) continue;
    if (half && t.kind === 'real-receipt' && Number(/\d+/.exec(t.file)?.[0]) % 2 !== (half === 'odd' ? 1 : 0)) continue;
    const file = fs.readFileSync(path.join(root, set.dir, t.file));
    const t0 = performance.now();
    let result: AnalysisResult;
    try {
      // A fault of the reader is answered with no fields (analyze-document.ts): printed here, so that it shows.
      const log = { warn: (obj: unknown, msg?: string) => console.error(`${t.file}: ${msg} — ${((obj as { err?: Error }).err ?? obj) as string}`) };
      result = await analyzeDocument({ fileName: t.file, file }, { ocr: pool, log });
    } catch (error) {
      console.error(`${t.file}: ${(error as Error).message}`);
      continue;
    }
    const ms = performance.now() - t0;
    sample();
    if (verbose) console.error(`${set.name} ${t.file} ${ms.toFixed(0)} ms`);
    const groups = [`${set.name} ${t.kind}`];
    if (t.kind === 'real-receipt') {
      const n = Number(/\d+/.exec(t.file)?.[0]);
      if (n < 30) groups.push(`${set.name} 000-029`);
      // Rules were tuned looking at the even receipts' misses only: the odd half is the held-out figure.
      groups.push(`${set.name} ${n % 2 === 0 ? 'even (tuned)' : 'odd (held out)'}`);
    }
    for (const group of groups) {
      const k = kinds.get(group) ?? { right: 0, total: 0, times: [], misses: [], fields: new Map<string, [number, number]>() };
      kinds.set(group, k);
      k.times.push(ms);
      for (const [field, want] of Object.entries(t)) {
        if (NOT_FIELDS.includes(field) || (onlyField && !onlyField.test(field))) continue;
        // The document's date and a title's VIN are kept in the extracted data (SPEC's answer has no field of their own).
        const got =
          field === 'date'
            ? documentDate(result)
            : field === 'vin'
              ? (result.extractedData.find((p) => p.key === 'vin')?.value ?? null)
              : (result as Record<string, unknown>)[field];
        k.total++;
        const right = sameValue(want, got);
        if (onlyField) {
          const [r, n] = k.fields.get(field) ?? [0, 0];
          k.fields.set(field, [r + Number(right), n + 1]);
        }
        if (right) k.right++;
        else k.misses.push(`${t.file} ${field}: want ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
      }
    }
  }
}

console.log('set and kind              docs  field accuracy       median ms   p95 ms');
for (const [kind, k] of kinds) {
  console.log(
    `${kind.padEnd(25)} ${String(k.times.length).padStart(4)}  ${`${((100 * k.right) / k.total).toFixed(1)} % (${k.right}/${k.total})`.padEnd(20)} ${median(k.times).toFixed(0).padStart(9)} ${percentile(k.times, 95).toFixed(0).padStart(8)}`,
  );
  for (const [field, [r, n]] of k.fields) console.log(`    ${field.padEnd(21)} ${r}/${n}`);
  if (verbose) for (const m of k.misses) console.log(`    ${m}`);
}

// Native tesseract on the same scans, one image at a time, against our OCR (normalise + recognise).
// Wall time is what the budget names; on a shared machine other work stretches either side at
// random, so the CPU time each side spent (our process, threads included; the native child's
// user + system time by /usr/bin/time) is printed too: it does not depend on the load.
const hasTesseract = spawnSync('tesseract', ['--version']).status === 0;
const hasTime = spawnSync('/usr/bin/time', ['-f', '%U', 'true']).status === 0;
if (hasTesseract && (!onlyKind || onlyKind === 'scan-image')) {
  const scans = readTruth('documents')
    .filter((t) => t.kind === 'scan-image')
    .slice(0, Math.min(limit, 6));
  // Over cached readings the workers have not started yet: their one-off start-up is not a scan's cost.
  if (process.env.OCR_CACHE) await realPool.recognize(await prepareImageForOcr(fs.readFileSync(path.join(root, 'documents', scans[0].file))));
  // Ours is the whole reading of an image (readDocumentText: prepared, read, its lines to write on
  // found), and of that the CPU time spent while the worker read (recognize) apart from the rest.
  const ours = { wall: 0, cpu: 0, recognizeCpu: 0 };
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const c = process.cpuUsage(since);
    return (c.user + c.system) / 1000;
  };
  const timedPool: OcrPool = {
    size: realPool.size,
    close: () => realPool.close(),
    workers: () => realPool.workers(),
    async recognize(image, opts) {
      const c0 = process.cpuUsage();
      try {
        return await realPool.recognize(image, opts);
      } finally {
        ours.recognizeCpu += cpuMs(c0);
      }
    },
  };
  // Native tesseract, each variant over the same scans right after ours:
  // - as installed: Debian's "fast" models, one thread. Ours reads an image on one thread, and
  //   OpenMP's second thread only spins on two shared cores (under load it doubles native's wall
  //   and triples its CPU time): the budget's figure.
  // - as installed with OpenMP's threads (no OMP_THREAD_LIMIT), for the record.
  // - over our models (the packages' best_int, more accurate, slower): the engine's cost
  //   (WebAssembly against native code) apart from the model's.
  // - its start-up (models loaded, a blank image read), which every native run pays and our
  //   pool's long-lived workers do not.
  const ourModels = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-tessdata-'));
  for (const code of ['eng', 'deu']) {
    const packed = path.join(path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', `${code}.traineddata.gz`);
    fs.writeFileSync(path.join(ourModels, `${code}.traineddata`), zlib.gunzipSync(fs.readFileSync(packed)));
  }
  const blank = path.join(ourModels, 'blank.png');
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
    .png()
    .toFile(blank);
  const oneThread = { OMP_THREAD_LIMIT: '1' };
  const variants = [
    { name: 'native, fast models, one thread', extra: [] as string[], env: oneThread },
    { name: 'native, fast models, OpenMP threads', extra: [], env: {} },
    { name: 'native, our best_int models, one thread', extra: ['--tessdata-dir', ourModels], env: oneThread },
    { name: "native's start-up (fast, a blank image)", extra: [], env: oneThread, image: blank },
  ].map((v) => ({ ...v, wall: 0, cpu: 0 }));
  const runNative = (file: string, v: (typeof variants)[number]) => {
    const t0 = performance.now();
    const command = ['tesseract', v.image ?? file, 'stdout', '-l', 'eng+deu', ...v.extra];
    const env = { ...process.env, ...v.env };
    if (!('OMP_THREAD_LIMIT' in v.env)) delete env.OMP_THREAD_LIMIT;
    const run = spawnSync(hasTime ? '/usr/bin/time' : command[0], hasTime ? ['-f', 'cpu %U %S', ...command] : command.slice(1), { env, encoding: 'utf8' });
    v.wall += performance.now() - t0;
    const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(run.stderr ?? '');
    if (cpu) v.cpu += (Number(cpu[1]) + Number(cpu[2])) * 1000;
  };
  for (const t of scans) {
    const file = path.join(root, 'documents', t.file);
    const buffer = fs.readFileSync(file);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await readDocumentText(buffer, timedPool);
    ours.wall += performance.now() - t0;
    ours.cpu += cpuMs(c0);
    for (const v of variants) runNative(file, v);
  }
  fs.rmSync(ourModels, { recursive: true, force: true });
  const per = (ms: number) => (ms / scans.length).toFixed(0).padStart(5);
  const [native] = variants;
  console.log(`OCR per scan (${scans.length} fixture scans, ${os.loadavg()[0].toFixed(1)} load)   wall ms   CPU ms   ours ÷ it (wall, CPU)`);
  console.log(
    `ours (prepared, read, lines to write on)       ${per(ours.wall)}    ${per(ours.cpu)}   (recognize ${per(ours.recognizeCpu).trim()} ms CPU, the rest ${per(ours.cpu - ours.recognizeCpu).trim()})`,
  );
  for (const v of variants)
    console.log(
      `${v.name.padEnd(44)} ${per(v.wall)}    ${v.cpu > 0 ? per(v.cpu) : '    -'}   ${(ours.wall / v.wall).toFixed(2)}×${v.cpu > 0 ? `, ${(ours.cpu / v.cpu).toFixed(2)}×` : ''}`,
    );
  console.log(
    `ratio to native tesseract as installed (budget 1.2×): ${(ours.wall / native.wall).toFixed(2)}× wall${native.cpu > 0 ? `, ${(ours.cpu / native.cpu).toFixed(2)}× CPU` : ''}`,
  );
} else if (!hasTesseract) console.log('native tesseract not installed: ratio skipped');

clearInterval(sampler);
sample();
console.log(`peak memory (RSS, OCR pool of ${pool.size}): ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
await pool.close();
