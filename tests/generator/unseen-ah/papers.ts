/** gen-unseen-ah: policies, registrations and titles for tractors, motorcycles and commercial vehicles. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import * as k from './kit';

const at = (iso: string) => Number(iso.slice(0, 4));
const L = 'ABCDEFGHKLMNPRSTUVWXZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick([...L])).join('');
const yearOn = (iso: string, n = 1) => `${at(iso) + n}${iso.slice(4)}`;

/** A farmers' mutual's Versicherungsschein for a vintage tractor: Haftpflicht and Teilkasko, Beitrag with Versicherungsteuer. */
export function schlepperVersicherung(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_DE);
  const built = k.buildYear(rng, v);
  const start = `${rng.int(2004, 2024)}-${k.pad(rng.int(1, 12), 2)}-01`;
  const end = yearOn(start);
  const net = k.r2(rng.int(40, 160) + rng.pick([0, 0.5, 0.8]));
  const vst = k.r2(net * 0.19);
  const gross = k.r2(net + vst);
  const sb = rng.pick([150, 250, 300]);
  const insurer = `Landwirtschaftlicher Versicherungsverein ${rng.pick(['Hohenlohe', 'Emsland', 'Allgäu'])} a.G.`;
  const no = `LV ${rng.int(100, 999)}-${rng.int(100000, 999999)}`;
  const p = new PageBuilder();
  p.y = 55;
  p.text(50, insurer, { size: 12, bold: true }).down(12).text(50, 'Versicherung für Landwirtschaft und ländlichen Raum', { size: 8 });
  p.y = 110;
  p.text(50, 'Versicherungsschein', { size: 15, bold: true }).down(16);
  p.text(50, 'Oldtimer-Zugmaschine mit grünem Kennzeichen (land- oder forstwirtschaftlich genutzt)', { size: 9 }).down(24);
  const rows: [string, string][] = [
    ['Versicherungsnehmer', k.dePerson(rng)],
    ['Versicherungsschein-Nr.', no],
    ['Fahrzeug', `${k.named(v)}, Baujahr ${built}`],
    ['Kennzeichen', `${rng.pick(['SHA', 'KÜN', 'EL', 'OA'])}-${letters(rng, 2)} ${rng.int(10, 999)}`],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Ablauf', `${fd(end, 'de')} (verlängert sich jeweils um ein Jahr)`],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9.5 }).text(200, b, { size: 9.5 }).down(14);
  p.down(12);
  const cols = [{ x: 50 }, { x: 330 }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Sparte', 'Umfang', 'Jahresbeitrag €'], { bold: true });
  const hp = k.r2(net * 0.6);
  k.line(p, cols, ['Kfz-Haftpflicht', 'Deckung 100 Mio. € pauschal', num(hp, 'de')]);
  k.line(p, cols, ['Teilkasko', `Selbstbeteiligung ${sb} €`, num(k.r2(net - hp), 'de')]);
  k.line(p, cols, ['Summe netto', '', num(net, 'de')]);
  k.line(p, cols, ['Versicherungsteuer 19 %', '', num(vst, 'de')]);
  k.line(p, cols, ['Zu zahlender Jahresbeitrag', '', num(gross, 'de')], { bold: true });
  p.down(16);
  para(
    p,
    50,
    'Das Fahrzeug darf nur für land- oder forstwirtschaftliche Zwecke sowie zu Oldtimer-Veranstaltungen benutzt werden. Es gelten die AKB in der Fassung des Versicherungsbeginns.',
    100,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Teilkasko',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A Beitragsrechnung for a motorcycle on a Saisonkennzeichen (04–10): Haftpflicht only, no deductible. */
export function saisonMotorrad(rng: Random): Generated {
  const v = rng.pick(k.MOTORCYCLES);
  const built = k.buildYear(rng, v);
  const y = rng.int(2000, 2024);
  const start = `${y}-04-01`;
  const end = `${y}-10-31`;
  const gross = k.r2(rng.int(28, 95) + rng.pick([0.4, 0.9, 0.2, 0.6]));
  const insurer = `${rng.pick(['Allgäuer', 'Oberschwäbische', 'Emsländische'])} Oldtimer-Versicherung VVaG`;
  const no = `${rng.int(10, 99)}.${rng.int(100000, 999999)}.${rng.int(1, 9)}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(545, insurer, { size: 11, bold: true, align: 'right' }).down(30);
  p.text(50, k.dePerson(rng))
    .down(12)
    .text(50, `${rng.pick(['Hauptstraße', 'Am Anger', 'Riedweg'])} ${rng.int(1, 50)}`)
    .down(30);
  p.text(50, `Beitragsrechnung ${y}`, { size: 13, bold: true })
    .text(545, fd(addDays(start, -rng.int(10, 40)), 'de'), { align: 'right' })
    .down(20);
  p.text(50, `Vertrag ${no} – Kraftrad ${k.named(v)} (Bj. ${built}), Saisonkennzeichen 04–10`, { size: 9.5 }).down(20);
  para(
    p,
    50,
    `Versicherungsschutz besteht in der Saison vom ${fd(start, 'de')} bis ${fd(end, 'de')}. Versichert ist die Kfz-Haftpflichtversicherung; eine Kaskoversicherung besteht nicht.`,
    95,
  );
  p.down(10);
  const net = k.r2(gross / 1.19);
  const cols = [{ x: 50 }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Haftpflicht-Beitrag (Saison)', num(net, 'de')]);
  k.line(p, cols, ['Versicherungsteuer 19 %', num(k.r2(gross - net), 'de')]);
  k.line(p, cols, ['Gesamtbeitrag', `${num(gross, 'de')} EUR`], { bold: true });
  p.down(14);
  p.text(50, 'Der Beitrag wird zum Saisonbeginn von Ihrem Konto abgebucht.', { size: 8.5 });
  return doc(p, 'de', { documentType: 'insurance', policyNumber: no, coverageType: 'Haftpflicht', premium: gross, effectiveStart: start, effectiveEnd: end });
}

/** An Emmental Police for a Veteranenfahrzeug (a tractor or a Unimog): Prämie with Stempelabgabe, Selbstbehalt, Teilkasko. */
export function emmentalPolice(rng: Random): Generated {
  const v = rng.pick([...k.TRACTORS_CH, ...k.COMMERCIAL.slice(0, 2)]);
  const built = k.buildYear(rng, v);
  const start = `${rng.int(2000, 2024)}-01-01`;
  const end = `${at(start)}-12-31`;
  const net = k.r2(rng.int(90, 280) + rng.pick([0, 0.5, 0.3]));
  const stamp = k.r2(Math.round(net * 0.05 * 20) / 20);
  const gross = k.r2(net + stamp);
  const sb = rng.pick([200, 300, 500]);
  const insurer = `${rng.pick(['Emmentalische', 'Oberemmentaler', 'Trachselwalder'])} Versicherung Genossenschaft`;
  const no = `${rng.int(1, 9)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const p = new PageBuilder();
  p.y = 55;
  p.text(50, insurer, { size: 13, bold: true })
    .down(12)
    .text(50, rng.pick(['3550 Langnau i.E.', '3454 Sumiswald', '3456 Trachselwald']), { size: 8.5 });
  p.y = 115;
  p.text(50, `Police Nr. ${no}`, { size: 14, bold: true }).down(20);
  const rows: [string, string][] = [
    ['Versicherungsnehmer', k.dePerson(rng)],
    ['Fahrzeug', `${k.named(v)}, Jg. ${built}, Veteranenfahrzeug`],
    ['Kontrollschild', `BE ${rng.int(10000, 99999)} (grün)`],
    ['Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9.5 }).text(190, b, { size: 9.5 }).down(14);
  p.down(12);
  p.text(50, 'Deckungen', { bold: true }).down(14);
  p.text(60, '– Haftpflicht, Garantiesumme CHF 100 Mio.', { size: 9.5 }).down(13);
  p.text(60, `– Teilkasko (Feuer, Elementar, Diebstahl, Glas), Selbstbehalt CHF ${sb}.–`, { size: 9.5 }).down(20);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  k.line(p, cols, ['Nettoprämie', num(net, 'ch')]);
  k.line(p, cols, ['Eidg. Stempelabgabe 5 %', num(stamp, 'ch')]);
  k.line(p, cols, ['Jahresprämie CHF', num(gross, 'ch')], { bold: true });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Teilkasko',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A British classic bike broker's schedule: limited mileage, agreed value, comprehensive, excess, IPT. */
export function ukBikeSchedule(rng: Random): Generated {
  const v = rng.pick(k.MOTORCYCLES.filter((x) => x.make !== 'Zündapp'));
  const built = k.buildYear(rng, v);
  const start = rng.date(2005, 2024);
  const end = addDays(yearOn(start), -1);
  const net = k.r2(rng.int(60, 190) + rng.pick([0, 0.5, 0.25]));
  const ipt = at(start) < 2011 ? 5 : at(start) < 2015 ? 6 : at(start) < 2016 ? 9.5 : at(start) < 2017 ? 10 : 12;
  const tax = k.r2((net * ipt) / 100);
  const gross = k.r2(net + tax);
  const xs = rng.pick([50, 100, 150, 250]);
  const broker = `${rng.pick(['Quantock', 'Mendip', 'Levels'])} Classic Bike Insurance Services`;
  const no = `QCB/${rng.int(100000, 999999)}/${rng.int(1, 9)}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, broker, { size: 14, bold: true }).down(12).text(50, `Taunton, Somerset · Authorised and regulated by the FCA`, { size: 8 });
  p.y = 115;
  p.text(50, 'SCHEDULE', { size: 13, bold: true }).down(20);
  const rows: [string, string][] = [
    ['Policy number', no],
    ['Policyholder', k.enPerson(rng)],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    ['Motorcycle', `${built} ${k.named(v)}`],
    ['Cover', 'Comprehensive'],
    ['Agreed value', `£${num(rng.int(30, 180) * 100, 'en')}`],
    ['Annual mileage limit', `${rng.pick([1500, 3000, 5000])} miles`],
    ['Excess', `£${xs} (accidental damage, fire and theft)`],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9.5 }).text(200, b, { size: 9.5 }).down(14);
  p.down(10);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  k.line(p, cols, ['Premium', num(net, 'en')]);
  k.line(p, cols, [`Insurance Premium Tax @ ${ipt}%`, num(tax, 'en')]);
  k.line(p, cols, ['Total payable', `£${num(gross, 'en')}`], { bold: true });
  p.down(14);
  para(p, 50, 'Use: social, domestic and pleasure, including club rallies. Not covered for racing, pace-making or commuting.', 100, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Comprehensive',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: xs,
  });
}

/** A Kansas farm mutual's declarations page for an antique farm truck or tractor: coverages table, deductibles in it. */
export function kansasFarmDeclarations(rng: Random): Generated {
  const v = rng.pick([...k.US_TRUCKS, ...k.TRACTORS_US.slice(0, 4)]);
  const built = k.buildYear(rng, v);
  const start = rng.date(1995, 2024);
  const end = yearOn(start);
  const liab = k.r2(rng.int(40, 140) + 0.0);
  const comp = k.r2(rng.int(20, 90));
  const coll = k.r2(rng.int(25, 110));
  const fee = rng.pick([0, 5, 10]);
  const gross = k.r2(liab + comp + coll + fee);
  const ded = rng.pick([250, 500, 1000]);
  const insurer = `${rng.pick(['Prairie', 'Sunflower', 'Flint Hills'])} Farm Mutual Insurance Co.`;
  const no = `FA ${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.y = 55;
  p.text(297, insurer, { size: 13, bold: true, align: 'center' }).down(12);
  p.text(297, 'ANTIQUE & FARM VEHICLE POLICY — DECLARATIONS', { size: 10, align: 'center' }).down(26);
  const rows: [string, string][] = [
    ['Policy No.', no],
    ['Named insured', `${k.enPerson(rng)}, ${rng.pick(['Hays', 'Salina', 'Dodge City', 'Emporia'])}, KS`],
    ['Policy period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 a.m. standard time`],
    ['Vehicle', `${built} ${k.named(v)} — farm plate`],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9 }).text(160, b, { size: 9 }).down(13);
  p.down(14);
  const cols = [{ x: 50 }, { x: 260 }, { x: 400 }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Coverage', 'Limit', 'Deductible', 'Premium'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y - 9);
  k.line(p, cols, ['Liability', '100/300/50', '—', num(liab, 'en')]);
  k.line(p, cols, ['Comprehensive', 'Stated amount', '$100', num(comp, 'en')]);
  k.line(p, cols, ['Collision', 'Stated amount', `$${num(ded, 'en').slice(0, -3)}`, num(coll, 'en')]);
  if (fee) k.line(p, cols, ['Policy fee', '', '', num(fee, 'en')]);
  hline(p, 50, 495, p.y - 9);
  k.line(p, cols, ['TOTAL POLICY PREMIUM', '', '', `$${num(gross, 'en')}`], { bold: true });
  p.down(14);
  para(p, 50, 'Vehicle may be used only in connection with the farm operation, for exhibitions, parades and club activities.', 100, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Collision',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** A Victorian rural insurer's certificate for a club-permit vehicle: agreed value comprehensive, excess, GST and stamp duty. */
export function victoriaAgreedValue(rng: Random): Generated {
  const v = rng.pick([...k.UK_COMMERCIAL, ...k.TRACTORS_UK, ...k.MOTORCYCLES.slice(6)]);
  const built = k.buildYear(rng, v);
  const start = rng.date(2005, 2024);
  const end = yearOn(start);
  const base = k.r2(rng.int(150, 480) + rng.pick([0, 0.5]));
  const gst = k.r2(base * 0.1);
  const duty = k.r2((base + gst) * 0.1);
  const gross = k.r2(base + gst + duty);
  const xs = rng.pick([250, 400, 500]);
  const insurer = `${rng.pick(['Wimmera', 'Murray', 'Grampians'])} Rural Insurance Pty Ltd`;
  const no = `VHV${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.y = 55;
  p.text(50, insurer, { size: 13, bold: true }).down(12).text(50, 'Historic & club permit vehicles', { size: 8.5 });
  p.y = 110;
  p.text(50, 'Certificate of Insurance', { size: 13, bold: true }).down(20);
  p.text(50, `Policy ${no}`, { size: 9.5 }).down(13);
  p.text(50, `Insured: ${k.enPerson(rng)}, ${rng.pick(['Horsham', 'Ballarat', 'Warrnambool', 'Mildura'])} VIC`, { size: 9.5 }).down(13);
  p.text(50, `Vehicle: ${built} ${k.named(v)} on club permit`, { size: 9.5 }).down(13);
  p.text(50, `Period: from ${fd(start, 'uklong')} to 4 pm on ${fd(end, 'uklong')}`, { size: 9.5 }).down(20);
  p.text(50, `Cover: Agreed Value Comprehensive — agreed value $${num(rng.int(8, 60) * 1000, 'en').slice(0, -3)}; basic excess $${xs}.`, { size: 9.5 }).down(
    22,
  );
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  k.line(p, cols, ['Base premium', num(base, 'en')]);
  k.line(p, cols, ['GST', num(gst, 'en')]);
  k.line(p, cols, ['Stamp duty', num(duty, 'en')]);
  k.line(p, cols, ['Total amount payable', `$${num(gross, 'en')}`], { bold: true });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: 'Agreed Value Comprehensive',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: xs,
  });
}

/** A Fahrzeugschein for a Zugmaschine with green plates (steuerbefreit), 1960s–1990s, numbered boxes. */
export function fahrzeugscheinZugmaschine(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_DE);
  const built = k.buildYear(rng, v);
  const date = k.paperDate(rng, built, 1962, 2004);
  const no = `${letters(rng, 1)} ${rng.int(1000000, 9999999)}`;
  const plate = `${rng.pick(['SHA', 'KÜN', 'TBB', 'HN', 'EL', 'OA'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'Fahrzeugschein', { size: 18, bold: true, serif: true, align: 'center' }).down(16);
  p.text(297, `Nr. ${no}`, { size: 10, align: 'center' }).down(26);
  const boxes: [string, string][] = [
    ['1 Fahrzeug- und Aufbauart', 'Zugmaschine (Ackerschlepper)'],
    ['2 Hersteller', v.make],
    ['3 Typ', v.model],
    ['4 Fahrzeug-Ident.-Nr.', String(rng.int(10000, 999999))],
    ['Amtliches Kennzeichen', `${plate} (grün)`],
    ['Halter', k.dePerson(rng)],
    ['Tag der ersten Zulassung', fd(`${built}-${k.pad(rng.int(1, 12), 2)}-${k.pad(rng.int(1, 28), 2)}`, 'de')],
    ['Steuer', 'befreit nach § 3 Nr. 7 KraftStG (land- und forstw. Zugmaschine)'],
  ];
  for (const [a, b] of boxes) {
    p.box(50, p.y - 11, 495, 26);
    p.text(55, a, { size: 7 }).text(55, b, { size: 10, y: p.y + 10 });
    p.down(26);
  }
  p.down(16);
  p.text(50, `${rng.pick(['Landratsamt Schwäbisch Hall', 'Landratsamt Hohenlohekreis', 'Landkreis Emsland', 'Landratsamt Ostallgäu'])} – Zulassungsstelle`, {
    size: 9,
  }).down(13);
  p.text(50, `Ausgestellt am ${fd(date, 'de')}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** An Austrian Zulassungsschein for a Traktor (Mühlviertel): Zulassungsschein-Nr. and Kennzeichen in a two-column form. */
export function zulassungsscheinTraktor(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_AT);
  const built = k.buildYear(rng, v);
  const no = `${rng.int(100000, 999999)}`;
  const plate = `${rng.pick(['FR', 'RO', 'UU', 'PE'])}-${rng.int(100, 9999)}${rng.chance(0.5) ? ` ${letters(rng, 1)}` : ''}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'REPUBLIK ÖSTERREICH', { size: 9 }).down(16);
  p.text(50, 'Zulassungsschein', { size: 17, bold: true }).text(545, `Nr. ${no}`, { size: 11, align: 'right' }).down(14);
  p.text(50, `Bezirkshauptmannschaft ${rng.pick(['Freistadt', 'Rohrbach', 'Urfahr-Umgebung', 'Perg'])}`, { size: 9 }).down(24);
  const left: [string, string][] = [
    ['Kennzeichen', plate],
    ['Fahrzeugart', 'Zugmaschine (Traktor)'],
    ['Marke', v.make],
    ['Type', v.model],
    ['Baujahr', String(built)],
  ];
  const right: [string, string][] = [
    ['Zulassungsbesitzer', k.dePerson(rng)],
    ['Fahrgestellnummer', String(rng.int(10000, 99999))],
    ['Höchstgeschwindigkeit', `${rng.pick([20, 25, 30])} km/h`],
    ['Verwendungsbestimmung', 'land- u. forstwirtschaftlich'],
    ['Genehmigt am', fd(rng.date(Math.max(1960, built), 2023), 'de')],
  ];
  const top = p.y;
  left.forEach(([a, b], i) => p.text(50, a, { size: 7.5, y: top + i * 26 }).text(50, b, { size: 10, y: top + i * 26 + 11 }));
  right.forEach(([a, b], i) => p.text(310, a, { size: 7.5, y: top + i * 26 }).text(310, b, { size: 10, y: top + i * 26 + 11 }));
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** A Swiss Fahrzeugausweis for a landwirtschaftliches Motorfahrzeug with a green plate: numbered fields. */
export function fahrzeugausweisLandw(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_CH);
  const built = k.buildYear(rng, v);
  const no = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const plate = `BE ${rng.int(1000, 99999)}`;
  const p = new PageBuilder();
  p.y = 55;
  p.text(50, 'Fahrzeugausweis · Permis de circulation · Licenza di circolazione', { size: 9, bold: true }).down(14);
  p.text(50, 'Kanton Bern – Strassenverkehrs- und Schifffahrtsamt', { size: 8.5 }).down(26);
  const fields: [string, string, string][] = [
    ['15', 'Kontrollschild', `${plate}   (grün, landwirtschaftlich)`],
    ['18', 'Ausweis-Nr.', no],
    ['19', 'Fahrzeugart', 'Landwirtschaftlicher Traktor'],
    ['21', 'Marke und Typ', k.named(v)],
    ['23', 'Fahrgestell-Nr.', String(rng.int(100000, 999999))],
    ['36', '1. Inverkehrsetzung', fd(`${built}-${k.pad(rng.int(1, 12), 2)}-${k.pad(rng.int(1, 28), 2)}`, 'de')],
    ['Halter', '', `${k.dePerson(rng)}, ${rng.pick(['Eggiwil', 'Röthenbach i.E.', 'Signau', 'Trub'])}`],
  ];
  for (const [n, a, b] of fields) {
    p.text(50, n, { size: 8, bold: true }).text(80, a, { size: 8 }).text(210, b, { size: 10 }).down(18);
  }
  p.down(10);
  p.text(50, `Ausgestellt ${fd(rng.date(Math.max(1998, built), 2024), 'de')}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** A DVLA V5C for a tractor or bike in the Historic Vehicle taxation class: document reference number apart from the mark. */
export function v5cHistoric(rng: Random): Generated {
  const v = rng.pick([...k.TRACTORS_UK, ...k.MOTORCYCLES.filter((x) => ['Norton', 'Triumph', 'BSA'].includes(x.make))]);
  const built = k.buildYear(rng, v);
  const issued = rng.date(2012, 2024);
  const ref = `${rng.int(1000, 9999)} ${rng.int(10000, 99999)} ${rng.int(10, 99)}`;
  const plate = rng.chance(0.5) ? `${letters(rng, 3)} ${rng.int(100, 999)}` : `${letters(rng, 2)} ${rng.int(1000, 9999)}`;
  const p = new PageBuilder();
  p.y = 55;
  p.text(50, 'Vehicle Registration Certificate', { size: 15, bold: true }).down(13);
  p.text(50, 'V5C · Issued by DVLA, Swansea', { size: 8.5 }).down(24);
  p.box(50, p.y - 12, 495, 36);
  p.text(58, 'Document reference number', { size: 7.5 }).text(58, ref, { size: 12, bold: true, y: p.y + 14 });
  p.text(320, 'Registration number', { size: 7.5 }).text(320, plate, { size: 12, bold: true, y: p.y + 14 });
  p.down(46);
  const rows: [string, string][] = [
    ['Date of first registration', fd(`${built}-${k.pad(rng.int(1, 12), 2)}-${k.pad(rng.int(1, 28), 2)}`, 'uk')],
    ['Make', v.make.toUpperCase()],
    ['Model', v.model.toUpperCase()],
    [
      'Body type',
      v.from < 1960 && !['Norton', 'Triumph', 'BSA'].includes(v.make)
        ? 'AGRICULTURAL TRACTOR'
        : ['Norton', 'Triumph', 'BSA'].includes(v.make)
          ? 'SOLO'
          : 'AGRICULTURAL TRACTOR',
    ],
    ['Taxation class', 'HISTORIC VEHICLE'],
    ['Registered keeper', `${k.enPerson(rng).toUpperCase()}, ${rng.pick(['LOUTH', 'SPALDING', 'YEOVIL', 'TAUNTON'])}`],
    ['Date of issue', fd(issued, 'uk')],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9 }).text(230, b, { size: 9.5 }).down(15);
  p.down(12);
  para(
    p,
    50,
    'This vehicle is exempt from vehicle tax (historic vehicle) and, as a vehicle of historical interest, from the MOT test; a nil licence must still be taken out each year.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: plate });
}

/** An Iowa or Wisconsin registration card for a farm or antique plate: certificate number, plate, expiry. */
export function usFarmPlateCard(rng: Random): Generated {
  const iowa = rng.chance(0.5);
  const v = rng.pick([...k.US_TRUCKS, ...k.MOTORCYCLES.filter((x) => x.make === 'Harley-Davidson')]);
  const built = k.buildYear(rng, v);
  const issued = rng.date(1990, 2024);
  const exp = `${at(issued) + 1}-${issued.slice(5, 7)}-${iowa ? '01' : '28'}`;
  const no = `${rng.int(10000000, 99999999)}`;
  const plate = iowa ? `FARM ${rng.int(1000, 99999)}` : `${rng.int(1000, 9999)} AH`;
  const p = new PageBuilder();
  p.y = 55;
  p.box(50, 38, 495, 230);
  p.text(297, iowa ? 'STATE OF IOWA · REGISTRATION RECEIPT' : 'WISCONSIN DEPARTMENT OF TRANSPORTATION · REGISTRATION', {
    size: 10,
    bold: true,
    align: 'center',
  }).down(14);
  p.text(297, iowa ? 'County Treasurer — Motor Vehicle Division' : 'Collector / Antique plate', { size: 8, align: 'center' }).down(26);
  const rows: [string, string][] = [
    ['CERTIFICATE NO.', no],
    ['PLATE', plate],
    ['PLATE TYPE', iowa ? 'FARM TRUCK' : 'COLLECTOR'],
    ['YEAR / MAKE', `${built} ${v.make.toUpperCase()}`],
    ['MODEL', v.model.toUpperCase()],
    ['OWNER', k.enPerson(rng).toUpperCase()],
    ['ISSUED', fd(issued, 'us')],
    ['EXPIRES', fd(exp, 'us')],
  ];
  rows.forEach(([a, b], i) => {
    const x = 60 + (i % 2) * 245;
    const yy = p.y + Math.floor(i / 2) * 30;
    p.text(x, a, { size: 7, y: yy }).text(x, b, { size: 10.5, y: yy + 12 });
  });
  p.down(125);
  p.text(60, iowa ? 'Fee paid: $' + num(rng.int(25, 120), 'en') : 'Fee paid: $' + num(rng.pick([75, 100]), 'en'), { size: 8.5 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: no, plateNumber: plate, expiryDate: exp });
}

/** A Fahrzeugbrief for a Zugmaschine of the 1950s: Brief-Nr., the maker's entries, Ausgefertigt am. */
export function fahrzeugbriefSchlepper(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_DE.filter((x) => x.from < 1960));
  const built = k.buildYear(rng, v);
  const date = rng.date(built, Math.min(built + 1, 1962));
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'Fahrzeugbrief', { size: 20, bold: true, serif: true, align: 'center' }).down(16);
  p.text(297, `Nr. ${letters(rng, 1)} ${rng.int(100000, 999999)}`, { size: 10, serif: true, align: 'center' }).down(26);
  const rows: [string, string][] = [
    ['Fahrzeugart', 'Zugmaschine'],
    [
      'Hersteller',
      `${v.make === 'Lanz' ? 'Heinrich Lanz AG, Mannheim' : v.make === 'Hanomag' ? 'Hanomag AG, Hannover' : v.make === 'Fendt' ? 'Xaver Fendt & Co., Marktoberdorf' : v.make === 'Porsche-Diesel' ? 'Porsche-Diesel Motorenbau GmbH' : v.make}`,
    ],
    ['Typ', v.model],
    ['Fahrgestell-Nr.', String(rng.int(10000, 299999))],
    ['Motor', `${rng.pick(['1-Zyl. Glühkopf', '2-Zyl. Diesel', '3-Zyl. Diesel'])}, ${rng.int(14, 40)} PS`],
    ['Höchstgeschwindigkeit', `${rng.pick([16, 20, 25])} km/h`],
  ];
  for (const [a, b] of rows) p.text(70, a, { size: 9.5, serif: true }).text(240, b, { size: 10, serif: true }).down(17);
  p.down(16);
  p.text(70, `Ausgefertigt am ${fd(date, 'de')}`, { size: 10, serif: true }).down(14);
  p.text(70, `${rng.pick(['Landratsamt Crailsheim', 'Kreis Aschendorf-Hümmling', 'Landratsamt Kempten'])} – Zulassungsstelle`, { size: 9, serif: true }).down(
    28,
  );
  p.text(70, 'Eingetragene Halter', { size: 9, bold: true, serif: true }).down(14);
  p.text(70, `1. ${k.dePerson(rng)}, Landwirt, zugelassen ${fd(addDays(date, rng.int(0, 20)), 'de')}`, { size: 9, serif: true }).down(13);
  p.text(70, `2. ${k.dePerson(rng)}, ${fd(rng.date(built + 8, 1995), 'de')}`, { size: 9, serif: true });
  return doc(p, 'de', { documentType: 'title', date });
}

/** A Zulassungsbescheinigung Teil II for a restored Hanomag or Unimog: numbered fields, the issue date under (I). */
export function zb2Oldtimer(rng: Random): Generated {
  const v = rng.pick([...k.TRACTORS_DE, ...k.COMMERCIAL.slice(0, 2)]);
  const built = k.buildYear(rng, v);
  const date = rng.date(2008, 2024);
  const p = new PageBuilder();
  p.y = 55;
  p.text(50, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 14, bold: true }).down(14);
  p.text(50, `Nr. ${letters(rng, 2)}${rng.int(1000000, 9999999)}`, { size: 10 }).down(26);
  const fields: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', `${rng.pick(['SHA', 'EL', 'OA', 'KF'])}-${letters(rng, 1)} ${rng.int(10, 999)}H`],
    ['B', 'Datum der Erstzulassung', fd(`${built}-${k.pad(rng.int(1, 12), 2)}-01`, 'de')],
    ['C.2.1', 'Name/Firmenname', k.dePerson(rng)],
    ['D.1', 'Marke', v.make.toUpperCase()],
    ['D.2', 'Typ', v.model],
    ['E', 'Fahrzeug-Identifizierungsnummer', String(rng.int(100000, 999999))],
    ['J', 'Fahrzeugklasse', v.model.includes('Unimog') ? 'N2G' : 'T'],
    ['5', 'Bezeichnung der Fahrzeugklasse', v.model.includes('Unimog') ? 'Lkw (Oldtimer)' : 'Zugmaschine (Oldtimer)'],
  ];
  for (const [c, a, b] of fields) p.text(50, c, { size: 8, bold: true }).text(90, a, { size: 8 }).text(260, b, { size: 10 }).down(17);
  p.down(10);
  p.text(50, '(I)', { size: 8, bold: true }).text(90, 'Datum', { size: 8 }).text(260, fd(date, 'de'), { size: 10 }).down(16);
  p.text(90, `${rng.pick(['Landratsamt Ostallgäu', 'Landkreis Emsland', 'Landratsamt Schwäbisch Hall'])}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'title', date });
}

/** A Kansas certificate of title for a grain truck or an antique: title number, odometer exempt, DATE ISSUED. */
export function kansasTitle(rng: Random): Generated {
  const v = rng.pick(k.US_TRUCKS);
  const built = k.buildYear(rng, v);
  const date = rng.date(Math.max(1970, built + 10), 2024);
  const p = new PageBuilder();
  p.y = 55;
  p.box(40, 30, 515, 380);
  p.text(297, 'STATE OF KANSAS', { size: 13, bold: true, align: 'center' }).down(15);
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { size: 11, align: 'center' }).down(28);
  const grid: [string, string][] = [
    ['TITLE NUMBER', `K${rng.int(1000000, 9999999)}`],
    ['YEAR', String(built)],
    ['MAKE', v.make.toUpperCase()],
    ['BODY', v.model.includes('truck') ? 'TRUCK' : 'PICKUP'],
    ['VEHICLE ID NUMBER', `${rng.int(100000, 9999999)}`],
    ['ODOMETER', 'EXEMPT'],
    ['DATE ISSUED', fd(date, 'us')],
    ['PREVIOUS TITLE STATE', rng.pick(['KS', 'NE', 'OK', 'MO'])],
  ];
  grid.forEach(([a, b], i) => {
    const x = 60 + (i % 4) * 122;
    const yy = p.y + Math.floor(i / 4) * 34;
    p.text(x, a, { size: 6.5, y: yy }).text(x, b, { size: 10, y: yy + 13 });
  });
  p.down(80);
  p.text(60, 'OWNER(S)', { size: 7 }).down(12);
  p.text(60, `${k.enPerson(rng).toUpperCase()}`, { size: 10 })
    .down(12)
    .text(60, `${rng.pick(['RR 1', 'PO BOX 22', '1204 MAIN ST'])}, ${rng.pick(['HAYS', 'COLBY', 'ABILENE'])} KS`, { size: 10 })
    .down(26);
  p.text(60, 'FIRST LIENHOLDER: NONE', { size: 8.5 }).down(30);
  p.text(60, 'Director of Vehicles', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date });
}

/** A Wisconsin certificate of title for a Harley or a collector truck: a line of labelled values, the date of issue at the foot. */
export function wisconsinTitle(rng: Random): Generated {
  const v = rng.pick([...k.MOTORCYCLES.filter((x) => x.make === 'Harley-Davidson'), ...k.US_TRUCKS.slice(1, 3)]);
  const built = k.buildYear(rng, v);
  const date = rng.date(Math.max(1975, built + 10), 2024);
  const purchased = addDays(date, -rng.int(5, 60));
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'State of Wisconsin', { size: 12, bold: true, serif: true, align: 'center' }).down(14);
  p.text(297, 'Certificate of Title', { size: 16, bold: true, serif: true, align: 'center' }).down(28);
  p.text(50, `Title No. ${rng.int(100000000, 999999999)}`, { size: 10 })
    .text(545, `Plate: ${rng.int(100, 999)}${rng.pick(['HV', 'CL', 'AM'])}`, { size: 10, align: 'right' })
    .down(20);
  const cols = [{ x: 50 }, { x: 130 }, { x: 260 }, { x: 420 }];
  k.line(p, cols, ['Year', 'Make', 'Model', 'VIN'], { size: 7.5 });
  k.line(p, cols, [String(built), v.make.toUpperCase(), v.model.toUpperCase(), `${rng.int(10, 99)}${letters(rng, 2)}${rng.int(1000, 9999)}`], { size: 10 });
  p.down(12);
  p.text(50, `Owner: ${k.enPerson(rng)}, ${rng.pick(['Eau Claire', 'Wausau', 'Green Bay', 'Janesville'])} WI`, { size: 10 }).down(16);
  p.text(50, `Date of purchase ${fd(purchased, 'us')}   Brand: None`, { size: 9 }).down(16);
  p.text(50, 'Odometer: Exempt — model year older than ten years.', { size: 9 }).down(30);
  p.text(50, `Date of Issue: ${fd(date, 'uslong')}`, { size: 10, bold: true }).down(14);
  p.text(50, 'Secretary of Transportation', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date });
}
