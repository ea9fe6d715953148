/**
 * Receipts for renewals and fees: a registration office's cash slip for a replacement certificate, a club's renewal
 * receipt naming last year's payment, an Austrian §57a inspection slip, a US motor-vehicle renewal receipt, a British
 * Post Office tax-disc counter slip, a British owners' club renewal with old and new expiry.
 */
import { addDays, doc, fd, hline, num, para, r2, row, sum, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, PageBuilder, US_STATES, digits, lineTable, person, placeAT, placeDE, placeUK, plateAT, plateDE, plateUK, plateUS } from './kit';

/** German registration office cash slip: replacement Zulassungsbescheinigung after loss. */
export function gebuehrErsatzZb(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2006, 2025);
  const pl = placeDE(rng);
  const issuer = rng.pick([`Landratsamt ${pl.city}`, `Stadt ${pl.city}`, `Kreisverwaltung ${pl.city}`]);
  const items: [string, number][] = [
    ['Ausstellung Ersatz-Zulassungsbescheinigung Teil I', 8.4 + rng.pick([0, 1.8, 2.3])],
    ['Versicherung an Eides statt (Verlust)', 30.7],
  ];
  if (rng.chance(0.6)) items.push(['Stempelplaketten (2 St.)', 1.4 + rng.pick([0, 0.4])]);
  if (rng.chance(0.4)) items.push(['Auskunft aus dem Fahrzeugregister', 5.1]);
  const total = sum(items.map((i) => i[1]));
  p.box(120, 50, 355, 380);
  p.y = 75;
  p.text(297, issuer, { size: 12, bold: true, align: 'center' })
    .down(13)
    .text(297, 'Zulassungsstelle – Kasse', { size: 9, align: 'center' })
    .down(11)
    .text(297, `${pl.street}, ${pl.zip} ${pl.city}`, { size: 8, align: 'center' })
    .down(24);
  p.text(135, 'Quittung / Gebührenbeleg', { size: 11, bold: true }).down(16);
  p.text(135, `Beleg-Nr. ${digits(rng, 8)}`, { size: 8.5 })
    .text(460, `${fd(date, 'de')} ${rng.int(7, 15)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5, align: 'right' })
    .down(13);
  p.text(135, `Kennzeichen: ${plateDE(rng, rng.chance(0.5))}`, { size: 8.5 }).down(20);
  const cols: Col[] = [{ x: 135 }, { x: 460, align: 'right' }];
  lineTable(
    p,
    cols,
    items.map((i) => [i[0], num(i[1], 'de')]),
    { size: 8.5 },
  );
  hline(p, 135, 325);
  p.down(14);
  row(p, cols, ['Summe EUR', num(total, 'de')], { bold: true, size: 10 });
  p.down(16);
  row(p, cols, [`Gegeben ${rng.pick(['bar', 'EC-Karte'])}`, num(total, 'de')], { size: 8.5 });
  p.down(22);
  p.text(135, 'Gebühren nach der GebOSt. Vielen Dank.', { size: 7.5 }).down(11);
  p.text(135, `Kassenplatz ${rng.int(1, 9)} · Sachb. ${rng.pick(['Me', 'Kr', 'Sz', 'Ho'])}`, { size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: issuer, date, totalCost: total });
}

/** Oldtimer club: receipt for the renewed yearly membership, last year's payment named. */
export function clubBeitragQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2025);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const club = `${rng.pick(['Mercedes-Benz', 'Porsche', 'BMW', 'Opel'])}-${rng.pick(['Veteranen-Club', 'Oldtimer-Club', 'Freunde'])} ${rng.pick(['Süd', 'Westfalen', 'Franken', 'Nord'])} e.V.`;
  const base = cur === 'DM' ? rng.pick([60, 80, 90, 120]) : rng.pick([40, 55, 65, 80]);
  const extra = rng.chance(0.5) ? (cur === 'DM' ? 20 : 12) : 0;
  const total = base + extra;
  const prev = addDays(date, -rng.int(340, 390));
  const member = person(rng, 'de');
  p.text(50, club, { size: 14, bold: true, serif: true })
    .down(13)
    .text(50, `Geschäftsstelle: ${person(rng, 'de')}, ${placeDE(rng).street}, ${placeDE(rng).city}`, { size: 8.5 });
  p.y = 130;
  p.text(50, 'QUITTUNG', { size: 16, bold: true, serif: true })
    .text(545, `Nr. ${y}/${rng.int(10, 480)}`, { size: 10, align: 'right' })
    .down(28);
  para(p, 50, `Von ${member}, Mitglieds-Nr. ${rng.int(100, 3999)}, erhalten für die Verlängerung der Mitgliedschaft ${y}:`, 95, { size: 10, serif: true });
  p.down(8);
  const cols: Col[] = [{ x: 70 }, { x: 400, align: 'right' }];
  lineTable(
    p,
    cols,
    [[`Jahresbeitrag ${y}`, `${num(base, 'de')} ${cur}`], ...(extra ? [[`Clubzeitschrift (Postversand)`, `${num(extra, 'de')} ${cur}`]] : [])],
    { size: 10, serif: true },
  );
  hline(p, 70, 330);
  p.down(14);
  row(p, cols, ['Summe', `${num(total, 'de')} ${cur}`], { size: 10.5, bold: true, serif: true });
  p.down(24);
  p.text(50, `Ihr Beitrag für ${y - 1} ging am ${fd(prev, 'de')} ein – vielen Dank für Ihre Treue.`, { size: 9, serif: true }).down(30);
  p.text(50, `${placeDE(rng).city}, den ${fd(date, 'de')}`, { size: 10, serif: true }).down(34);
  p.text(50, '______________________', { size: 10 }).down(12).text(50, 'Kassenwart', { size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: club, date, totalCost: total });
}

/** Austrian §57a inspection ("Pickerl") cash slip with the previous and next inspection months. */
export function pickerlBeleg(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2025);
  const pl = placeAT(rng);
  const shop = `${rng.pick(['Autohaus', 'Kfz', 'Reifen & Service'])} ${rng.pick(['Strasser', 'Haider', 'Eichinger', 'Pölzl'])}`;
  const fee = r2(rng.pick([48, 54, 59, 64, 72]) + rng.pick([0, 0.9, 0.5]));
  const plak = rng.pick([0, 2.5, 3.3]);
  const total = r2(fee + plak);
  const net = r2(total / 1.2);
  const vat = r2(total - net);
  const older = rng.chance(0.5);
  p.y = 60;
  p.text(297, shop, { size: 12, bold: true, align: 'center' })
    .down(12)
    .text(297, `${pl.street} · ${pl.zip} ${pl.city}`, { size: 8, align: 'center' })
    .down(11)
    .text(297, `Ermächtigte Begutachtungsstelle gem. § 57a KFG`, { size: 8, align: 'center' })
    .down(22);
  p.text(170, `Kassenbeleg ${digits(rng, 6)}`, { size: 9 })
    .text(425, fd(date, 'de'), { size: 9, align: 'right' })
    .down(14);
  p.text(170, `Kennzeichen ${plateAT(rng)} · ${rng.pick(CARS_DE).join(' ')}`, { size: 8.5 }).down(12);
  p.text(170, `Letzte Begutachtung: ${fd(addDays(date, older ? -730 : -365), 'de').slice(3)}`, { size: 8.5 }).down(12);
  p.text(170, `Nächste Begutachtung: ${fd(addDays(date, older ? 730 : 365), 'de').slice(3)}`, { size: 8.5 }).down(20);
  const cols: Col[] = [{ x: 170 }, { x: 425, align: 'right' }];
  lineTable(p, cols, [['§57a-Begutachtung Pkw', num(fee, 'de')], ...(plak ? [['Begutachtungsplakette', num(plak, 'de')]] : [])], { size: 9 });
  hline(p, 170, 255);
  p.down(14);
  row(p, cols, ['Gesamt EUR', num(total, 'de')], { bold: true, size: 10.5 });
  p.down(14);
  row(p, cols, ['darin 20 % USt', num(vat, 'de')], { size: 8 });
  p.down(12);
  row(p, cols, ['netto', num(net, 'de')], { size: 8 });
  p.down(20);
  p.text(297, 'Bezahlt – Danke für Ihren Besuch!', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A US state registration renewal fee receipt from a county or deputy registrar office. */
export function usRenewalFeeReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const st = rng.pick(US_STATES);
  const date = rng.date(1992, 2025);
  const issuer = rng.pick([`${st[2]} County Tax Assessor-Collector`, `${st[0]} Deputy Registrar – ${st[2]}`, `${st[2]} County Clerk – Motor Vehicle Division`]);
  const items: [string, number][] = [
    ['Registration renewal fee', r2(rng.int(25, 70) + rng.pick([0, 0.5, 0.75]))],
    ['County road fee', rng.pick([5, 10, 11.5])],
  ];
  if (rng.chance(0.5)) items.push(['Historic/antique plate fee', rng.pick([8, 12, 15])]);
  if (rng.chance(0.6)) items.push(['Processing fee', rng.pick([1, 1.9, 2.5, 4.75])]);
  const total = sum(items.map((i) => i[1]));
  const exp = addDays(date, rng.int(330, 400));
  p.y = 60;
  p.text(50, issuer.toUpperCase(), { size: 11, bold: true }).down(12).text(50, `${st[2]}, ${st[1]}`, { size: 8.5 }).down(26);
  p.text(50, 'RECEIPT – REGISTRATION RENEWAL', { size: 12, bold: true }).down(16);
  const kv: [string, string][] = [
    ['Receipt no.', digits(rng, 9)],
    ['Transaction date', fd(date, 'us')],
    ['Plate', plateUS(rng)],
    ['Vehicle', `${rng.int(1965, 1995)} ${rng.pick(CARS_EN.slice(6)).join(' ')}`],
    ['Previous expiration', fd(addDays(date, rng.int(-20, 25)), 'us')],
    ['New expiration', fd(exp, 'us')],
    ['Owner', person(rng, 'en').toUpperCase()],
  ];
  for (const [k, v] of kv) p.text(50, k, { size: 9 }).text(170, v, { size: 9.5 }).down(13);
  p.down(12);
  const cols: Col[] = [{ x: 50 }, { x: 350, align: 'right' }];
  lineTable(
    p,
    cols,
    items.map((i) => [i[0], num(i[1], 'en')]),
  );
  hline(p, 50, 300);
  p.down(14);
  row(p, cols, ['TOTAL PAID', `$${num(total, 'en')}`], { bold: true, size: 10.5 });
  p.down(16);
  row(p, cols, [`Payment: ${rng.pick(['CHECK #' + rng.int(1000, 9999), 'CASH', 'VISA ****' + digits(rng, 4)])}`, ''], { size: 8.5 });
  p.down(30);
  p.text(50, 'Keep this receipt with your registration. Your sticker is enclosed.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: issuer, date, totalCost: total });
}

/** A British Post Office counter slip for a renewed vehicle excise licence (tax disc), 1985–2014. */
export function ukTaxDiscSlip(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2014);
  const y = yearOf(date);
  const branch = `${rng.pick(['High Street', 'Market Place', 'Crown', 'Station Road'])} Post Office`;
  const months = rng.pick([6, 12]);
  const duty = y < 1995 ? rng.pick([100, 110, 115, 125, 130]) : rng.pick([140, 155, 165, 180, 195, 220]);
  const amount = months === 6 ? r2(duty * 0.55) : duty;
  const town = placeUK(rng).city;
  p.box(190, 50, 215, 330);
  p.y = 74;
  p.text(297, 'POST OFFICE COUNTERS LTD', { size: 10, bold: true, align: 'center' })
    .down(12)
    .text(297, `${branch}, ${town}`, { size: 8, align: 'center' })
    .down(22);
  p.text(200, fd(date, 'uk'), { size: 8.5 })
    .text(395, `${rng.int(9, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5, align: 'right' })
    .down(12);
  p.text(200, `Session ${rng.int(100, 999)}  Stock unit ${rng.pick(['AA', 'BB', 'CC'])}`, { size: 8 }).down(20);
  p.text(200, `VEHICLE LICENCE ${months} MTHS`, { size: 8.5 }).text(395, num(amount, 'en'), { size: 8.5, align: 'right' }).down(12);
  p.text(200, `Reg ${plateUK(rng, rng.int(1965, 1985))}`, { size: 8 }).down(12);
  p.text(200, `Old disc expired ${fd(addDays(date, rng.int(-25, 5)), 'uk').slice(3)}`, { size: 8 }).down(20);
  hline(p, 200, 195);
  p.down(14);
  p.text(200, 'TOTAL', { size: 9.5, bold: true })
    .text(395, `£${num(amount, 'en')}`, { size: 9.5, bold: true, align: 'right' })
    .down(13);
  p.text(200, rng.pick(['CASH', 'CHEQUE', 'DEBIT CARD']), { size: 8.5 })
    .text(395, num(amount, 'en'), { size: 8.5, align: 'right' })
    .down(26);
  p.text(297, 'THANK YOU', { size: 8.5, align: 'center' }).down(11).text(297, 'Please retain this receipt', { size: 7.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'POST OFFICE COUNTERS LTD', date, totalCost: amount });
}

/** A British owners' club membership renewal receipt, old and new expiry, with a regalia item. */
export function ukClubRenewal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2025);
  const y = yearOf(date);
  const club = rng.pick(['TR Register', 'Jaguar Drivers’ Club', 'MG Car Club', 'Land Rover Series One Club', 'Austin Healey Club']);
  const sub = rng.pick([35, 42, 48, 55, 60]);
  const items: [string, number][] = [[`Annual membership ${y}/${String(y + 1).slice(2)}`, sub]];
  if (rng.chance(0.5)) items.push(['Joint member', rng.pick([5, 8, 10])]);
  if (rng.chance(0.4)) items.push([rng.pick(['Club car badge', 'Window sticker', 'Tie (club colours)']), rng.pick([6.5, 12, 18.5])]);
  const total = sum(items.map((i) => i[1]));
  const prevExp = addDays(date, rng.int(-20, 30));
  p.text(297, club, { size: 15, bold: true, serif: true, align: 'center', y: 64 });
  p.text(297, `Membership Secretary · ${placeUK(rng).street} · ${placeUK(rng).city}`, { size: 8.5, align: 'center', y: 78 });
  p.y = 130;
  p.text(50, 'RECEIPT FOR RENEWAL', { size: 12, bold: true }).text(545, fd(date, 'uklong'), { size: 10, align: 'right' }).down(22);
  p.text(50, `Member: ${person(rng, 'en')}   Membership no. ${rng.int(1000, 29999)}`, { size: 9.5 }).down(13);
  p.text(50, `Membership expired: ${fd(prevExp, 'uk')}   Renewed to: ${fd(addDays(prevExp, 365), 'uk')}`, { size: 9.5 }).down(22);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }];
  lineTable(
    p,
    cols,
    items.map((i) => [i[0], `£${num(i[1], 'en')}`]),
    { size: 9.5 },
  );
  hline(p, 50, 350);
  p.down(14);
  row(p, cols, ['Total received with thanks', `£${num(total, 'en')}`], { bold: true, size: 10 });
  p.down(30);
  para(p, 50, 'Your new membership card is enclosed. Please remember that club agreed-value insurance schemes require current membership.', 100, { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: club, date, totalCost: total });
}
