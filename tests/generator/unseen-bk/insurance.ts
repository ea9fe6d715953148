/**
 * Insurance paper on insurers' and brokers' printed forms: a German Beitragsrechnung for a classic, a vorläufige
 * Deckungszusage with its ticks, a Swiss police with Stempelabgabe; a British cover note with the covers struck out
 * "as appropriate", an American declarations page, an Irish renewal notice with the levy.
 */
import { addDays, doc, fd, num, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, curDe, DE_LAST, digits, EN_LAST, Form, letters, person, place, plate, price, vin } from './kit';

const ins = (
  policyNumber: string | undefined,
  coverageType: string,
  premium: number | undefined,
  deductible: number | undefined,
  start: string,
  end: string,
) => ({
  documentType: 'insurance',
  ...(policyNumber ? { policyNumber } : {}),
  coverageType,
  ...(premium !== undefined ? { premium } : {}),
  ...(deductible !== undefined ? { deductible } : {}),
  effectiveStart: start,
  effectiveEnd: end,
});
const yearLater = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** A German insurer's Beitragsrechnung for a classic car: the typed entries in the printed boxes, tax added. */
export function beitragsrechnungOldtimer(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 1 });
  const start = `${rng.int(2002, 2026)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = yearLater(start);
  const year = yearOf(start);
  const insurer = rng.pick(['Württembergische Kraftfahrt', 'Rheinland Versicherungen', 'Hanse-Merkur Kfz', 'Bayerische Beamten Versicherung']);
  const pno = `${rng.int(10, 99)}-${digits(rng, 6)}-${rng.int(1, 9)}`;
  const cover = rng.pick(['Kfz-Haftpflicht und Teilkasko', 'Haftpflicht + Teilkasko (Oldtimer)', 'Kfz-Haftpflicht', 'Haftpflicht und Vollkasko']);
  const hasKasko = cover.includes('kasko');
  const sb = hasKasko ? rng.pick([150, 300, 500]) : undefined;
  const net = price(rng, 160, 'EUR', year, 0.01);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const c = car(rng, 'de', 1990);
  f.cap(42, 52, insurer, 15, { bold: true });
  f.cap(42, 64, 'Versicherungsverein auf Gegenseitigkeit', 7.5);
  const own = person(rng, 'de');
  const home = place(rng, 'DE');
  f.ent(42, 120, own);
  f.ent(42, 133, home.street);
  f.ent(42, 146, home.line);
  f.cap(380, 110, 'Beitragsrechnung', 14, { bold: true });
  f.cap(380, 124, 'zum Versicherungsschein', 8);
  let y = 190;
  f.cell(42, y, 170, 26, 'Versicherungsschein-Nr.', pno);
  f.cell(212, y, 170, 26, 'Datum', fd(addDays(start, -rng.int(20, 40)), 'de'));
  f.cell(382, y, 171, 26, 'Amtl. Kennzeichen', plate(rng, 'DE', 2010));
  y += 26;
  f.cell(42, y, 340, 26, 'Fahrzeug', `${c.make} ${c.model} · FIN ${vin(rng, c)}`);
  f.cell(382, y, 171, 26, 'Tarif', rng.pick(['Oldtimer', 'Klassik', 'H-Kennzeichen']));
  y += 44;
  f.field(42, y, 511, 'Versicherungsumfang:', cover);
  y += 22;
  f.field(42, y, 250, 'Versicherungsdauer vom', fd(start, 'de'));
  f.field(300, y, 253, 'bis', `${fd(end, 'de')}, 24 Uhr`);
  y += 22;
  f.field(42, y, 250, 'Selbstbeteiligung Teilkasko €', sb ? num(sb, 'de') : '');
  f.field(300, y, 253, 'Zahlungsweise', 'jährlich');
  y += 30;
  const g = f.grid(42, y, [371, 140], ['', 'EUR'], 4);
  const rows: [string, number][] = [
    ['Beitrag für das Versicherungsjahr (netto)', net],
    ['Versicherungsteuer 19 %', tax],
  ];
  rows.forEach(([t, v], i) => {
    f.cap(g.left[0] + 6, g.rowY(i), t, 8.5);
    f.ent(g.right[1] - 6, g.rowY(i), num(v, 'de'), { align: 'right' });
  });
  f.cap(g.left[0] + 6, g.rowY(3), 'Zu zahlender Betrag', 9, { bold: true });
  f.ent(g.right[1] - 6, g.rowY(3), num(total, 'de'), { align: 'right', bold: true });
  y = g.bottom + 28;
  f.cap(42, y, `Bitte überweisen Sie den Betrag bis ${fd(addDays(start, 14), 'de')}. Bei Lastschrift wird der Betrag eingezogen.`, 7.5);
  return doc(f.p, 'de', ins(pno, cover, total, sb, start, end));
}

/** A vorläufige Deckungszusage on the insurer's printed pad: ticks, the cover written in, from and to. */
export function vorlaeufigeDeckung(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10.5, drift: 2.4 });
  const start = rng.date(1970, 2007);
  const year = yearOf(start);
  const end = addDays(start, rng.pick([14, 30, 30, 60]));
  const cur = curDe('DE', year);
  const insurer = rng.pick(['Allgemeine Kraftfahrt-Versicherung', 'Deutscher Versicherungsdienst', 'Nordstern Kfz', 'Süddeutsche Versicherung']);
  const pno = `${letters(rng, 2)} ${digits(rng, 7)}`;
  const cover = rng.pick(['Haftpflicht u. Teilkasko', 'Kfz-Haftpflicht', 'Haftpflicht + Fahrzeugvollvers.']);
  const sb = cover.includes('kasko') || cover.includes('voll') ? rng.pick([300, 500, 650, 1000]) / (cur === 'EUR' ? 2 : 1) : undefined;
  const c = car(rng, 'de', year);
  f.frame(42, 36, 511, 470);
  f.cap(60, 62, insurer, 12, { bold: true });
  f.cap(60, 84, 'Vorläufige Deckungszusage', 15, { bold: true, serif: true });
  f.cap(535, 62, `Nr. ${digits(rng, 6)}`, 10, { align: 'right' });
  let y = 112;
  f.field(60, y, 475, 'Versicherungsnehmer', `${person(rng, 'de')}, ${place(rng, 'DE').line}`);
  y += 22;
  f.field(60, y, 230, 'Amtl. Kennzeichen', plate(rng, 'DE', year));
  f.field(300, y, 235, 'Hersteller/Typ', `${c.make} ${c.model}`);
  y += 22;
  f.field(60, y, 475, 'Fahrzeug-Ident.-Nr.', vin(rng, c));
  y += 26;
  f.cap(60, y, 'Verwendung:', 8);
  const priv = rng.chance(0.85);
  let x = f.tick(120, y, 'privat', priv);
  x = f.tick(x, y, 'gewerblich', !priv);
  f.tick(x, y, 'Saisonkennzeichen', rng.chance(0.3));
  y += 24;
  f.field(60, y, 475, 'Vorläufige Deckung wird gewährt für:', cover);
  y += 22;
  f.field(60, y, 300, `Selbstbeteiligung ${cur === 'EUR' ? '€' : 'DM'}`, sb ? String(sb) : '');
  y += 22;
  f.field(60, y, 230, 'ab (Datum)', fd(start, 'de'));
  f.field(300, y, 100, 'Uhrzeit', `${rng.int(8, 17)}.00`);
  y += 22;
  f.field(60, y, 300, 'Die vorläufige Deckung endet am', fd(end, 'de'));
  y += 22;
  f.field(60, y, 300, 'Versicherungsschein-Nr.', pno);
  y += 26;
  f.cap(60, y, 'Die vorläufige Deckung tritt rückwirkend außer Kraft, wenn der Erstbeitrag nicht unverzüglich gezahlt wird.', 7);
  f.cap(60, y + 10, 'Der Beitrag für die vorläufige Deckung wird mit dem Erstbeitrag verrechnet.', 7);
  y += 44;
  f.field(60, y, 230, 'Ort, Datum', `${place(rng, 'DE').town}, ${fd(start, 'de2')}`);
  f.rule(320, y + 1.5, 215);
  f.ent(340, y - 3, `i. A. ${rng.pick(DE_LAST)}`);
  f.cap(320, y + 10, 'Agentur / Unterschrift', 6);
  return doc(f.p, 'de', ins(pno, cover, undefined, sb, start, end));
}

/** A Swiss motor police: Police-Nr., the cover, Jahresprämie plus eidg. Stempelabgabe, Selbstbehalt. */
export function policeCH(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 0.8 });
  const start = `${rng.int(1995, 2026)}-01-01`;
  const end = `${yearOf(start)}-12-31`;
  const year = yearOf(start);
  const insurer = rng.pick(['Helvetia Motorfahrzeug', 'Berner Allgemeine', 'Zürcher Motor-Versicherung', 'Basilea Versicherungen']);
  const pno = `${rng.int(10, 99)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const cover = rng.pick(['Haftpflicht / Teilkasko', 'Haftpflicht', 'Haftpflicht / Teilkasko / Parkschaden', 'Haftpflicht / Vollkasko']);
  const sb = cover.includes('kasko') ? rng.pick([200, 500, 1000]) : undefined;
  const net = price(rng, 280, 'CHF', year, 0.05);
  const stamp = r2(Math.round(net * 0.05 * 20) / 20);
  const total = r2(net + stamp);
  const c = car(rng, 'de', 1990);
  f.cap(42, 52, insurer, 14, { bold: true });
  f.cap(553, 52, 'Police', 18, { bold: true, align: 'right' });
  f.cap(553, 66, 'Motorfahrzeugversicherung', 8, { align: 'right' });
  const home = place(rng, 'CH');
  f.ent(330, 120, person(rng, 'de'));
  f.ent(330, 133, home.street);
  f.ent(330, 146, home.line);
  let y = 180;
  f.cell(42, y, 170, 26, 'Police-Nr.', pno);
  f.cell(212, y, 170, 26, 'Kontrollschild', plate(rng, 'CH', year));
  f.cell(382, y, 171, 26, 'Stamm-Nr.', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`);
  y += 26;
  f.cell(42, y, 340, 26, 'Fahrzeug', `${c.make} ${c.model}, Jg. ${c.built}`);
  f.cell(382, y, 171, 26, 'Veteranen-Tarif', rng.chance(0.6) ? 'ja' : '');
  y += 40;
  f.field(42, y, 511, 'Deckung:', cover);
  y += 22;
  f.field(42, y, 250, 'Vertragsdauer vom', fd(start, 'de'));
  f.field(300, y, 253, 'bis', fd(end, 'de'));
  y += 22;
  f.field(42, y, 250, 'Selbstbehalt Kasko CHF', sb ? num(sb, 'ch') : '');
  y += 30;
  const g = f.grid(42, y, [381, 130], ['Prämienberechnung', 'CHF'], 3);
  f.cap(g.left[0] + 6, g.rowY(0), 'Jahresprämie', 8.5);
  f.ent(g.right[1] - 6, g.rowY(0), num(net, 'ch'), { align: 'right' });
  f.cap(g.left[0] + 6, g.rowY(1), 'Eidg. Stempelabgabe 5 %', 8.5);
  f.ent(g.right[1] - 6, g.rowY(1), num(stamp, 'ch'), { align: 'right' });
  f.cap(g.left[0] + 6, g.rowY(2), 'Total zu bezahlen', 9, { bold: true });
  f.ent(g.right[1] - 6, g.rowY(2), num(total, 'ch'), { align: 'right', bold: true });
  y = g.bottom + 30;
  f.cap(42, y, `${home.town}, ${fd(addDays(start, -rng.int(10, 30)), 'de')}`, 8);
  f.cap(42, y + 14, 'Es gelten die Allgemeinen Versicherungsbedingungen (AVB), Ausgabe 1994.', 7);
  return doc(f.p, 'de', ins(pno, cover, total, sb, start, end));
}

/** A British temporary cover note from a numbered book: the covers struck out "as appropriate", the excess, the premium received. */
export function ukCoverNote(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10.5, drift: 2.6 });
  const start = rng.date(1971, 2000);
  const year = yearOf(start);
  const end = addDays(start, rng.pick([30, 30, 14]));
  const insurer = rng.pick(['Provincial Motor Insurance Co. Ltd', 'Northern Counties Assurance', 'Guardian Road Insurance plc', 'Britannic General Insurance']);
  const noteNo = digits(rng, 6);
  const covers = ['Comprehensive', 'Third Party, Fire and Theft', 'Third Party only'];
  const k = rng.int(0, 2);
  const hasPolicy = rng.chance(0.5);
  const pno = hasPolicy ? `${letters(rng, 2)}/${digits(rng, 6)}` : undefined;
  const excess = k === 0 ? rng.pick([25, 50, 75, 100]) : undefined;
  const prem = price(rng, 35, 'GBP', year, 0.5);
  const c = car(rng, 'en', year, (m) => ['MG', 'Triumph', 'Jaguar', 'Austin', 'Rover', 'Morris', 'Ford', 'Land Rover'].includes(m));
  f.frame(42, 36, 511, 520);
  f.cap(297, 62, insurer.toUpperCase(), 12, { bold: true, align: 'center', serif: true });
  f.cap(297, 80, 'TEMPORARY COVER NOTE', 13, { bold: true, align: 'center' });
  f.cap(535, 62, `No. ${noteNo}`, 10, { align: 'right' });
  f.cap(297, 92, 'Certificate of Insurance — Road Traffic Acts', 7.5, { align: 'center' });
  let y = 120;
  f.field(60, y, 475, 'Name of Policyholder', person(rng, 'en'));
  y += 22;
  f.field(60, y, 475, 'Address', place(rng, 'UK').line);
  y += 22;
  f.field(60, y, 220, 'Registration Mark', plate(rng, 'UK', c.built));
  f.field(290, y, 245, 'Make and Model', `${c.make} ${c.model}`);
  y += 22;
  f.field(60, y, 475, 'Policy No. (if any)', pno ?? '');
  y += 26;
  f.cap(60, y, 'Cover:', 8, { bold: true });
  let x = 95;
  covers.forEach((t, i) => {
    x = f.option(x, y, t, i !== k, 8.5) + 8;
    if (i < 2) x = f.option(x, y, '/', false, 8.5) + 8;
  });
  f.cap(60, y + 10, '(delete as appropriate)', 6.5);
  y += 30;
  f.field(60, y, 200, 'Excess £', excess ? String(excess) : '');
  y += 24;
  f.field(60, y, 300, 'Effective date of commencement of cover', fd(start, rng.pick(['uk', 'uklong'] as const)));
  f.field(370, y, 165, 'Time', `${rng.int(9, 17)}.${rng.pick(['00', '30'])} ${rng.pick(['am', 'pm'])}`);
  y += 22;
  f.field(60, y, 475, 'This cover note expires at midnight on', fd(end, 'uk'));
  y += 22;
  f.field(60, y, 475, 'Persons entitled to drive', rng.pick(['Policyholder only', 'Policyholder and spouse', 'Any driver with the policyholder’s permission']));
  y += 22;
  f.cap(60, y, 'Limitations as to use: Social, domestic and pleasure purposes. Excluding use for hire or reward, racing or competitions.', 7);
  y += 22;
  f.field(60, y, 250, 'Premium received £', num(prem, 'en'));
  y += 30;
  f.cap(60, y, 'I/We hereby certify that the Policy to which this Cover Note relates satisfies the requirements of the relevant law.', 7);
  y += 30;
  f.field(60, y, 220, 'Date of issue', fd(start, 'uk'));
  f.rule(320, y + 1.5, 215);
  f.ent(330, y - 3, `${rng.pick(EN_LAST)} Insurance Brokers`);
  f.cap(320, y + 10, 'Authorised Insurers / Agent', 6);
  return doc(f.p, 'en', ins(pno, covers[k], prem, excess, start, end));
}

/** An American declarations page typed into the insurer's form: coverages with their premiums, the total. */
export function usDeclarations(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9, drift: 0.6 });
  const start = rng.date(1975, 2026);
  const end = rng.chance(0.5) ? yearLater(start) : addDays(start, 182);
  const year = yearOf(start);
  const insurer = rng.pick([
    'Heartland Mutual Insurance Company',
    'Collector Car Underwriters',
    'Great Plains Casualty Co.',
    'Keystone Antique Auto Insurance',
  ]);
  const pno = `${letters(rng, 3)} ${digits(rng, 7)}`;
  const cover = rng.pick(['Antique Auto — Agreed Value', 'Collector Vehicle Policy', 'Personal Auto Policy']);
  const ded = rng.pick([100, 250, 500]);
  const lines: [string, string, number][] = [
    ['Bodily Injury Liability', `$${rng.pick(['25,000/50,000', '50,000/100,000', '100,000/300,000'])}`, price(rng, 40, 'USD', year, 1)],
    ['Property Damage Liability', `$${rng.pick(['25,000', '50,000', '100,000'])}`, price(rng, 25, 'USD', year, 1)],
    ['Medical Payments', `$${rng.pick(['1,000', '5,000'])}`, price(rng, 8, 'USD', year, 1)],
    ['Comprehensive', `Agreed value less $${ded} ded.`, price(rng, 30, 'USD', year, 1)],
    ['Collision', `Agreed value less $${ded} ded.`, price(rng, 45, 'USD', year, 1)],
  ];
  const total = r2(lines.reduce((s, l) => s + l[2], 0));
  const c = car(rng, 'en', 1980, (m) => ['Ford', 'Chevrolet', 'Pontiac', 'Jaguar', 'MG', 'Triumph', 'Datsun'].includes(m));
  f.cap(42, 52, insurer.toUpperCase(), 13, { bold: true });
  f.cap(553, 52, 'DECLARATIONS', 12, { bold: true, align: 'right' });
  let y = 74;
  f.cell(42, y, 200, 26, 'POLICY NUMBER', pno);
  f.cell(242, y, 311, 26, 'POLICY PERIOD  12:01 A.M. STANDARD TIME', `From ${fd(start, 'us')}   To ${fd(end, 'us')}`);
  y += 26;
  f.cell(42, y, 300, 40, 'NAMED INSURED AND ADDRESS', '');
  f.ent(48, y + 22, person(rng, 'en').toUpperCase());
  f.ent(48, y + 34, place(rng, 'US').line.toUpperCase());
  f.cell(342, y, 211, 40, 'TYPE OF POLICY', cover);
  y += 40;
  f.cell(42, y, 60, 24, 'YEAR', String(c.built));
  f.cell(102, y, 180, 24, 'MAKE / MODEL', `${c.make} ${c.model}`.toUpperCase());
  f.cell(282, y, 271, 24, 'VEHICLE IDENTIFICATION NO.', vin(rng, c));
  y += 40;
  const g = f.grid(42, y, [210, 211, 90], ['COVERAGES', 'LIMITS OF LIABILITY', 'PREMIUM'], lines.length + 1);
  lines.forEach(([t, lim, p], i) => {
    f.cap(g.left[0] + 5, g.rowY(i), t, 8);
    f.ent(g.left[1] + 5, g.rowY(i), lim);
    f.ent(g.right[2] - 5, g.rowY(i), `$${num(p, 'en')}`, { align: 'right' });
  });
  f.cap(g.right[1] - 5, g.rowY(lines.length), 'TOTAL PREMIUM', 8, { bold: true, align: 'right' });
  f.ent(g.right[2] - 5, g.rowY(lines.length), `$${num(total, 'en')}`, { align: 'right', bold: true });
  y = g.bottom + 20;
  f.cap(42, y, 'Coverage is provided where a premium is shown. Agreed value: see endorsement AV-1.', 7);
  f.field(42, y + 28, 200, 'Countersigned', `${rng.pick(EN_LAST)} Agency`);
  return doc(f.p, 'en', ins(pno, cover, total, ded, start, end));
}

/** An Irish renewal notice on the insurer's printed form: the cover, premium, the levy, the amount payable, the excess. */
export function irishRenewalNotice(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 9.5, drift: 0.8 });
  const start = rng.date(1986, 2026);
  const end = yearLater(start);
  const year = yearOf(start);
  const cur = year >= 2002 ? 'EUR' : 'IEP';
  const sym = cur === 'EUR' ? '€' : 'IR£';
  const insurer = rng.pick(['Hibernian Motor Insurance', 'Celtic General Assurance', 'Shannon Insurance Company', 'Irish Classic Car Insurance']);
  const pno = `${rng.pick(['MC', 'VC', 'PC'])}${digits(rng, 7)}`;
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire & Theft', 'Comprehensive (Vintage)']);
  const excess = cover.startsWith('Comp') ? price(rng, 200, cur, year, 50) : undefined;
  const prem = price(rng, 180, cur, year, 0.01);
  const levyRate = year >= 2009 ? 3 : 2;
  const levy = r2((prem * levyRate) / 100);
  const total = r2(prem + levy);
  const c = car(rng, 'en', 1985, (m) => ['Ford', 'Austin', 'Morris', 'Volvo', 'Triumph', 'MG', 'Jaguar', 'Land Rover'].includes(m));
  f.cap(42, 52, insurer, 14, { bold: true });
  f.cap(553, 52, 'RENEWAL NOTICE', 12, { bold: true, align: 'right' });
  f.ent(42, 110, person(rng, 'en'));
  f.ent(42, 123, place(rng, 'IE').street);
  f.ent(42, 136, place(rng, 'IE').line);
  let y = 170;
  f.cell(42, y, 170, 26, 'Policy Number', pno);
  f.cell(212, y, 170, 26, 'Renewal Date', fd(start, 'uk'));
  f.cell(382, y, 171, 26, 'Registration', plate(rng, 'IE', c.built));
  y += 26;
  f.cell(42, y, 340, 26, 'Vehicle', `${c.built} ${c.make} ${c.model}`);
  f.cell(382, y, 171, 26, 'Cover', cover);
  y += 40;
  f.field(42, y, 250, 'Period of insurance from', fd(start, 'uk'));
  f.field(300, y, 253, 'to', fd(end, 'uk'));
  y += 22;
  f.field(42, y, 250, `Accidental damage excess ${sym}`, excess ? num(excess, 'en') : '');
  f.field(300, y, 253, 'No claims discount', `${rng.pick([30, 40, 50, 60])}%`);
  y += 30;
  const g = f.grid(42, y, [391, 120], ['', sym], 3);
  f.cap(g.left[0] + 6, g.rowY(0), 'Annual premium', 8.5);
  f.ent(g.right[1] - 6, g.rowY(0), num(prem, 'en'), { align: 'right' });
  f.cap(g.left[0] + 6, g.rowY(1), `Government levy ${levyRate}%`, 8.5);
  f.ent(g.right[1] - 6, g.rowY(1), num(levy, 'en'), { align: 'right' });
  f.cap(g.left[0] + 6, g.rowY(2), 'Total amount payable', 9, { bold: true });
  f.ent(g.right[1] - 6, g.rowY(2), num(total, 'en'), { align: 'right', bold: true });
  y = g.bottom + 26;
  f.cap(42, y, 'To renew, please return this notice with your payment before the renewal date. Your certificate and disc will follow.', 7);
  return doc(f.p, 'en', ins(pno, cover, total, excess, start, end));
}
