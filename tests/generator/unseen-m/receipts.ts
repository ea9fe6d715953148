/**
 * Receipts out of a shoebox: a till slip photocopied onto A4, a receipt-book Quittung with a received
 * stamp, a mail-order bill with its covering note and the carrier's cash-on-delivery slip, a US parts
 * counter copy with cash and change, a faxed autojumble receipt, a tow ticket with a gas slip stapled on.
 */
import {
  addDays,
  DE_STREETS,
  DE_TOWNS,
  dePerson,
  deVat,
  digits,
  enPerson,
  faxHeader,
  fmt,
  gen,
  letters,
  money,
  moneyDash,
  note,
  num,
  page,
  phoneDe,
  phoneUk,
  phoneUs,
  price,
  stamp,
  sumOf,
  tax,
  UK_PLACES,
  US_PLACES,
  US_STREETS,
  type Family,
} from './kit';

/** A Teilehandel till slip copied onto A4, KOPIE stamp, a hand note of what it was for. */
export const copiedTillSlip: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `${rng.pick(['Kfz-Teile', 'Autoteile'])} ${rng.pick(['Vogt', 'Seidel', 'Krüger'])} KG`;
  const date = rng.date(2002, 2023);
  const items = rng.some(
    ['Zündverteilerkappe', 'Bremsscheiben 2 St.', 'Luftfilter', 'Glühlampe H4', 'Wischerblätter', 'Kühlerfrostschutz 1,5 l', 'Scheibenreiniger'],
    rng.int(3, 5),
  );
  const cents = items.map(() => price(rng, 199, 8999, 1));
  const total = sumOf(cents);
  const given = Math.ceil(total / 5000) * 5000;
  const p = page();
  const x = 200;
  p.box(x - 20, 90, 220, 330);
  p.text(x + 90, shop, { y: 115, size: 11, bold: true, align: 'center' });
  p.text(x + 90, `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${town.zip} ${town.name}`, { y: 128, size: 7.5, align: 'center' });
  p.text(x + 90, `Tel. ${phoneDe(rng, town)}`, { y: 138, size: 7.5, align: 'center' });
  let y = 162;
  items.forEach((it, i) => {
    p.text(x - 10, it, { y, size: 8 });
    p.text(x + 190, `${money(cents[i], 'de')} A`, { y, size: 8, align: 'right' });
    y += 12;
  });
  y += 8;
  p.text(x - 10, 'SUMME EUR', { y, size: 10, bold: true });
  p.text(x + 190, money(total, 'de'), { y, size: 10, bold: true, align: 'right' });
  y += 14;
  p.text(x - 10, 'BAR', { y, size: 8 });
  p.text(x + 190, money(given, 'de'), { y, size: 8, align: 'right' });
  y += 12;
  p.text(x - 10, 'RÜCKGELD', { y, size: 8 });
  p.text(x + 190, money(given - total, 'de'), { y, size: 8, align: 'right' });
  y += 14;
  p.text(x - 10, `A = 19 % MwSt ${money(total - Math.round(total / 1.19), 'de')}  Netto ${money(Math.round(total / 1.19), 'de')}`, { y, size: 7 });
  y += 14;
  p.text(x - 10, `${fmt(date, 'de2')} ${rng.int(8, 18)}:${rng.int(10, 59)}  Kasse ${rng.int(1, 4)}  Bon ${digits(rng, 4)}`, { y, size: 7.5 });
  stamp(p, 60, 60, ['KOPIE'], 16);
  note(p, 60, 470, `Teile für ${rng.pick(['Käfer', 'den Strich-Achter', 'den 2002er'])} – Steuer ${date.slice(0, 4)}`);
  note(p, 60, 490, `kopiert am ${fmt(addDays(date, rng.int(60, 400)), 'deShort')}`, 10);
  return gen(p, 'de', { documentType: 'receipt', date, shopName: shop, totalCost: num(total) });
};

/** A receipt-book Quittung (1980s, DM): amount in figures and words, an Eingangsstempel with its date. */
export const quittungBook: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `Sattlerei ${rng.pick(['Hartmann', 'Kessler', 'Franke'])}`;
  const date = rng.date(1978, 1995);
  const whole = rng.int(18, 99) * 10;
  const total = whole * 100;
  const vat = deVat(date);
  const netto = Math.round(total / (1 + vat / 100));
  const p = page();
  p.box(40, 80, 515, 230);
  p.text(56, 'Quittung', { y: 110, size: 18, bold: true, serif: true });
  p.text(360, 'DM', { y: 110, size: 10 });
  p.box(385, 94, 150, 24);
  p.text(395 + rng.int(0, 10), moneyDash(total), { y: 112, size: 13, serif: true });
  p.text(56, 'Nr.', { y: 134, size: 8 });
  p.text(80, digits(rng, 3), { y: 134, size: 10, serif: true });
  p.text(56, 'DM in Worten', { y: 160, size: 7 });
  const words = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
  const h = Math.floor(whole / 100);
  const t = Math.floor((whole % 100) / 10);
  const tens = ['', 'zehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  p.text(130, `—${h ? `${words[h]}hundert` : ''}${tens[t]}—`, { y: 160, size: 11, serif: true });
  p.text(56, 'von', { y: 184, size: 7 });
  p.text(130, dePerson(rng), { y: 184, size: 11, serif: true });
  p.text(56, 'für', { y: 208, size: 7 });
  p.text(130, rng.pick(['Sitzbezüge neu bezogen, Leder', 'Verdeck neu angefertigt', 'Himmel erneuert']), { y: 208, size: 11, serif: true });
  p.text(56, `Im Betrag sind ${vat} % MwSt. enthalten (netto DM ${money(netto, 'de')})`, { y: 232, size: 7.5 });
  p.text(56, 'richtig erhalten zu haben, bestätigt', { y: 256, size: 7 });
  p.text(56, 'Ort/Datum', { y: 290, size: 6.5 });
  p.text(60, `${town.name}, ${fmt(date, 'deShort')}`, { y: 282, size: 11, serif: true });
  p.text(300, 'Stempel/Unterschrift des Empfängers', { y: 300, size: 6.5 });
  p.text(300, `${shop} · ${rng.pick(DE_STREETS)} ${rng.int(1, 30)} · ${town.name}`, { y: 276, size: 8, bold: true });
  stamp(p, 330, 340, ['EINGANG', fmt(addDays(date, rng.int(3, 30)), 'de')], 10);
  note(p, 60, 360, 'für Finanzamt – Belege 2. Hj.');
  return gen(p, 'de', { documentType: 'receipt', date, shopName: shop, totalCost: num(total) });
};

/** A mail-order parts bill with its covering note above and the Nachnahme slip (postal fee) below. */
export const mailOrderWithCodSlip: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `${rng.pick(['Classic-Teile', 'Oldie-Versand', 'Youngtimer Parts'])} ${rng.pick(['Ziegler', 'Roth'])} e.K.`;
  const date = rng.date(2004, 2024);
  const items = rng.some(['Türdichtung links', 'Chromzierleiste', 'Rückleuchtenglas', 'Tankgeber', 'Blinkerrelais 6V', 'Radkappe'], 3);
  const cents = items.map(() => price(rng, 990, 14990, 10));
  const ship = price(rng, 490, 990, 10);
  const gross = sumOf(cents) + ship;
  const p = page();
  p.text(40, shop, { y: 48, size: 14, bold: true });
  p.text(40, `Versand · ${town.zip} ${town.name} · ${phoneDe(rng, town)}`, { y: 61, size: 8 });
  p.text(
    40,
    'Lieber Kunde, anbei erhalten Sie Ihre Bestellung vom ' +
      fmt(addDays(date, -rng.int(2, 9)), 'de') +
      ' mit Rechnung. Der Betrag wird per Nachnahme erhoben.',
    { y: 90, size: 8.5 },
  );
  p.text(40, 'Rechnung', { y: 124, size: 13, bold: true });
  p.text(555, `Rechnungsdatum ${fmt(date, 'de')}   Kd.-Nr. ${digits(rng, 5)}   Beleg ${digits(rng, 6)}`, { y: 124, size: 8.5, align: 'right' });
  p.y = 150;
  items.forEach((it, i) => {
    p.text(40, `${digits(rng, 5)}`, { y: p.y, size: 8.5 });
    p.text(100, it, { y: p.y, size: 8.5 });
    p.text(555, money(cents[i], 'de'), { y: p.y, size: 8.5, align: 'right' });
    p.down(13);
  });
  p.text(100, 'Versandkosten', { y: p.y, size: 8.5 });
  p.text(555, money(ship, 'de'), { y: p.y, size: 8.5, align: 'right' });
  p.down(20);
  p.text(380, 'Gesamt inkl. 19 % MwSt.', { y: p.y, size: 9.5, bold: true });
  p.text(555, `${money(gross, 'de')} €`, { y: p.y, size: 9.5, bold: true, align: 'right' });
  p.down(12);
  p.text(380, `enthaltene MwSt. ${money(gross - Math.round(gross / 1.19), 'de')} €`, { y: p.y, size: 7.5 });
  // The carrier's COD slip, with the fee on top.
  const fee = price(rng, 400, 690, 10);
  const sy = p.y + 60;
  p.box(40, sy, 300, 110);
  p.text(50, 'NACHNAHME – Einlieferungsbeleg', { y: sy + 16, size: 9, bold: true });
  p.text(50, `Nachnahmebetrag EUR ${money(gross, 'de')}`, { y: sy + 34, size: 8.5 });
  p.text(50, `Übermittlungsentgelt EUR ${money(fee, 'de')}`, { y: sy + 48, size: 8.5 });
  p.text(50, `Vom Empfänger bezahlt EUR ${money(gross + fee, 'de')}`, { y: sy + 62, size: 8.5, bold: true });
  p.text(50, `Sendungsnr. ${digits(rng, 12)}   Zugestellt ${fmt(addDays(date, rng.int(2, 5)), 'de2')}`, { y: sy + 80, size: 8 });
  note(p, 360, sy + 50, 'bar an Zusteller');
  p.text(40, `USt-IdNr. DE${digits(rng, 9)} · Inhaber ${dePerson(rng)} · Postbank IBAN DE${digits(rng, 20)}`, { y: 812, size: 7 });
  return gen(p, 'de', { documentType: 'receipt', date, shopName: shop, totalCost: num(gross) });
};

/** A US parts-counter copy: cash tendered and change, a PAID stamp with a later date. */
export const usPartsCounterCopy: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const shop = `${rng.pick(['Western', 'Keystone', 'Bluegrass'])} Auto Parts`;
  const date = rng.date(1982, 2010);
  const items = rng.some(
    ['Points & condenser', 'Fuel pump', 'Radiator hose', 'Fan belt', 'Motor oil 10W-30 qt', 'Brake fluid 12 oz', 'Headlamp sealed beam'],
    rng.int(3, 5),
  );
  const qty = items.map(() => rng.int(1, 4));
  const unit = items.map(() => price(rng, 149, 4999, 1));
  const sub = sumOf(unit.map((u, i) => u * qty[i]));
  const rate = rng.pick([5, 6, 7.5]);
  const t = tax(sub, rate);
  const total = sub + t;
  const cash = Math.ceil(total / 2000) * 2000;
  const p = page();
  p.text(40, shop, { y: 50, size: 16, bold: true });
  p.text(40, `${rng.pick(US_STREETS)}, ${place.town} ${place.region} ${place.zip}   ${phoneUs(rng, place)}`, { y: 63, size: 8 });
  p.text(555, `INVOICE ${digits(rng, 6)}`, { y: 50, size: 10, bold: true, align: 'right' });
  p.text(555, `DATE ${fmt(date, 'us')}`, { y: 63, size: 9, align: 'right' });
  p.text(40, `SOLD TO: CASH CUSTOMER    CLERK ${letters(rng, 2)}    PO# ${digits(rng, 4)}`, { y: 86, size: 8 });
  p.y = 110;
  const cols = (a: string, b: string, c: string, d: string, e: string, bold = false) => {
    p.text(40, a, { y: p.y, size: 8, bold });
    p.text(100, b, { y: p.y, size: 8, bold });
    p.text(330, c, { y: p.y, size: 8, bold, align: 'right' });
    p.text(430, d, { y: p.y, size: 8, bold, align: 'right' });
    p.text(555, e, { y: p.y, size: 8, bold, align: 'right' });
    p.down(13);
  };
  cols('PART NO', 'DESCRIPTION', 'QTY', 'EACH', 'EXTENDED', true);
  items.forEach((it, i) => cols(`${letters(rng, 2)}${digits(rng, 4)}`, it.toUpperCase(), String(qty[i]), money(unit[i], 'en'), money(unit[i] * qty[i], 'en')));
  p.down(10);
  cols('', '', '', 'SUBTOTAL', money(sub, 'en'));
  cols('', '', '', `TAX ${rate}%`, money(t, 'en'));
  cols('', '', '', 'TOTAL', money(total, 'en'), true);
  cols('', '', '', 'CASH', money(cash, 'en'));
  cols('', '', '', 'CHANGE', money(cash - total, 'en'));
  stamp(p, 60, p.y + 10, ['PAID', fmt(date, 'mon')], 13);
  note(p, 250, p.y + 34, `for the '${rng.int(55, 72)} ${rng.pick(['Bel Air', 'F-100', 'Falcon'])}`);
  p.text(40, 'No returns on electrical parts. Core charge refunded on return of old unit within 30 days.', { y: 800, size: 7 });
  return gen(p, 'en', { documentType: 'receipt', date, shopName: shop, totalCost: num(total) });
};

/** A British autojumble receipt from a spares stall, faxed on later. */
export const ukFaxedAutojumble: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['Pennine', 'Cotswold', 'Fenland'])} Classic Spares`;
  const date = rng.date(1990, 2015);
  const faxed = addDays(date, rng.int(5, 60));
  const items = rng.some(['Lucas distributor cap', 'Smiths temp gauge', 'Door handle, chrome', 'Girling wheel cylinder', 'Wing mirror', 'Manual, workshop'], 3);
  const cents = items.map(() => price(rng, 300, 6500, 50));
  const total = sumOf(cents);
  const p = page();
  faxHeader(p, rng, faxed, shop, phoneUk(rng, place), 'en');
  p.text(297, shop, { y: 70, size: 16, bold: true, align: 'center' });
  p.text(297, `Stall ${rng.int(10, 300)} · ${rng.pick(['Beaulieu', 'Stafford', 'Newark'])} Autojumble · Office: ${place.town}`, {
    y: 84,
    size: 8,
    align: 'center',
  });
  p.text(40, 'RECEIPT', { y: 120, size: 13, bold: true });
  p.text(400, `No. ${digits(rng, 4)}`, { y: 120, size: 10 });
  p.text(40, `Date: ${fmt(date, 'ukDots')}`, { y: 140, size: 10, serif: true });
  p.text(250, `Received from: ${enPerson(rng)}`, { y: 140, size: 10, serif: true });
  p.y = 170;
  items.forEach((it, i) => {
    p.text(60, it, { y: p.y, size: 10, serif: true });
    p.text(500, `£${money(cents[i], 'en')}`, { y: p.y, size: 10, serif: true, align: 'right' });
    p.down(16);
  });
  p.down(6);
  p.text(300, 'Total received', { y: p.y, size: 10, bold: true });
  p.text(500, `£${money(total, 'en')}`, { y: p.y, size: 10, bold: true, align: 'right' });
  p.down(18);
  p.text(60, 'Not VAT registered. Goods sold as seen.', { y: p.y, size: 8 });
  note(p, 60, p.y + 40, `Fax copy as asked — original posted ${fmt(faxed, 'ukDots')}. ${rng.pick(['Ken', 'Pete', 'Alan'])}`);
  return gen(p, 'en', { documentType: 'receipt', date, shopName: shop, totalCost: num(total) });
};

/** A US tow ticket with a gas-station slip stapled on (its own date and total). */
export const usTowTicketWithGasSlip: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const shop = `${rng.pick(['A-1', 'Big Sky', 'Crossroads'])} Towing & Recovery`;
  const date = rng.date(1995, 2025);
  const hook = price(rng, 6500, 12500, 500);
  const milesTowed = rng.int(5, 60);
  const perMile = price(rng, 300, 600, 25);
  const winch = rng.chance(0.5) ? price(rng, 2500, 7500, 500) : 0;
  const total = hook + milesTowed * perMile + winch;
  const p = page();
  p.text(40, shop.toUpperCase(), { y: 50, size: 15, bold: true });
  p.text(40, `24 HR SERVICE · ${place.town}, ${place.region} · ${phoneUs(rng, place)} · USDOT ${digits(rng, 7)}`, { y: 63, size: 8 });
  p.text(555, `TICKET ${digits(rng, 5)}`, { y: 50, size: 10, align: 'right' });
  p.text(
    40,
    `DATE ${fmt(date, 'us')}   CALL ${rng.int(10, 23)}:${rng.int(10, 59)}   FROM ${rng.pick(['I-70 MM 112', 'Route 9 & Elm', 'Walmart lot'])}   TO ${rng.pick(['owner residence', 'Classic Car Clinic', 'storage yard'])}`,
    { y: 90, size: 8.5 },
  );
  p.text(40, `VEHICLE ${rng.pick(['1966 Mustang', '1971 Chevelle', '1978 Trans Am'])}   PLATE ${letters(rng, 3)}-${digits(rng, 4)}`, { y: 104, size: 8.5 });
  p.y = 130;
  const line = (k: string, v: number, bold = false) => {
    p.text(300, k, { y: p.y, size: 9, bold });
    p.text(555, money(v, 'en'), { y: p.y, size: 9, bold, align: 'right' });
    p.down(14);
  };
  line('Hook-up', hook);
  line(`Mileage ${milesTowed} mi @ ${money(perMile, 'en')}`, milesTowed * perMile);
  if (winch) line('Winching', winch);
  line('TOTAL CHARGES', total, true);
  p.text(40, 'Paid by: VISA   Auth ' + digits(rng, 6), { y: p.y + 6, size: 8 });
  const sy = p.y + 40;
  const gasDate = addDays(date, rng.int(-2, 2));
  const gallons = rng.int(600, 1800) / 100;
  const ppg = rng.int(119, 459) / 100;
  const gas = Math.round(gallons * ppg * 100);
  p.box(360, sy, 170, 130);
  [
    `${rng.pick(['SUNOCO', 'CHEVRON', 'CITGO', 'EXXON'])} #${digits(rng, 4)}`,
    `${fmt(gasDate, 'us2')} ${rng.int(6, 22)}:${rng.int(10, 59)}`,
    `PUMP ${rng.int(1, 12)} UNLEADED`,
    `${gallons.toFixed(3)} GAL @ ${ppg.toFixed(3)}`,
    `FUEL TOTAL $${money(gas, 'en')}`,
    `CASH $${money(Math.ceil(gas / 1000) * 1000, 'en')}`,
  ].forEach((s, i) => p.text(368, s, { y: sy + 18 + i * 17, size: 8, bold: i === 4 }));
  note(p, 60, sy + 40, 'gas for the Mustang after tow');
  p.text(40, 'Driver: ' + enPerson(rng) + '. Owner releases tow operator from liability for pre-existing damage.', { y: 800, size: 7 });
  return gen(p, 'en', { documentType: 'receipt', date, shopName: shop.toUpperCase(), totalCost: num(total) });
};

export const RECEIPT_DE: Family[] = [copiedTillSlip, quittungBook, mailOrderWithCodSlip];
export const RECEIPT_EN: Family[] = [usPartsCounterCopy, ukFaxedAutojumble, usTowTicketWithGasSlip];
