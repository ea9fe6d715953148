/**
 * gen-unseen-af dealings: purchase contracts whose price is followed by deposits, trade-ins, taxes and the balance;
 * appraisals naming several values (market, replacement, restoration cost) with one of them labelled as the appraisal.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { address, addDays, car, digits, doc, fd, hline, money, para, person, plate, r2, row, surname, vin, US_CARS, UK_CARS, AU_CARS } from './kit';

const R = 'right' as const;

/** Bonn, 1978–2026: a private Kaufvertrag — Kaufpreis, Inzahlungnahme, Anzahlung bei Vertragsschluss, Restzahlung. */
export function bonnKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 2026);
  const y = Number(date.slice(0, 4));
  const cur = y < 2002 ? 'DM' : 'EUR';
  const c = car(rng, 'de', y);
  const seller = person(rng, 'rheinland');
  const buyer = person(rng, 'rheinland');
  const price = rng.int(40, 600) * (cur === 'DM' ? 100 : 50);
  const trade = rng.chance(0.5) ? rng.int(5, 30) * (cur === 'DM' ? 100 : 50) : 0;
  const dep = rng.int(1, 5) * (cur === 'DM' ? 500 : 250);
  const rest = price - trade - dep;
  const m = (n: number) => `${money(n, cur, 'de', 'bare')} ${cur}`;
  p.y = 50;
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' });
  p.down(14).text(297, '(privat an privat)', { size: 9, align: 'center' });
  p.y = 100;
  p.text(40, 'Verkäufer', { size: 8, bold: true }).text(310, 'Käufer', { size: 8, bold: true });
  p.down(12).text(40, seller).text(310, buyer);
  const sa = address(rng, 'rheinland');
  const ba = address(rng, 'rheinland');
  p.down(12).text(40, sa[0], { size: 9 }).text(310, ba[0], { size: 9 });
  p.down(11).text(40, sa[1], { size: 9 }).text(310, ba[1], { size: 9 });
  p.down(24).text(40, `Fahrzeug: ${c.make} ${c.model}, Erstzulassung ${c.year}, Fahrgestell-Nr. ${vin(rng, 11)}, Kennz. ${plate(rng, 'rheinland')}`, {
    size: 9,
  });
  p.down(13).text(40, `Kilometerstand lt. Tacho: ${rng.int(30, 220)}.${digits(rng, 3)} km`, { size: 9 });
  const cols = [{ x: 60 }, { x: 420, align: R }];
  p.down(24);
  row(p, cols, ['Kaufpreis', m(price)], { bold: true, size: 10 });
  if (trade) {
    p.down(14);
    row(p, cols, [`abzüglich Inzahlungnahme des Fahrzeugs des Käufers (${car(rng, 'de', y).make})`, `- ${m(trade)}`]);
  }
  p.down(14);
  row(p, cols, [`abzüglich Anzahlung, heute bar erhalten`, `- ${m(dep)}`]);
  p.down(4);
  hline(p, 300, 120, p.y + 4);
  p.down(14);
  row(p, cols, ['Restzahlung bei Übergabe', m(rest)], { bold: true });
  p.down(26);
  para(
    p,
    40,
    'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist.',
    110,
    {
      size: 8.5,
    },
  );
  p.down(20).text(40, `${sa[1].replace(/^\d+ /, '')}, den ${fd(date, 'de')}`, { size: 9 });
  p.down(36).text(40, '______________________', { size: 9 }).text(310, '______________________', { size: 9 });
  p.down(11).text(40, 'Unterschrift Verkäufer', { size: 7.5 }).text(310, 'Unterschrift Käufer', { size: 7.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Thun, 1996–2026: a garage's Verkaufsvertrag in CHF — Verkaufspreis, Eintausch, Anzahlung, Restzahlung, MWST enthalten. */
export function thunVerkaufsvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const seller = `Garage ${surname(rng, 'bern')} Oldtimer AG`;
  const c = car(rng, 'de', Number(date.slice(0, 4)));
  const price = rng.int(90, 1200) * 100;
  const trade = rng.int(0, 1) * rng.int(40, 200) * 100;
  const dep = rng.int(2, 10) * 500;
  p.y = 50;
  p.text(40, seller, { size: 13, bold: true });
  p.down(12).text(40, address(rng, 'bern').join(', '), { size: 8 });
  p.y = 110;
  p.text(40, 'VERKAUFSVERTRAG', { size: 15, bold: true });
  p.text(555, `Vertrag Nr. ${digits(rng, 5)}`, { size: 9, align: R });
  p.down(20).text(40, `Käufer: ${person(rng, 'bern')}, ${address(rng, 'bern').join(', ')}`, { size: 9 });
  p.down(13).text(
    40,
    `Fahrzeug: ${c.make} ${c.model}, Jahrgang ${c.year}, Stammnummer ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}, veteranenkonform`,
    { size: 9 },
  );
  const cols = [{ x: 60 }, { x: 460, align: R }];
  p.down(24);
  row(p, cols, ['Verkaufspreis inkl. MWST', money(price, 'CHF', 'ch', 'pre')], { bold: true });
  if (trade) {
    p.down(14);
    row(p, cols, ['./. Eintausch Fahrzeug des Käufers', `- ${money(trade, 'CHF', 'ch', 'pre')}`]);
  }
  p.down(14);
  row(p, cols, ['./. Anzahlung bei Vertragsabschluss', `- ${money(dep, 'CHF', 'ch', 'pre')}`]);
  p.down(14);
  row(p, cols, [`Restzahlung bei Ablieferung am ${fd(addDays(date, rng.int(7, 30)), 'de')}`, money(price - trade - dep, 'CHF', 'ch', 'pre')], { bold: true });
  p.down(24).text(40, 'Das Fahrzeug wird frisch ab MFK und mit Veteranen-Eintrag übergeben. Gerichtsstand Thun.', { size: 8.5 });
  p.down(24).text(40, `Thun, ${fd(date, 'de')}`, { size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Akron, 1985–2026: a dealer's buyer's order — vehicle price, trade-in, taxable amount, sales tax, fees, deposit, balance. */
export function akronBuyersOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const seller = `${surname(rng, 'ohio')} Classic Car Sales`;
  const c = car(rng, 'en', Number(date.slice(0, 4)), US_CARS);
  const price = rng.int(60, 900) * 100;
  const trade = rng.chance(0.6) ? rng.int(20, 150) * 100 : 0;
  const taxable = price - trade;
  const rate = rng.pick([6.75, 7, 7.25]);
  const tax = r2((taxable * rate) / 100);
  const doc_fee = rng.pick([250, 299]);
  const title = 15;
  const totalDue = r2(taxable + tax + doc_fee + title);
  const dep = rng.int(5, 20) * 100;
  p.y = 46;
  p.text(40, seller, { size: 13, bold: true });
  p.down(12).text(40, address(rng, 'ohio').join(', '), { size: 8 });
  p.y = 100;
  p.text(40, "BUYER'S ORDER", { size: 14, bold: true });
  p.text(555, `Date ${fd(date, 'us')}`, { size: 9, align: R });
  p.down(18).text(40, `Purchaser: ${person(rng, 'ohio')}`, { size: 9 });
  p.down(13).text(40, `Vehicle: ${c.year} ${c.make} ${c.model}, VIN ${vin(rng)}, stock #${digits(rng, 4)}`, { size: 9 });
  const cols = [{ x: 60 }, { x: 440, align: R }];
  p.down(22);
  for (const [k, v, b] of [
    ['Cash price of vehicle', price, true],
    ...(trade ? [['Less trade-in allowance', -trade]] : []),
    ['Taxable amount', taxable],
    [`Ohio sales tax ${rate}%`, tax],
    ['Documentary service fee', doc_fee],
    ['Title fee', title],
    ['Total due', totalDue, true],
    ['Less deposit received', -dep],
    ['Balance due on delivery', r2(totalDue - dep), true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [k, money(v, 'USD', 'en')], { bold: b });
    p.down(14);
  }
  p.down(14).text(40, 'Vehicle sold AS IS — no warranty. Seller: authorised signature ______________', { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Fremantle, 2001–2026: a dealer's contract of sale — price incl. GST, licence duty, less trade-in, less deposit. */
export function fremantleContract(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2001, 2026);
  const seller = `${surname(rng, 'wa')} Prestige & Classic Pty Ltd`;
  const c = car(rng, 'en', Number(date.slice(0, 4)), AU_CARS);
  const price = rng.int(150, 1400) * 100;
  const gstIn = r2(price / 11);
  const duty = r2(Math.ceil(price / 100) * rng.pick([2.75, 3.25]));
  const trade = rng.chance(0.5) ? rng.int(50, 300) * 100 : 0;
  const dep = rng.int(5, 30) * 100;
  const bal = r2(price + duty - trade - dep);
  p.y = 46;
  p.text(40, seller, { size: 13, bold: true });
  p.down(12).text(40, `Dealer licence ${digits(rng, 4)} · ABN ${digits(rng, 11)}`, { size: 8 });
  p.y = 100;
  p.text(40, 'CONTRACT OF SALE — MOTOR VEHICLE', { size: 13, bold: true });
  p.down(18).text(40, `Date of contract: ${fd(date, 'uklong')}`, { size: 9 });
  p.down(13).text(40, `Purchaser: ${person(rng, 'wa')}, ${address(rng, 'wa').join(', ')}`, { size: 9 });
  p.down(13).text(40, `Vehicle: ${c.year} ${c.make} ${c.model}, VIN/chassis ${vin(rng, 13)}, rego ${plate(rng, 'wa')}`, { size: 9 });
  const cols = [{ x: 60 }, { x: 440, align: R }];
  p.down(22);
  for (const [k, v, b] of [
    ['Vehicle price (incl. GST)', price, true],
    ['Vehicle licence duty', duty],
    ...(trade ? [['Less trade-in', -trade]] : []),
    ['Less deposit paid', -dep],
    ['Balance payable on delivery', bal, true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [k, money(v, 'AUD', 'en')], { bold: b });
    p.down(14);
  }
  p.down(6).text(60, `GST included in vehicle price: ${money(gstIn, 'AUD', 'en')}`, { size: 8.5 });
  p.down(26).text(40, 'Signed for the dealer ____________________    Purchaser ____________________', { size: 8.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Offenburg, 1990–2026: a Wertgutachten — Marktwert, Wiederbeschaffungswert, Wiederherstellungskosten; the Wiederbeschaffungswert is the one determined. */
export function offenburgWertgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const y = Number(date.slice(0, 4));
  const cur = y < 2002 ? 'DM' : 'EUR';
  const c = car(rng, 'de', y);
  const name = `${rng.pick(['Dipl.-Ing.', 'Dipl.-Ing. (FH)', 'Dr.-Ing.'])} ${person(rng, 'baden')}`;
  const market = rng.int(80, 900) * (cur === 'DM' ? 200 : 100);
  const wbw = r2(Math.round((market * (1.08 + rng.int(0, 12) / 100)) / 100) * 100);
  const resto = r2(Math.round((market * (0.4 + rng.int(0, 40) / 100)) / 100) * 100);
  const note = rng.pick(['2', '2-', '2+', '3+', '3']);
  const cond = `Note ${note} (${note.startsWith('2') ? 'guter Zustand' : 'gebrauchter Zustand'})`;
  const m = (n: number) => `${money(n, cur, 'de', 'bare')} ${cur}`;
  p.y = 50;
  p.text(40, `Ingenieurbüro ${name.split(' ').slice(-1)[0]} — Kfz-Sachverständige`, { size: 12, bold: true });
  p.down(12).text(40, address(rng, 'baden').join(', '), { size: 8 });
  p.y = 110;
  p.text(40, 'WERTGUTACHTEN', { size: 16, bold: true });
  p.down(16).text(40, `Nr. ${digits(rng, 4)}/${String(y).slice(2)} — Besichtigung und Gutachten vom ${fd(date, 'de')}`, { size: 9 });
  p.down(13).text(40, `Fahrzeug: ${c.make} ${c.model}, Baujahr ${c.year}, FIN ${vin(rng, 11)}`, { size: 9 });
  p.down(13).text(40, `Auftraggeber: ${person(rng, 'baden')}`, { size: 9 });
  p.down(20).text(40, 'Zustand', { bold: true, size: 10 });
  p.down(13).text(40, `Zustandsnote: ${cond}`, { size: 9 });
  p.down(12);
  para(p, 40, 'Karosserie ohne nennenswerte Korrosion, Lack mit leichten Gebrauchsspuren, Innenraum original, Motor läuft rund.', 110, { size: 8.5 });
  const cols = [{ x: 60 }, { x: 420, align: R }];
  p.down(14).text(40, 'Ermittelte Werte', { bold: true, size: 10 });
  p.down(14);
  row(p, cols, ['Marktwert (Händlerverkaufswert)', m(market)]);
  p.down(13);
  row(p, cols, ['Wiederbeschaffungswert', m(wbw)]);
  p.down(13);
  row(p, cols, ['Wiederherstellungskosten bei Totalschaden (Schätzung)', m(resto)]);
  p.down(22);
  p.box(40, p.y - 13, 400, 20, true);
  p.text(48, `Festgestellter Wert (Wiederbeschaffungswert): ${m(wbw)}`, { size: 10, bold: true });
  p.down(36).text(40, name, { size: 9 });
  p.down(11).text(40, 'von der IHK öffentlich bestellter und vereidigter Sachverständiger', { size: 7.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: wbw, conditionNotes: cond });
}

/** Leoben, 1985–2026: a Schätzgutachten — Händlereinkaufs- and Händlerverkaufswert, Reparaturkosten; the Schätzwert named. */
export function leobenSchaetzgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const y = Number(date.slice(0, 4));
  const cur = y < 2002 ? 'ATS' : 'EUR';
  const f = cur === 'ATS' ? 140 : 10;
  const c = car(rng, 'de', y);
  const name = `Ing. ${person(rng, 'steiermark')}`;
  const buy = rng.int(40, 600) * f * 10;
  const sell = r2(Math.round((buy * (1.2 + rng.int(0, 15) / 100)) / f) * f);
  const rep = r2(rng.int(10, 120) * f * 10);
  const cond = rng.pick(['gut', 'sehr gut', 'befriedigend']);
  const m = (n: number) => `${cur === 'ATS' ? 'S' : '€'} ${money(n, cur, 'de', 'bare')}`;
  p.y = 50;
  p.text(297, 'SCHÄTZGUTACHTEN', { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, `${name}, allgemein beeideter und gerichtlich zertifizierter Sachverständiger`, { size: 8.5, align: 'center' });
  p.y = 110;
  for (const [k, v] of [
    ['Datum der Schätzung', fd(date, 'de')],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Baujahr', String(c.year)],
    ['Kennzeichen', plate(rng, 'steiermark')],
    ['Eigentümer', person(rng, 'steiermark')],
    ['Allgemeinzustand', cond],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(200, v, { size: 9 });
    p.down(14);
  }
  const cols = [{ x: 40 }, { x: 400, align: R }];
  p.down(16);
  row(p, cols, ['Händlereinkaufswert', m(buy)]);
  p.down(14);
  row(p, cols, ['Händlerverkaufswert', m(sell)]);
  p.down(14);
  row(p, cols, ['Kosten der Instandsetzung zum Zustand 2', m(rep)]);
  p.down(24);
  row(p, cols, ['Schätzwert (Händlerverkaufswert)', m(sell)], { bold: true, size: 11 });
  p.down(30).text(40, `${address(rng, 'steiermark')[1].replace(/^A-\d+ /, '')}, am ${fd(date, 'de')}`, { size: 9 });
  p.down(30).text(40, name, { size: 9 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: sell, conditionNotes: cond });
}

/** Enniskillen, 1990–2026: a valuation certificate — market, replacement and restoration cost; the agreed valuation boxed. */
export function enniskillenValuation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const c = car(rng, 'en', Number(date.slice(0, 4)), UK_CARS);
  const name = `${person(rng, 'nireland')} ${rng.pick(['MIMI', 'AMIRTE', 'FIMI'])}`;
  const market = rng.int(30, 600) * 100;
  const repl = r2(Math.round((market * (1.1 + rng.int(0, 15) / 100)) / 250) * 250);
  const resto = r2(rng.int(40, 400) * 100);
  const cond = rng.pick(['Good', 'Very good', 'Fair', 'Excellent']);
  p.y = 50;
  p.text(40, `${surname(rng, 'nireland')} Vehicle Valuations (Ulster)`, { size: 13, bold: true });
  p.down(12).text(40, address(rng, 'nireland').join(', '), { size: 8 });
  p.y = 110;
  p.text(40, 'VALUATION CERTIFICATE', { size: 14, bold: true });
  p.down(18);
  for (const [k, v] of [
    ['Date of inspection', fd(date, 'uklong')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', plate(rng, 'nireland')],
    ['Owner', person(rng, 'nireland')],
    ['Overall condition', cond],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(190, v, { size: 9 });
    p.down(13);
  }
  const cols = [{ x: 40 }, { x: 400, align: R }];
  p.down(14).text(40, 'Figures considered', { bold: true, size: 10 });
  p.down(14);
  row(p, cols, ['Open market value', money(market, 'GBP', 'en')]);
  p.down(13);
  row(p, cols, ['Replacement cost (comparable example)', money(repl, 'GBP', 'en')]);
  p.down(13);
  row(p, cols, ['Estimated cost of full restoration', money(resto, 'GBP', 'en')]);
  p.down(24);
  p.box(40, p.y - 14, 360, 22);
  p.text(48, `VALUATION for agreed-value insurance: ${money(repl, 'GBP', 'en')}`, { size: 10.5, bold: true });
  p.down(34).text(40, `Signed: ${name}`, { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: repl, conditionNotes: cond });
}

/** Eugene, 1995–2026: a certified appraisal — guide values low/average/high, restoration to #2, the appraised value boxed. */
export function eugeneAppraisal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const c = car(rng, 'en', Number(date.slice(0, 4)), [...US_CARS, 'Jaguar']);
  const name = `${person(rng, 'oregon')}, ${rng.pick(['ASA', 'AMP', 'IAAA certified appraiser'])}`;
  const avg = rng.int(80, 900) * 100;
  const low = r2(Math.round(avg * 0.7));
  const high = r2(Math.round(avg * 1.35));
  const app = r2(Math.round((avg * (1 + rng.int(-8, 15) / 100)) / 500) * 500);
  const resto = r2(rng.int(15, 90) * 1000);
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent']);
  p.y = 50;
  p.text(40, `${surname(rng, 'oregon')} Collector Vehicle Appraisals`, { size: 13, bold: true });
  p.down(12).text(40, address(rng, 'oregon').join(', '), { size: 8 });
  p.y = 110;
  p.text(40, 'CERTIFIED APPRAISAL REPORT', { size: 14, bold: true });
  p.down(18);
  for (const [k, v] of [
    ['Date of appraisal', fd(date, 'uslong')],
    ['Client', person(rng, 'oregon')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['VIN', vin(rng)],
    ['Condition rating', cond],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(180, v, { size: 9 });
    p.down(13);
  }
  const cols = [{ x: 40 }, { x: 420, align: R }];
  p.down(14).text(40, 'Market data', { bold: true, size: 10 });
  for (const [k, v] of [
    ['Price guide — low retail', low],
    ['Price guide — average retail', avg],
    ['Price guide — high retail', high],
    ['Cost to restore to #2 condition', resto],
  ] as [string, number][]) {
    p.down(13);
    row(p, cols, [k, money(v, 'USD', 'en')]);
  }
  p.down(26);
  p.box(40, p.y - 15, 380, 24, true);
  p.text(48, `APPRAISED VALUE: ${money(app, 'USD', 'en')}`, { size: 11, bold: true });
  p.down(34).text(40, `Appraiser: ${name}`, { size: 9 });
  p.down(12).text(40, 'I have no present or prospective interest in the vehicle appraised.', { size: 8 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: app, conditionNotes: cond });
}
