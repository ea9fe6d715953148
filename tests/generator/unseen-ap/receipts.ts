/** Receipts: stamps and sums, counter slips, terse tills (unseen-ap). */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { D, era, kvPaper, m, r2, sd, sum, vatDE, yearOf } from './kit';

/** A Quittung with only the stamp's name and a sum written in. */
export function stempelQuittung(rng: Random): Generated {
  const date = rng.date(1964, 1999);
  const total = Math.round(rng.int(20, 400) * 2 * era(yearOf(date)));
  const shop = rng.pick(['Kfz-Elektrik Brunner', 'Auto-Sattlerei Kögl', 'Kühlerbau Steidl']);
  const p = new PageBuilder();
  p.box(50, 40, 330, 150);
  p.y = 66;
  p.text(65, 'Quittung', { size: 14, bold: true, serif: true });
  p.text(360, `Nr. ${D(rng, 3)}`, { size: 9, align: 'right' });
  p.down(26).text(65, `DM ${m(total, 'dedash')}`, { size: 12, bold: true });
  p.down(20).text(65, `f. ${rng.pick(['Lima überh.', 'Sitzbez. repar.', 'Kühler gelötet', 'Anl. instandges.'])}`, { size: 10, serif: true });
  p.down(18).text(65, `dkd. erh. ${sd(date, 'dot1')}`, { size: 10, serif: true });
  p.box(210, 128, 160, 48);
  p.text(290, shop, { size: 9.5, bold: true, align: 'center', y: 146 });
  p.text(290, rng.pick(['Meisterbetr. · Rosenheim', 'Fürth/Bay. · Tel. 77 14 02', 'Passau · Innstr. 6']), { size: 7.5, align: 'center', y: 160 });
  return { items: p.items, language: 'de', truth: { documentType: 'receipt', shopName: shop, date, totalCost: total } };
}

export function tankBeleg(rng: Random): Generated {
  const date = rng.date(2002, 2026);
  const ltr = r2(rng.int(2500, 6500) / 100);
  const pr = r2(rng.int(129, 199) / 100);
  const oil = rng.chance(0.5) ? r2(rng.int(8, 16) + 0.99) : 0;
  const shop = rng.pick(['Tankst. Ruppert', 'Freie Tankst. Lindner', 'Agip Stat. Kaltenbach']);
  // the litre price is printed to three places with the 9/10
  const rows: [string, string][] = [
    ['Dat.', `${sd(date, 'dot2')} ${String(rng.int(7, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`],
    ['Bel.-Nr.', D(rng, 5)],
    [`Sp. ${rng.int(1, 8)} Super Plus`, `${m(ltr, 'deplain')} l à ${m(pr, 'deplain')}9`],
  ];
  const fuelExact = r2(ltr * (pr + 0.009));
  const tot = r2(fuelExact + oil);
  rows.push(['Betr.', m(fuelExact, 'deplain')]);
  if (oil) rows.push(['1x Mot.-Öl 1 Ltr', m(oil, 'deplain')]);
  rows.push(['SUMME', m(tot, 'deplain')]);
  rows.push([`MwSt. ${vatDE(yearOf(date))}% enth.`, m(r2(tot - tot / (1 + vatDE(yearOf(date)) / 100)), 'deplain')]);
  const p = kvPaper('de', 'slip', { title: shop, lines: ['Kirchheimer Str. 40', 'St.-Nr. 94/217/30551'] }, rows, ['EC-Karte', 'Vielen Dank'], false);
  return { items: p.items, language: 'de', truth: { documentType: 'receipt', shopName: shop, date, totalCost: tot } };
}

export function teileTheke(rng: Random): Generated {
  const date = rng.date(1985, 2001);
  const y = yearOf(date);
  const items: [string, number][] = rng
    .some(
      [
        ['2x Zdk. W7DC', 7.2],
        ['1x Ölfilt.', 9.5],
        ['4 Ltr Öl 20W50', 24.0],
        ['1x Keilr.', 12.4],
        ['1 Satz Bremsbel.', 38],
        ['2x Wi.-Blatt', 17],
        ['1x Verteilerk.', 21.9],
        ['1 Ds. Kontaktspr.', 8.9],
      ] as [string, number][],
      rng.int(2, 5),
    )
    .map(([t, v]) => [t, r2(v * 2 * era(y) * (0.9 + rng.next() * 0.2))]);
  const net = sum(items.map((i) => i[1]));
  const vat = vatDE(y);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const shop = 'Autoteile Fischl';
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, shop, { size: 12, bold: true }).text(300, 'Theke', { size: 9, align: 'right' });
  p.down(12).text(50, 'Kfz-Zubeh. · Großh. · Dachau', { size: 8 });
  p.down(20).text(50, `Lfs./Rg. ${D(rng, 4)}   ${sd(date, 'dot1')}`, { size: 9 });
  p.down(18);
  for (const [t, v] of items) p.text(50, t, { size: 9 }).text(300, m(v, 'deplain'), { size: 9, align: 'right' }).down(12);
  p.down(4).text(50, 'Zw.-Summe', { size: 9 }).text(300, m(net, 'deplain'), { size: 9, align: 'right' });
  p.down(12).text(50, `+ ${vat}% MwSt.`, { size: 9 }).text(300, m(tax, 'deplain'), { size: 9, align: 'right' });
  p.down(14).text(50, 'Endbetr. DM', { size: 10, bold: true }).text(300, m(total, 'deplain'), { size: 10, bold: true, align: 'right' });
  p.down(16).text(50, 'bar bez.', { size: 9 });
  p.box(40, 40, 275, p.y - 22);
  return { items: p.items, language: 'de', truth: { documentType: 'receipt', shopName: shop, date, totalCost: total } };
}

export function usPartsCounter(rng: Random): Generated {
  const date = rng.date(1972, 2010);
  const y = yearOf(date);
  const items: [string, number][] = rng
    .some(
      [
        ['PH8A oil flt', 5.5],
        ['5 qt 10W40', 9.9],
        ['RN12YC plugs x8', 18.0],
        ['dist cap', 14.9],
        ['rotor', 5.9],
        ['fan blt', 10.5],
        ['brk fluid 12oz', 4.2],
        ['wiper blds 2x', 12.0],
      ] as [string, number][],
      rng.int(2, 5),
    )
    .map(([t, v]) => [t, r2(v * era(y) * (0.9 + rng.next() * 0.2))]);
  const st = sum(items.map((i) => i[1]));
  const tx = r2(st * 0.0625);
  const total = r2(st + tx);
  const shop = rng.pick(['WESTERN AUTO', 'NAPA - Ridgeway Pts', 'Checker Auto #212']);
  const rows: [string, string][] = [
    ['Tkt', D(rng, 5)],
    ['Dt', sd(date, 'mdy')],
    ...items.map(([t, v]) => [t, m(v, 'plain')] as [string, string]),
    ['S/T', m(st, 'plain')],
    ['Tx 6.25%', m(tx, 'plain')],
    ['TOT', m(total, 'plain')],
  ];
  const p = kvPaper('en', 'slip', { title: shop, lines: ['Store 0417'] }, rows, ['CASH', 'No rtn on elec. pts'], false);
  return { items: p.items, language: 'en', truth: { documentType: 'receipt', shopName: shop, date, totalCost: total } };
}

export function ukRecdStamp(rng: Random): Generated {
  const date = rng.date(1962, 1990);
  const total = r2((rng.int(300, 9000) / 100) * Math.max(0.4, era(yearOf(date))));
  const shop = rng.pick(['Coombe Tyre Co.', 'Sid Pell Autoelectrics', 'Hayle Radiator Svcs']);
  const p = new PageBuilder();
  p.box(50, 40, 360, 140);
  p.y = 64;
  p.text(65, 'Recd from', { size: 9.5, serif: true }).text(140, rng.pick(['Mr Dunmore', 'Mrs Treloar', 'G. Hext', 'Capt. Rowe']), { size: 10.5, serif: true });
  p.down(20)
    .text(65, 'the sum of', { size: 9.5, serif: true })
    .text(140, `£${m(total, 'en')}`, { size: 11, bold: true, serif: true });
  p.down(20)
    .text(65, 'for', { size: 9.5, serif: true })
    .text(140, rng.pick(['2 x 5.60-15 remoulds fitted', 'dynamo exch.', 'rad recore']), { size: 10, serif: true });
  p.down(20).text(65, sd(date, 'dmy'), { size: 10, serif: true });
  p.box(230, 118, 165, 48);
  p.text(312, 'PAID', { size: 9, bold: true, align: 'center', y: 132 });
  p.text(312, shop, { size: 10, bold: true, align: 'center', y: 147 });
  p.text(312, 'with thanks', { size: 8, align: 'center', y: 159 });
  return { items: p.items, language: 'en', truth: { documentType: 'receipt', shopName: shop, date, totalCost: total } };
}

export function auTyreDocket(rng: Random): Generated {
  const date = rng.date(2001, 2024);
  const n = rng.pick([2, 4]);
  const each = r2(rng.int(90, 240) * (0.9 + rng.next() * 0.2));
  const fit = r2(rng.int(15, 30) * n);
  const tyres = r2(each * n);
  const total = r2(tyres + fit);
  const gst = r2(total / 11);
  const shop = 'Tyrepower Dubbo';
  const rows: [string, string][] = [
    ['Docket', D(rng, 6)],
    ['Dt', sd(date, 'dmy')],
    [`${n}x 185R14 @ ${m(each, 'en')}`, m(tyres, 'en')],
    [`Fit/Bal x${n}`, m(fit, 'en')],
    ['Tot. inc GST', m(total, 'en')],
    ['GST incl.', m(gst, 'en')],
  ];
  const p = kvPaper('en', 'card', { title: shop, lines: ['ABN 41 002 871 553', 'Cobra St, Dubbo NSW'] }, rows, ['EFTPOS appr.'], false);
  return { items: p.items, language: 'en', truth: { documentType: 'receipt', shopName: shop, date, totalCost: total } };
}
