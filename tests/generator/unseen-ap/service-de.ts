/** German, Austrian and Swiss service bills in the trade's shorthand (unseen-ap). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { atPlate, chPlate, dePlate, JOBS_DE, PARTS_DE, service, vatAT, vatCH, vatDE } from './kit';

const VEH_DE = ['VW 1200', 'VW Käfer 1302', 'Opel Rek. C', 'Opel Kad. B', 'MB 200/8', 'MB 280 SE', 'BMW 1602', 'BMW 2002', 'Ford 17M', 'Audi 80 L', 'NSU Prinz 4', 'Porsche 911 T', 'VW Bus T2', 'Golf I GTI'];
const CUST_DE = ['Hr. Baumgärtner', 'Fr. Wimmer', 'Hr. Dr. Seidl', 'Fa. Köhler KG', 'Hr. Stöckl', 'Fr. Brandl', 'Hr. Eberle', 'Hr. Ziegler'];

export function autohausPad(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [1969, 1992], shop: 'Autohaus Gebr. Lechner', addr: ['VW-Audi-Händler · Landsberger Str. 14 · 8910 Landsberg/Lech', 'Tel. 08191/2207'],
    head: 'Rechng.', ds: 'dot2', ns: 'de', cur: 'DM', k: 2,
    L: { no: 'Rg.-Nr.', date: 'Rg.-Dat.', svc: 'Ausf. am', km: 'Km-St.', plate: 'Amtl. Kz.', veh: 'Fzg.' },
    kmStyle: 'dot', kmUnit: '', kmRange: [18000, 160000], jobs: JOBS_DE, nJobs: [3, 6], parts: PARTS_DE, nParts: [3, 6],
    labour: 'priced', rate: 48, qty: 'unit', codes: true,
    S: { lab: 'Lohn ges.', parts: 'Mat. ges.', net: 'Zw.-Summe', tax: '+ MwSt.', total: 'Endbetr.' },
    tax: vatDE, taxBase: 'all', layout: 'pad', subs: true, plates: () => dePlate(rng), vehicles: VEH_DE, custs: CUST_DE,
    foot: ['Zahlb. sof. rein netto · Kto. 41 227 Kreissparkasse Landsberg'],
  });
}

export function awForm(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [1978, 2001], shop: 'Kfz-Meisterbetr. H. Pohl', addr: ['Gartenstr. 3 · 4630 Bochum 1'],
    ds: 'dot1', ns: 'deplain', cur: 'DM', k: 2,
    L: { no: 'Auftr.-Nr.', date: 'Dat.', km: 'km-Std.', plate: 'Kennz.', cust: 'Kd.' },
    kmStyle: 'plain', kmUnit: 'km', kmRange: [30000, 190000], jobs: JOBS_DE, nJobs: [3, 6], parts: PARTS_DE, nParts: [2, 5],
    labour: 'aw', rate: 52, qty: 'col', codes: true,
    S: { lab: 'AW-Summe', parts: 'ET-Summe', net: 'Netto', tax: 'MwSt.', total: 'Ges.-Betr.' },
    tax: vatDE, taxBase: 'all', layout: 'form', subs: true, plates: () => dePlate(rng), vehicles: VEH_DE, custs: CUST_DE,
  });
}

export function werkstattKarte(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [1962, 1967], shop: 'Reparaturwerkst. Alois Huber', addr: ['Hauptpl. 7, Weilheim/Obb.'],
    head: 'Rechnung', ds: 'monde', ns: 'dedash', cur: 'DM', k: 2,
    L: { no: 'Nr.', date: 'Dat.', km: 'Kilom.', plate: 'Pol. Kz.', veh: 'Wg.' },
    kmStyle: 'dot', kmUnit: '', kmRange: [12000, 120000], jobs: JOBS_DE, nJobs: [2, 5], parts: PARTS_DE, nParts: [2, 4],
    labour: 'lump', rate: 40, qty: 'unit', codes: false,
    S: { lab: 'Lohn', parts: 'Mat.', total: 'Summe' },
    tax: () => 0, taxBase: 'all', layout: 'card', subs: true, serif: true, plates: () => dePlate(rng), vehicles: VEH_DE, custs: CUST_DE,
    foot: ['Betr. dkd. erh.'],
  });
}

export function tankstelleZettel(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [1971, 1988], shop: 'ARAL-Stat. K. Wendt', addr: ['Wagenpflege · Kundend.', 'B 27 Ortsausg. Tübingen'],
    ds: 'dash', ns: 'deplain', cur: '', k: 2,
    L: { no: 'Bel.', date: 'v.', km: 'km' },
    kmStyle: 'plain', kmUnit: '', kmRange: [20000, 140000], jobs: JOBS_DE.slice(0, 16), nJobs: [2, 3], parts: PARTS_DE, nParts: [1, 3],
    labour: 'priced', rate: 42, qty: 'x', codes: false,
    S: { lab: 'Lohn', parts: 'Mat.', total: 'Zu zahl.' },
    tax: () => 0, taxBase: 'all', layout: 'slip', subs: false, plates: () => dePlate(rng), vehicles: VEH_DE, custs: CUST_DE,
    foot: ['inkl. MwSt.', 'Dkd. K.W.'],
  });
}

export function wienDurchschlag(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [1975, 2000], shop: 'Kfz-Werkst. Ing. F. Pospischil', addr: ['Simmeringer Hauptstr. 88, 1110 Wien'],
    head: 'Rechng. (Durchschr.)', ds: 'dot2', ns: 'dedash', cur: 'öS', k: 14,
    L: { no: 'Rg.-Nr.', date: 'Rg.-Dat.', svc: 'Lstg.-Dat.', km: 'Km-St.', plate: 'Kz.' },
    kmStyle: 'dot', kmUnit: '', kmRange: [25000, 180000], jobs: JOBS_DE, nJobs: [3, 5], parts: PARTS_DE, nParts: [2, 5],
    labour: 'hours', rate: 36, qty: 'unit', codes: false,
    S: { lab: 'Arb.-Lohn', parts: 'ET', net: 'Zw.-Summe', tax: '+ USt.', total: 'Endsumme' },
    tax: vatAT, taxBase: 'all', layout: 'pad', subs: true, serif: true, plates: () => atPlate(rng), vehicles: VEH_DE, custs: CUST_DE,
  });
}

export function zuerichTicket(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [1996, 2019], shop: 'Garage Bühlmann AG', addr: ['Badenerstr. 412 · 8004 Zürich'],
    head: 'Rg.', ds: 'dot2', ns: 'ch', cur: 'Fr.', k: 1.7,
    L: { no: 'Nr.', date: 'Dat.', km: 'Km-St.', plate: 'Kontr.-Sch.' },
    kmStyle: 'comma', kmUnit: '', kmRange: [40000, 220000], jobs: JOBS_DE, nJobs: [2, 4], parts: PARTS_DE, nParts: [2, 4],
    labour: 'lump', rate: 95, qty: 'x', codes: false,
    S: { lab: 'Arbeit', parts: 'Mat.', net: 'Tot. netto', tax: 'MWST', total: 'Tot.' },
    tax: vatCH, taxBase: 'all', layout: 'ticket', subs: true, plates: () => chPlate(rng), vehicles: VEH_DE, custs: CUST_DE,
  });
}

export function bmwDienst(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [2003, 2026], shop: 'Klassik-Service Hofmann GmbH', addr: ['BMW · Mercedes · Porsche vor 1990', 'Industriestr. 9, 71229 Leonberg'],
    head: 'RECHNUNG', ds: 'dot4', ns: 'de', cur: 'EUR', k: 1,
    L: { no: 'Rg.-Nr.', date: 'Rg.-Dat.', svc: 'Leist.-Dat.', km: 'Km-St.', plate: 'Kennz.', veh: 'Fzg.' },
    kmStyle: 'dot', kmUnit: 'km', kmRange: [60000, 260000], jobs: JOBS_DE, nJobs: [4, 7], parts: PARTS_DE, nParts: [3, 7],
    labour: 'hours', rate: 60, qty: 'col', codes: true,
    S: { lab: 'Lohn', parts: 'Teile', net: 'Netto', tax: 'MwSt.', total: 'Brutto' },
    tax: vatDE, taxBase: 'all', layout: 'form', subs: true, plates: () => `${dePlate(rng)}H`, vehicles: VEH_DE, custs: CUST_DE,
  });
}

export function dorfWerkstatt(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [1983, 2001], shop: 'Zweirad- u. Kfz-Werkst. Maier', addr: ['Oberdorf 2 · 7959 Achstetten'],
    ds: 'dot1', ns: 'deplain', cur: 'DM', k: 2,
    L: { no: 'Nr.', date: 'Dat.', km: 'km', veh: 'Fzg.' },
    kmStyle: 'plain', kmUnit: '', kmRange: [20000, 150000], jobs: JOBS_DE, nJobs: [2, 4], parts: PARTS_DE, nParts: [2, 4],
    labour: 'lump', rate: 44, qty: 'unit', codes: false,
    S: { lab: 'Lohn', parts: 'Mat.', net: 'Zw.-S.', tax: 'MwSt.', total: 'Ges.' },
    tax: vatDE, taxBase: 'all', layout: 'ticket', subs: true, plates: () => dePlate(rng), vehicles: VEH_DE, custs: CUST_DE,
    foot: ['Bar erh.'],
  });
}

export function grazKarte(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [2002, 2024], shop: 'Oldtimerwerkst. Reisinger', addr: ['Puchstr. 41, 8020 Graz'],
    head: 'Rg.', ds: 'dot2', ns: 'sp', cur: 'EUR', k: 1,
    L: { no: 'Rg.-Nr.', date: 'Rg.-Dat.', svc: 'Ausf. am', km: 'Km-St.', plate: 'Kz.', veh: 'Fzg.' },
    kmStyle: 'sp', kmUnit: '', kmRange: [40000, 200000], jobs: JOBS_DE, nJobs: [3, 5], parts: PARTS_DE, nParts: [2, 5],
    labour: 'priced', rate: 64, qty: 'x', codes: false,
    S: { lab: 'Lohn ges.', parts: 'Mat. ges.', net: 'Netto', tax: 'USt.', total: 'Endbetr.' },
    tax: () => 20, taxBase: 'all', layout: 'card', subs: true, plates: () => atPlate(rng), vehicles: VEH_DE, custs: CUST_DE,
  });
}

export function kundendienstBlock(rng: Random): Generated {
  return service(rng, {
    lang: 'de', years: [2002, 2014], shop: 'Autoservice Kranz', addr: ['Kundendienst · Reifen · HU/AU', 'Mühlweg 5, 34117 Kassel'],
    ds: 'dot2', ns: 'de', cur: '', k: 1,
    L: { no: 'Bel.-Nr.', date: 'Dat.', svc: 'Ausf. am', km: 'Km-St.', plate: 'Kennz.' },
    kmStyle: 'dot', kmUnit: '', kmRange: [50000, 240000], jobs: JOBS_DE, nJobs: [3, 6], parts: PARTS_DE, nParts: [3, 6],
    labour: 'aw', rate: 50, qty: 'unit', codes: false,
    S: { lab: 'Lohn', parts: 'ET/Mat.', net: 'Zw.-Summe', tax: 'MwSt.', total: 'Endbetr.' },
    tax: vatDE, taxBase: 'all', layout: 'pad', subs: true, plates: () => dePlate(rng), vehicles: VEH_DE, custs: CUST_DE,
    foot: ['Zahlb. inn. 8 Tg. o. Abzug'],
  });
}
