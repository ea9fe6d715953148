/**
 * Till receipts where the total meets other sums: the cash handed over and the change, a second currency printed
 * under the total (DM under euro, euro under DM, schilling and euro, Irish pounds tendered in 2002 with change in euro),
 * a core deposit. totalCost is the sale total in the currency the till totals in, never the cash tendered or the change.
 */
import { doc, fd, num, r2, sum, vatDE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { ATS, AT_TOWNS, DEM, DE_TOWNS, IEP, IE_TOWNS, STREETS_DE, UK_TOWNS, US_TOWNS, digits, newPage } from './kit';

const till = (p: ReturnType<typeof newPage>, l: string, r: string, opts: { bold?: boolean; size?: number } = {}) => {
  p.text(200, l, { size: opts.size ?? 9, bold: opts.bold });
  p.text(395, r, { size: opts.size ?? 9, bold: opts.bold, align: 'right' });
  p.down(12);
};
const mid = (p: ReturnType<typeof newPage>, t: string, opts: { bold?: boolean; size?: number } = {}) => {
  p.text(297, t, { size: opts.size ?? 9, bold: opts.bold, align: 'center' });
  p.down(12);
};

/** German filling station 1999–2001: DM total, euro line for information, cash given and change. */
export function tankstelleDm(rng: Random): Generated {
  const p = newPage(60);
  const [town, zip] = rng.pick(DE_TOWNS);
  const brand = rng.pick(['ARAL', 'Shell', 'BP', 'DEA']);
  const name = `${brand} Station ${rng.pick(['Vogt', 'Kruse', 'Albers'])}`;
  const date = rng.date(1999, 2001);
  mid(p, name, { bold: true, size: 11 });
  mid(p, `${rng.pick(STREETS_DE)} ${rng.int(1, 200)}`);
  mid(p, `${zip} ${town}`);
  mid(p, `Tel. ${digits(rng, 4)}-${digits(rng, 5)}`);
  p.down(8);
  const litres = r2(rng.int(2000, 6500) / 100);
  const ppl = r2(rng.int(165, 215) / 100);
  const fuel = r2(litres * ppl);
  const extra = rng.chance(0.6) ? r2(rng.int(2, 15) + 0.99) : 0;
  till(p, `Säule ${rng.int(1, 8)} ${rng.pick(['Super', 'Normal', 'Diesel', 'Super Plus'])}`, '');
  till(p, `  ${num(litres, 'de')} l x ${num(ppl, 'de')}`, `${num(fuel, 'de')} A`);
  if (extra) till(p, rng.pick(['Scheibenreiniger', 'Motoröl 1 l', 'Autowäsche Programm 2']), `${num(extra, 'de')} A`);
  const total = r2(fuel + extra);
  p.down(4);
  till(p, 'SUMME DM', num(total, 'de'), { bold: true, size: 11 });
  till(p, 'Summe EUR', num(r2(total / DEM), 'de'));
  const given = Math.ceil(total / 10) * 10 + (rng.chance(0.5) ? 0 : 50);
  till(p, 'Bar DM', num(given, 'de'));
  till(p, 'Rückgeld DM', num(r2(given - total), 'de'));
  p.down(6);
  const vr = vatDE(yearOf(date));
  till(p, `A = MwSt ${vr} %`, num(r2((total * vr) / (100 + vr)), 'de'));
  till(p, 'Netto', num(r2((total * 100) / (100 + vr)), 'de'));
  p.down(6);
  mid(
    p,
    `${fd(date, 'de2')}  ${String(rng.int(6, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${digits(rng, 4)}  Kasse ${rng.int(1, 3)}`,
  );
  mid(p, '1 EUR = 1,95583 DM');
  mid(p, 'Vielen Dank und gute Fahrt!');
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** Car-parts counter, January–February 2002: euro total, the customer paid in DM, change in euro. */
export function teileBonUmstellung(rng: Random): Generated {
  const p = newPage(56);
  const [town, zip] = rng.pick(DE_TOWNS);
  const name = `${rng.pick(['Autoteile', 'Kfz-Teile', 'Teile-Center'])} ${rng.pick(['Hansa', 'Nord', 'Express'])} GmbH`;
  const date = `2002-0${rng.int(1, 2)}-${String(rng.int(2, 28)).padStart(2, '0')}`;
  mid(p, name, { bold: true, size: 11 });
  mid(p, `${zip} ${town}`);
  mid(p, `St.-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`);
  p.down(8);
  const items = rng.some(
    [
      ['Wischerblatt 530 mm', 6, 14],
      ['Glühlampe H7', 4, 9],
      ['Frostschutz 1,5 l', 5, 11],
      ['Ölfilter', 5, 12],
      ['Motoröl 5 l', 18, 35],
      ['Zündkerze', 3, 7],
    ] as const,
    rng.int(2, 4),
  );
  const prices = items.map(([t, lo, hi]) => {
    const v = r2(rng.int(lo * 100, hi * 100) / 100);
    till(p, t, `${num(v, 'de')} 1`);
    return v;
  });
  const total = sum(prices);
  p.down(4);
  till(p, 'ZU ZAHLEN EUR', num(total, 'de'), { bold: true, size: 11 });
  till(p, '(entspricht DM', `${num(r2(total * DEM), 'de')})`);
  const dm = Math.ceil((total * DEM) / 10) * 10;
  till(p, 'Gegeben bar DM', num(dm, 'de'));
  till(p, '  = EUR', num(r2(dm / DEM), 'de'));
  till(p, 'Rückgeld EUR', num(r2(dm / DEM - total), 'de'));
  p.down(6);
  till(p, 'MwSt 1 = 16 %', num(r2((total * 16) / 116), 'de'));
  p.down(6);
  mid(p, `${fd(date, 'de')} ${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}   Beleg-Nr. ${digits(rng, 5)}`);
  mid(p, 'Wechselgeld wird nur in Euro herausgegeben.');
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** Austrian car wash and shop 1999–2001: schilling total, euro beside, cash and change in schilling. */
export function waschstrasseAts(rng: Random): Generated {
  const p = newPage(60);
  const [town, zip] = rng.pick(AT_TOWNS);
  const name = `Waschpark ${town} ${rng.pick(['Huber', 'Pichler', 'Steiner'])} KG`;
  const date = rng.date(1999, 2001);
  mid(p, name, { bold: true, size: 11 });
  mid(p, `A-${zip} ${town}, ${rng.pick(['Linzer Straße', 'Gewerbestraße'])} ${rng.int(1, 60)}`);
  mid(p, `UID: ATU${digits(rng, 8)}`);
  p.down(8);
  const lines = rng.some(
    [
      ['Waschprogramm Gold', 120, 190],
      ['Unterbodenwäsche', 40, 70],
      ['Innenreinigung', 80, 150],
      ['Duftbaum', 25, 45],
      ['Heißwachs', 30, 60],
    ] as const,
    rng.int(1, 3),
  );
  const vals = lines.map(([t, lo, hi]) => {
    const v = rng.int(lo, hi);
    till(p, t, `S ${num(v, 'de')}`);
    return v;
  });
  const total = sum(vals);
  p.down(4);
  till(p, 'GESAMT ATS', num(total, 'de'), { bold: true, size: 11 });
  till(p, 'Gesamt EUR', num(r2(total / ATS), 'de'));
  const given = Math.ceil(total / 100) * 100 + (rng.chance(0.4) ? 500 : 0);
  till(p, 'Bar', `S ${num(given, 'de')}`);
  till(p, 'Retour', `S ${num(r2(given - total), 'de')}`);
  till(p, 'inkl. 20 % MwSt', `S ${num(r2(total / 6), 'de')}`);
  p.down(6);
  mid(p, `${fd(date, 'de')}  Kassa 1  Beleg ${digits(rng, 5)}`);
  mid(p, 'Danke für Ihren Besuch!');
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** British petrol station 1978–2000: total, cash tendered and change. */
export function ukForecourt(rng: Random): Generated {
  const p = newPage(60);
  const town = rng.pick(UK_TOWNS);
  const name = `${rng.pick(['Esso', 'Texaco', 'National', 'Jet'])} ${town} ${rng.pick(['Service Station', 'Filling Station'])}`;
  const date = rng.date(1978, 2000);
  const vr = vatUK(yearOf(date));
  mid(p, name.toUpperCase(), { bold: true, size: 10 });
  mid(p, `${rng.pick(['London Road', 'Bath Road', 'Ring Road'])}, ${town}`);
  mid(p, `VAT No ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`);
  p.down(8);
  const fuel = r2(rng.int(800, 4500) / 100);
  till(p, `PUMP ${rng.int(1, 10)} ${rng.pick(['4 STAR', 'UNLEADED', 'DERV'])}`, num(fuel, 'en'));
  const oil = rng.chance(0.5) ? r2(rng.int(2, 9) + 0.49) : 0;
  if (oil) till(p, rng.pick(['ENGINE OIL 1L', 'ANTIFREEZE', 'SCREENWASH']), num(oil, 'en'));
  const total = r2(fuel + oil);
  p.down(4);
  till(p, 'TOTAL', `£${num(total, 'en')}`, { bold: true, size: 11 });
  const given = total < 20 ? 20 : total < 50 ? 50 : Math.ceil(total / 10) * 10;
  till(p, 'CASH TENDERED', num(given, 'en'));
  till(p, 'CHANGE', num(r2(given - total), 'en'));
  till(p, `VAT @ ${vr}% INCL`, num(r2((total * vr) / (100 + vr)), 'en'));
  p.down(6);
  mid(
    p,
    `${fd(date, 'uk')}  ${String(rng.int(6, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  TILL ${rng.int(1, 3)}  TRANS ${digits(rng, 4)}`,
  );
  mid(p, 'THANK YOU - PLEASE CALL AGAIN');
  return doc(p, 'en', { documentType: 'receipt', shopName: name.toUpperCase(), date, totalCost: total });
}

/** US auto-parts store: a core deposit on a battery, sales tax, cash and change. */
export function usPartsCounter(rng: Random): Generated {
  const p = newPage(56);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const name = `${rng.pick(['Discount', 'Westside', 'Crossroads'])} Auto Parts #${rng.int(100, 999)}`;
  const date = rng.date(1992, 2026);
  mid(p, name, { bold: true, size: 11 });
  mid(p, `${rng.int(100, 9999)} ${rng.pick(['Broadway', 'Main St', 'Route 9'])}`);
  mid(p, `${town}, ${st} ${zip}`);
  p.down(8);
  const bat = r2(rng.int(79, 189) + 0.99);
  const core = r2(rng.pick([12, 15, 18, 22]));
  till(p, `BATTERY ${rng.pick(['24F', '35', '65', '78'])} ${rng.int(500, 850)}CCA`, num(bat, 'en'));
  till(p, 'CORE DEPOSIT', num(core, 'en'));
  const extras = rng
    .some(
      [
        ['TERMINAL CLEANER', 3, 7],
        ['WIPER BLADE 20IN', 9, 19],
        ['FUSE ASSORTMENT', 4, 9],
        ['BRAKE CLEANER', 4, 8],
      ] as const,
      rng.int(0, 2),
    )
    .map(([t, lo, hi]) => {
      const v = r2(rng.int(lo, hi) + 0.99);
      till(p, t, num(v, 'en'));
      return v;
    });
  const sub = r2(bat + core + sum(extras));
  const rate = rng.pick([5, 6, 7, 8.25]);
  const tax = r2(((sub - core) * rate) / 100);
  const total = r2(sub + tax);
  p.down(4);
  till(p, 'SUBTOTAL', num(sub, 'en'));
  till(p, `TAX ${rate}%`, num(tax, 'en'));
  till(p, 'TOTAL', num(total, 'en'), { bold: true, size: 11 });
  const given = Math.ceil(total / 20) * 20;
  till(p, 'CASH', num(given, 'en'));
  till(p, 'CHANGE DUE', num(r2(given - total), 'en'));
  p.down(6);
  mid(
    p,
    `${fd(date, 'usshort')} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}  REG ${rng.int(1, 4)}  TRN ${digits(rng, 5)}`,
  );
  mid(p, 'Core deposit refunded when old battery is returned with receipt.');
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** Irish service station, January–February 2002: euro total, punts tendered, change in euro. */
export function irishChangeover(rng: Random): Generated {
  const p = newPage(60);
  const [town] = rng.pick(IE_TOWNS);
  const name = `${rng.pick(['Topaz', 'Statoil', 'Maxol', 'Emo'])} ${town}`;
  const date = `2002-0${rng.int(1, 2)}-${String(rng.int(1, 9)).padStart(2, '0')}`;
  mid(p, name, { bold: true, size: 11 });
  mid(p, `${rng.pick(['Dublin Road', 'Tuam Road', 'Cork Road'])}, ${town}`);
  p.down(8);
  const fuel = r2(rng.int(1500, 6000) / 100);
  till(p, `PUMP ${rng.int(1, 6)} UNLEADED`, `€${num(fuel, 'en')}`);
  const x = rng.chance(0.5) ? r2(rng.int(1, 4) + 0.75) : 0;
  if (x) till(p, rng.pick(['IRISH TIMES', 'CAR WASH TOKEN', 'DE-ICER']), `€${num(x, 'en')}`);
  const total = r2(fuel + x);
  p.down(4);
  till(p, 'TOTAL EURO', `€${num(total, 'en')}`, { bold: true, size: 11 });
  till(p, 'TOTAL IR£ (info)', `£${num(r2(total * IEP), 'en')}`);
  const irp = Math.ceil((total * IEP) / 5) * 5;
  till(p, 'TENDERED IR£', `£${num(irp, 'en')}`);
  till(p, 'TENDERED EURO EQUIV', `€${num(r2(irp / IEP), 'en')}`);
  till(p, 'CHANGE EURO', `€${num(r2(irp / IEP - total), 'en')}`);
  p.down(6);
  mid(p, `${fd(date, 'uk')}  ${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  Rcpt ${digits(rng, 5)}`);
  mid(p, 'IR£1 = €1.269738 · Change given in euro only');
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
}
