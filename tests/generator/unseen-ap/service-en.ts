/** British, American and Australian service bills in the trade's shorthand (unseen-ap). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { auPlate, gstAU, JOBS_EN, PARTS_EN, service, ukPlate, usPlate, vatUK } from './kit';

const VEH_US = ['67 Mustang', '72 Chevelle', '65 Impala', '78 F-100', '69 Camaro', '74 Beetle', '80 Corvette', '63 Falcon'];
const VEH_UK = ['MGB GT', 'Triumph TR6', 'Mini 1000', 'Jag XJ6', 'Rover P6', 'Morris Minor', 'Spitfire 1500', 'Cortina Mk2'];
const VEH_AU = ['HQ Holden', 'XY Falcon', 'EH Holden', 'VC Valiant', 'Torana LX', 'XB Falcon'];
const CUST = ['R. Dawson', 'Mrs P. Kerr', 'J. Oliveira', 'T. McAllister', 'Dr H. Singh', 'B. Novak', 'C. Whitlow'];

export function usRepairOrder(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [1966, 1995], shop: "Dale's Texaco & Repair", addr: ['Rt 9 & Elm St · Kinderhook NY', 'Ph 758-2231'],
    head: 'REPAIR ORDER', ds: 'mdy', ns: 'en', cur: '', k: 1,
    L: { no: 'R.O.', date: 'Date', km: 'Mi.', plate: 'Lic.', veh: 'Yr/Make', cust: 'Name' },
    kmStyle: 'comma', kmUnit: '', kmRange: [20000, 140000], jobs: JOBS_EN, nJobs: [3, 5], parts: PARTS_EN, nParts: [3, 5],
    labour: 'priced', rate: 24, qty: 'col', codes: true,
    S: { lab: 'Lab.', parts: 'Pts', tax: 'Tax', total: 'Tot.' },
    tax: () => 7, taxBase: 'parts', layout: 'form', subs: true, plates: () => usPlate(rng), vehicles: VEH_US, custs: CUST,
  });
}

export function ukGarageBill(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [1974, 1999], shop: 'Kingsway Motors (Ledbury) Ltd', addr: ['Bye St, Ledbury, Herefs. · Tel. 2741'],
    head: 'INV.', ds: 'dmy', ns: 'en', cur: '£', k: 0.6,
    L: { no: 'Inv. No.', date: 'Inv. Dt.', km: 'Odo', plate: 'Reg. No.', veh: 'Make/Mdl' },
    kmStyle: 'plain', kmUnit: '', kmRange: [20000, 120000], jobs: JOBS_EN, nJobs: [3, 5], parts: PARTS_EN, nParts: [2, 5],
    labour: 'lump', rate: 20, qty: 'x', codes: false,
    S: { lab: 'Lab.', parts: "Mat'l", net: 'S/T', tax: 'VAT', total: 'Amt Due' },
    tax: vatUK, taxBase: 'all', layout: 'pad', subs: true, plates: () => ukPlate(rng), vehicles: VEH_UK, custs: CUST,
  });
}

export function counterTicketUS(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [1979, 2005], shop: 'QUIK LUBE #14', addr: ['3310 N Main · Gainesville FL'],
    ds: 'usdash', ns: 'plain', cur: '', k: 1,
    L: { no: 'Tkt', date: 'Dt', km: 'Odo' },
    kmStyle: 'plain', kmUnit: '', kmRange: [30000, 190000], jobs: JOBS_EN.slice(0, 3).concat(JOBS_EN.slice(17, 20)), nJobs: [2, 3], parts: PARTS_EN.slice(0, 2).concat(PARTS_EN.slice(10, 12)), nParts: [2, 3],
    labour: 'priced', rate: 22, qty: 'x', codes: false,
    S: { lab: 'Lab', parts: 'Pts', tax: 'Tx', total: 'TOT' },
    tax: () => 6, taxBase: 'parts', layout: 'ticket', subs: true, plates: () => usPlate(rng), vehicles: VEH_US, custs: CUST,
    foot: ['Nxt svc @ +3000 mi'],
  });
}

export function ukJobCard(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [1961, 1972], shop: 'A. J. Pettit & Son', addr: ['Motor Engineers · The Forge, Much Hadham'],
    head: 'Job Card', ds: 'mon', ns: 'en', cur: '£', k: 0.5,
    L: { no: 'No.', date: 'Dt', km: 'Mileage', plate: 'Reg. Mk', veh: 'Car' },
    kmStyle: 'comma', kmUnit: '', kmRange: [8000, 90000], jobs: JOBS_EN, nJobs: [2, 4], parts: PARTS_EN, nParts: [2, 4],
    labour: 'hours', rate: 14, qty: 'x', codes: false,
    S: { lab: 'Labour', parts: 'Parts', total: 'Total' },
    tax: () => 0, taxBase: 'all', layout: 'card', subs: true, serif: true, plates: () => ukPlate(rng), vehicles: VEH_UK, custs: CUST,
    foot: ['Settled w. thanks'],
  });
}

export function usDealerInv(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [1996, 2024], shop: 'Valley Classic Auto Svc', addr: ['1180 Commerce Dr. · Boise ID 83705'],
    head: 'INVOICE', ds: 'us4', ns: 'en', cur: 'USD', k: 1.2,
    L: { no: 'Inv. No.', date: 'Inv. Dt', svc: 'Svc Dt', km: 'Odo In', plate: 'Lic', veh: 'Veh' },
    kmStyle: 'comma', kmUnit: '', kmRange: [40000, 220000], jobs: JOBS_EN, nJobs: [3, 6], parts: PARTS_EN, nParts: [3, 6],
    labour: 'hours', rate: 70, qty: 'col', codes: true,
    S: { lab: 'Lab.', parts: 'Pts', net: 'S/T', tax: 'Tax', total: 'Bal. Due' },
    tax: () => 6, taxBase: 'parts', layout: 'form', subs: true, plates: () => usPlate(rng), vehicles: VEH_US, custs: CUST,
  });
}

export function scotSlip(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [1976, 1994], shop: 'Brae Garage', addr: ['Main St · Aberfeldy'],
    ds: 'dot1', ns: 'plain', cur: '', k: 0.6,
    L: { no: 'No', date: 'Date', km: 'Mls' },
    kmStyle: 'plain', kmUnit: '', kmRange: [20000, 110000], jobs: JOBS_EN, nJobs: [2, 3], parts: PARTS_EN, nParts: [1, 3],
    labour: 'priced', rate: 18, qty: 'x', codes: false,
    S: { lab: 'Lab', parts: 'Pts', total: 'Total' },
    tax: () => 0, taxBase: 'all', layout: 'slip', subs: false, plates: () => ukPlate(rng), vehicles: VEH_UK, custs: CUST,
    foot: ['incl. VAT', 'Pd cash'],
  });
}

export function auServiceDocket(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [2001, 2025], shop: 'Bathurst Rd Motors', addr: ['Mechanical Repairs · LMCT 10432', '48 Bathurst Rd, Orange NSW 2800'],
    head: 'TAX INV.', ds: 'sl4', ns: 'en', cur: '', k: 1.4,
    L: { no: 'Inv.', date: 'Dt', svc: 'Svc Dt', km: 'Odo', plate: 'Rego', veh: 'Veh' },
    kmStyle: 'plain', kmUnit: 'km', kmRange: [90000, 380000], jobs: JOBS_EN, nJobs: [3, 5], parts: PARTS_EN, nParts: [2, 5],
    labour: 'lump', rate: 60, qty: 'col', codes: false,
    S: { lab: 'Lab.', parts: 'Pts', net: 'S/T ex GST', tax: 'GST', total: 'Tot. inc GST' },
    tax: gstAU, taxBase: 'all', layout: 'pad', subs: true, plates: () => auPlate(rng), vehicles: VEH_AU, custs: CUST,
  });
}

export function ukSpecialistCard(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [2000, 2026], shop: 'Marque Classics', addr: ['Unit 4, Station Yd, Tetbury GL8'],
    head: 'Inv.', ds: 'mon', ns: 'en', cur: 'GBP', k: 0.75,
    L: { no: 'Inv. No.', date: 'Inv. Dt.', svc: 'Wk compl.', km: 'Odo', plate: 'Reg. Mk', veh: 'Veh.' },
    kmStyle: 'comma', kmUnit: 'mls', kmRange: [40000, 160000], jobs: JOBS_EN, nJobs: [3, 6], parts: PARTS_EN, nParts: [3, 6],
    labour: 'priced', rate: 55, qty: 'x', codes: false,
    S: { lab: 'Lab. tot.', parts: 'Pts tot.', net: 'Net', tax: 'VAT', total: 'Amt Due' },
    tax: vatUK, taxBase: 'all', layout: 'card', subs: true, plates: () => ukPlate(rng), vehicles: VEH_UK, custs: CUST,
  });
}

export function usFleetCard(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [1960, 1975], shop: 'Hub City Garage', addr: ['Hattiesburg, Miss.'],
    ds: 'usmon', ns: 'plain', cur: '', k: 0.5,
    L: { no: 'No.', date: 'Date', km: 'Speedo', veh: 'Car', cust: 'Acct' },
    kmStyle: 'plain', kmUnit: '', kmRange: [10000, 99000], jobs: JOBS_EN, nJobs: [2, 4], parts: PARTS_EN, nParts: [2, 4],
    labour: 'lump', rate: 12, qty: 'col', codes: false,
    S: { lab: 'Labor', parts: 'Parts', tax: 'Tax', total: 'Total' },
    tax: () => 3, taxBase: 'parts', layout: 'ticket', subs: true, serif: true, plates: () => usPlate(rng), vehicles: VEH_US, custs: CUST,
  });
}

export function ukMotPrep(rng: Random): Generated {
  return service(rng, {
    lang: 'en', years: [1991, 2010], shop: 'Hillside Autos', addr: ['Rear of 22 Wellgate, Rotherham'],
    ds: 'dash', ns: 'en', cur: '£', k: 0.6,
    L: { no: 'Inv.', date: 'Dt', km: 'Mi.', plate: 'Reg.' },
    kmStyle: 'comma', kmUnit: '', kmRange: [40000, 150000], jobs: JOBS_EN, nJobs: [3, 5], parts: PARTS_EN, nParts: [2, 4],
    labour: 'hours', rate: 28, qty: 'unit', codes: false,
    S: { lab: 'Lab', parts: 'Pts', net: 'Sub', tax: 'VAT', total: 'Tot.' },
    tax: vatUK, taxBase: 'all', layout: 'pad', subs: true, plates: () => ukPlate(rng), vehicles: VEH_UK, custs: CUST,
    foot: ['Pmt: chq 100384'],
  });
}
