/** Till slips and counter receipts: Australian, New Zealand and Canadian in English; Dutch, Danish and Italian in German. */
import { date, dayIn, money, page, pair, r2, serial, type Family } from './kit';

/** Bathurst, 2017: a fuel docket with ABN, litres and the GST it includes. */
const fuelDocket: Family = (rng) => {
  const day = dayIn(rng, 2017);
  const shop = 'Kelso Service Station';
  const litres = r2(rng.int(3500, 7200) / 100);
  const price = r2(rng.int(1319, 1489) / 1000);
  const fuel = r2(litres * price);
  const oil = rng.chance(0.5) ? 14.95 : 0;
  const total = r2(fuel + oil);
  const gst = r2(total / 11);
  return page('en', { documentType: 'receipt', date: day, shopName: shop, totalCost: total }, (p) => {
    p.y = 80;
    const x = 200;
    p.text(x + 97, shop.toUpperCase(), { size: 11, bold: true, align: 'center' });
    p.down(12).text(x + 97, 'Great Western Hwy, Kelso NSW 2795', { size: 8, align: 'center' });
    p.down(10).text(x + 97, `ABN 71 ${serial(rng, 3)} ${serial(rng, 3)} ${serial(rng, 3)}`, { size: 8, align: 'center' });
    p.down(18).text(x + 97, 'TAX INVOICE', { size: 10, bold: true, align: 'center' });
    p.down(18);
    p.text(x, `${date(day, 'd/m/y')}  ${String(rng.int(6, 21)).padStart(2, '0')}:${serial(rng, 2)}`, { size: 8.5 });
    p.text(x + 195, `Trans ${serial(rng, 5)}`, { size: 8.5, align: 'right' });
    p.down(16);
    p.text(x, `Pump ${rng.int(1, 8)} Premium 98`, { size: 8.5 });
    p.down(11);
    p.text(x + 10, `${litres.toFixed(2)} L @ $${price.toFixed(3)}/L`, { size: 8.5 });
    p.text(x + 195, `$${money(fuel, 'en')}`, { size: 8.5, align: 'right' });
    if (oil) {
      p.down(11);
      p.text(x, '1 x Penrite HPR 30 1L', { size: 8.5 });
      p.text(x + 195, `$${money(oil, 'en')}`, { size: 8.5, align: 'right' });
    }
    p.down(18);
    pair(p, x, 'TOTAL', x + 195, `$${money(total, 'en')}`, { bold: true, right: true, size: 10.5 });
    p.down(13);
    pair(p, x, 'GST included in total', x + 195, `$${money(gst, 'en')}`, { right: true, size: 8.5 });
    p.down(16);
    pair(p, x, 'EFTPOS CHQ', x + 195, `$${money(total, 'en')}`, { right: true, size: 8.5 });
    p.down(11).text(x, `Card ****${serial(rng, 4)}  AUTH ${serial(rng, 6)}`, { size: 8 });
    p.down(20).text(x + 97, 'Thank you - drive safely', { size: 8, align: 'center' });
  });
};

/** Dunedin, 2009: a parts counter's receipt with prices including GST, cash tendered and change. */
const partsCounter: Family = (rng) => {
  const day = dayIn(rng, 2009);
  const shop = 'Southern Auto Spares Ltd';
  const items = rng.some(
    [
      ['Points set Lucas DS8', 18.9],
      ['Condenser', 9.5],
      ['Radiator cap 7 lb', 16.4],
      ['Fan belt', 22.9],
      ['Brake fluid DOT 4 500ml', 14.3],
      ['Wiper blades pair', 27.8],
      ['Hose clamps (4)', 8.6],
    ] as [string, number][],
    4,
  );
  const total = r2(items.reduce((s, [, v]) => s + v, 0));
  const gst = r2((total * 0.125) / 1.125);
  const tendered = Math.ceil(total / 20) * 20;
  return page('en', { documentType: 'receipt', date: day, shopName: shop, totalCost: total }, (p) => {
    p.y = 90;
    p.text(60, shop, { size: 13, bold: true });
    p.down(13).text(60, `48 Crawford Street, Dunedin · GST No. 68-${serial(rng, 3)}-${serial(rng, 3)}`, { size: 8 });
    p.down(24);
    pair(p, 60, 'Receipt', 130, `CS${serial(rng, 6)}`);
    pair(p, 250, 'Date', 300, date(day, 'd/m/y'));
    p.down(18);
    for (const [t, v] of items) {
      p.text(60, t, { size: 9 });
      p.text(330, money(v, 'en'), { size: 9, align: 'right' });
      p.down(12);
    }
    p.down(6);
    pair(p, 60, 'Total incl. GST', 330, money(total, 'en'), { bold: true, right: true, size: 10 });
    p.down(12);
    pair(p, 60, 'GST content', 330, money(gst, 'en'), { right: true });
    p.down(12);
    pair(p, 60, 'Cash', 330, money(tendered, 'en'), { right: true });
    p.down(12);
    pair(p, 60, 'Change', 330, money(r2(tendered - total), 'en'), { right: true });
    p.down(20).text(60, 'Goods may be returned within 14 days with this receipt.', { size: 7.5 });
  });
};

/** Kelowna, 2015: a Canadian parts store with GST and PST on separate lines. */
const kelownaParts: Family = (rng) => {
  const day = dayIn(rng, 2015);
  const shop = 'Okanagan Vintage Parts Supply';
  const items = rng.some(
    [
      ['CARB REBUILD KIT ZENITH', 64.99],
      ['HEADLIGHT 7IN H6024', 21.49],
      ['U-JOINT', 38.75],
      ['GEAR OIL 80W90 1L', 13.29],
      ['MUFFLER CLAMP 1-3/4', 6.99],
      ['IGNITION COIL 12V', 49.95],
    ] as [string, number][],
    3,
  );
  const sub = r2(items.reduce((s, [, v]) => s + v, 0));
  const gst = r2(sub * 0.05);
  const pst = r2(sub * 0.07);
  const total = r2(sub + gst + pst);
  return page('en', { documentType: 'receipt', date: day, shopName: shop, totalCost: total }, (p) => {
    p.y = 70;
    p.text(297, shop, { size: 13, bold: true, align: 'center' });
    p.down(12).text(297, '2150 Enterprise Way, Kelowna BC  V1Y 6H7', { size: 8, align: 'center' });
    p.down(24);
    p.text(150, `SALE  #${serial(rng, 6)}`, { size: 9 });
    p.text(445, date(day, 'ymd'), { size: 9, align: 'right' });
    p.down(16);
    for (const [t, v] of items) {
      p.text(150, t, { size: 9 });
      p.text(445, money(v, 'en'), { size: 9, align: 'right' });
      p.down(12);
    }
    p.down(8);
    for (const [l, v] of [
      ['SUBTOTAL', sub],
      [`GST 5% #${serial(rng, 9)}RT0001`, gst],
      ['PST 7%', pst],
    ] as const) {
      pair(p, 150, l, 445, money(v, 'en'), { right: true });
      p.down(12);
    }
    p.down(4);
    pair(p, 150, 'TOTAL CAD', 445, money(total, 'en'), { right: true, bold: true, size: 11 });
    p.down(16);
    pair(p, 150, 'VISA', 445, money(total, 'en'), { right: true });
    p.down(22).text(297, 'RETURNS WITH RECEIPT WITHIN 30 DAYS - ELECTRICAL PARTS NOT RETURNABLE', { size: 7, align: 'center' });
  });
};

/** Maastricht, 2019: a Dutch stall at a classic-car fair writes a Quittung in German, € 45,-. */
const messeQuittung: Family = (rng) => {
  const day = dayIn(rng, 2019);
  const shop = 'Klassieke Onderdelen Hendriks';
  const items = rng.some(
    [
      ['Chromzierleiste Tür links', 85],
      ['Rücklichtglas (Paar)', 60],
      ['Werkstatthandbuch 1968', 45],
      ['Radkappe Original', 35],
      ['Emblem Kofferraum', 25],
    ] as [string, number][],
    3,
  );
  const total = items.reduce((s, [, v]) => s + v, 0);
  const net = r2(total / 1.21);
  return page('de', { documentType: 'receipt', date: day, shopName: shop, totalCost: total }, (p) => {
    p.y = 100;
    p.box(60, 70, 330, 250);
    p.text(75, 'QUITTUNG', { size: 14, bold: true });
    p.text(375, `Nr. ${serial(rng, 3)}`, { size: 9, align: 'right' });
    p.down(18).text(75, shop, { size: 10, bold: true });
    p.down(11).text(75, 'Stand 4.118 · InterClassics Maastricht · Tilburg (NL)', { size: 8 });
    p.down(22);
    for (const [t, v] of items) {
      p.text(75, t, { size: 9.5, serif: true });
      p.text(375, `€ ${money(v, 'dash')}`, { size: 9.5, serif: true, align: 'right' });
      p.down(14);
    }
    p.down(4);
    pair(p, 75, 'Gesamt', 375, `€ ${money(total, 'dash')}`, { right: true, bold: true, size: 10.5 });
    p.down(13);
    p.text(75, `darin BTW 21 %: € ${money(r2(total - net), 'eu')}`, { size: 8 });
    p.down(22);
    p.text(75, `Bar erhalten, Maastricht, ${date(day, 'd-m-y')}`, { size: 9.5, serif: true });
    p.down(16).text(75, `BTW NL0012${serial(rng, 5)}B02`, { size: 7.5 });
  });
};

/** Aabenraa, 2013: a Danish parts shop's Kassenbon in German with moms included. */
const aabenraaKassenbon: Family = (rng) => {
  const day = dayIn(rng, 2013);
  const shop = 'Sønderjysk Autodele A/S';
  const items = rng.some(
    [
      ['Bremsflüssigkeit DOT4', 89],
      ['Zündkerzen Bosch W7DC x4', 156],
      ['Keilriemen 10x950', 119.95],
      ['Scheibenwischer-Satz', 149.5],
      ['Polierpaste 250 ml', 74.95],
    ] as [string, number][],
    3,
  );
  const total = r2(items.reduce((s, [, v]) => s + v, 0));
  return page('de', { documentType: 'receipt', date: day, shopName: shop, totalCost: total }, (p) => {
    p.y = 80;
    const x = 330;
    p.text(x, shop, { size: 10.5, bold: true });
    p.down(11).text(x, 'Flensborgvej 48, 6200 Aabenraa', { size: 8 });
    p.down(10).text(x, `CVR ${serial(rng, 8)}`, { size: 8 });
    p.down(20).text(x, 'KASSENBON', { size: 9, bold: true });
    p.down(14);
    for (const [t, v] of items) {
      p.text(x, t, { size: 8.5 });
      p.text(x + 210, money(v, 'eu'), { size: 8.5, align: 'right' });
      p.down(11);
    }
    p.down(6);
    pair(p, x, 'I ALT / SUMME DKK', x + 210, money(total, 'eu'), { bold: true, right: true, size: 10 });
    p.down(12);
    pair(p, x, 'heraf moms 25 %', x + 210, money(r2(total / 5), 'eu'), { right: true, size: 8 });
    p.down(12);
    pair(p, x, 'Dankort', x + 210, money(total, 'eu'), { right: true, size: 8 });
    p.down(16);
    p.text(x, `${date(day, 'd.m.y')} ${String(rng.int(8, 17)).padStart(2, '0')}.${serial(rng, 2)}  Kasse 2  Bon ${serial(rng, 5)}`, { size: 8 });
  });
};

/** Reggio Emilia, 2003: a receipt from an autojumble stall, written out in German for a visitor. */
const autojumbleRicevuta: Family = (rng) => {
  const day = dayIn(rng, 2003);
  const shop = 'Ricambi d’Epoca Bertolini';
  const total = rng.int(8, 46) * 10;
  return page('de', { documentType: 'receipt', date: day, shopName: shop, totalCost: total }, (p) => {
    p.y = 110;
    p.text(80, shop, { size: 13, serif: true, bold: true });
    p.down(12).text(80, 'Via Emilia Ospizio 88, 42122 Reggio Emilia · P.IVA 01544' + serial(rng, 6), { size: 8 });
    p.down(30).text(80, 'Ricevuta / Quittung', { size: 12, serif: true });
    p.down(24).text(80, `Erhalten von Herrn ${rng.pick(PEOPLE_DE)} den Betrag von`, { size: 10, serif: true });
    p.down(22).box(80, p.y - 14, 160, 22);
    p.text(88, `€ ${money(total, 'eu')}`, { size: 12, serif: true, bold: true });
    p.down(26).text(80, `für: ${rng.pick(['1 Vergaser Weber 40 DCOE, gebraucht', '2 Stoßstangenhörner Fiat 500', 'Lenkrad Nardi Holz, 38 cm'])}`, {
      size: 10,
      serif: true,
    });
    p.down(26).text(80, `Mostra Scambio Reggio Emilia, ${date(day, 'roman')}`, { size: 10, serif: true });
    p.down(30).text(360, 'G. Bertolini', { size: 12, serif: true });
  });
};
const PEOPLE_DE = ['Hans-Peter Vogel', 'Rainer Kuhn', 'Wolfgang Seidel'];

export const RECEIPTS: Family[] = [fuelDocket, partsCounter, kelownaParts, messeQuittung, aabenraaKassenbon, autojumbleRicevuta];
