/** Registration papers in their coded shorthand (unseen-ap). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, atPlate, D, dePlate, kvPaper, L, sd, ukPlate, usPlate } from './kit';

const reg = (p: { items: Generated['items'] }, lang: 'de' | 'en', t: Record<string, unknown>): Generated => ({
  items: p.items,
  language: lang,
  truth: { documentType: 'registration', ...t },
});

export function fzScheinKurz(rng: Random): Generated {
  const no = `${L(rng, 1)} ${D(rng, 6)}`;
  const plate = dePlate(rng);
  const date = rng.date(1965, 2004);
  const rows: [string, string][] = [
    ['Nr.', no],
    ['Amtl. Kz.', plate],
    ['Hersteller', rng.pick(['Daimler-Benz', 'Adam Opel', 'VW', 'BMW'])],
    ['Fz.-Art', 'Pkw geschl.'],
    ['Erstzul.', sd(rng.date(1955, 1980), 'dot2')],
    ['Hubr. ccm', String(rng.int(1100, 2800))],
    ['Zul.-Stelle', rng.pick(['LRA Ebersberg', 'Stadt Köln', 'StVA Ulm'])],
    ['Ausgef.', sd(date, 'dot2')],
    ['Näch. HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${String((Number(date.slice(2, 4)) + 2) % 100).padStart(2, '0')}`],
  ];
  const p = kvPaper('de', 'boxes', { title: 'Fahrzeugschein', lines: ['Bundesrepublik Deutschland'] }, rows, []);
  return reg(p, 'de', { registrationNumber: no, plateNumber: plate });
}

export function zulScheinAT(rng: Random): Generated {
  const no = `${D(rng, 7)}`;
  const plate = atPlate(rng);
  const rows: [string, string][] = [
    ['Zul.-Sch.-Nr.', no],
    ['Kz.', plate],
    ['Fgst.-Nr.', `${D(rng, 3)} ${D(rng, 6)}`],
    ['Mke./Type', rng.pick(['Steyr-Puch 500 D', 'VW 1300', 'Fiat 124', 'Opel Ascona'])],
    ['Zul.-Bes.', rng.pick(['Hr. J. Gruber', 'Fr. M. Pichler', 'Hr. F. Wallner'])],
    ['Ausst.', sd(rng.date(1968, 2006), 'dot2')],
    ['Beh.', rng.pick(['BPD Wien', 'BH Mödling', 'BH Baden'])],
  ];
  const p = kvPaper('de', 'card', { title: 'Zulassungsschein', lines: ['Republik Österreich'] }, rows, ['Stampiglie d. Beh.'], true);
  return reg(p, 'de', { registrationNumber: no, plateNumber: plate });
}

export function kurzzeitSchein(rng: Random): Generated {
  const no = `${L(rng, 2)}${D(rng, 7)}`;
  const plate = `${rng.pick(['M', 'S', 'HD', 'BN', 'OS'])} 04-${D(rng, 3)}`;
  const from = rng.date(2008, 2025);
  const exp = addDays(from, 4);
  const rows: [string, string][] = [
    ['Zul.-Besch.-Nr.', no],
    ['Amtl. Kz. (Kurzz.)', plate],
    ['Fz.', rng.pick(['MB 190 SL', 'Porsche 356 B', 'VW T1', 'BMW 502'])],
    ['FIN', `${D(rng, 3)} ${D(rng, 3)} ${D(rng, 4)}`],
    ['Ausg.', sd(from, 'dot2')],
    ['Gült. bis', sd(exp, 'dot2')],
    ['Zweck', 'Überf./Prüff.'],
  ];
  const p = kvPaper('de', 'slip', { title: 'Fz.-Schein f. Kurzz.-Kz.', lines: ['Zul.-Behörde Lkr.'] }, rows, ['Nur gült. m. Vers.-Nachweis']);
  return reg(p, 'de', { registrationNumber: no, plateNumber: plate, expiryDate: exp });
}

export function usRegCard(rng: Random): Generated {
  const no = D(rng, 9);
  const plate = usPlate(rng);
  const issued = rng.date(1975, 2025);
  const exp = `${Number(issued.slice(0, 4)) + 1}-${issued.slice(5, 7)}-${rng.pick(['28', '15', '01'])}`;
  const rows: [string, string][] = [
    ['Reg. No.', no],
    ['Plate', plate],
    ['Yr/Mk', rng.pick(['1966 FORD', '1970 PONT', '1958 CHEV', '1974 VW'])],
    ['Body', rng.pick(['2D HT', 'CV', '4D SD', 'PU'])],
    ['Iss.', sd(issued, 'mdy')],
    ['Exp. Dt', sd(exp, 'mdy')],
    ['Fees pd', `$${rng.int(18, 140)}.00`],
  ];
  const p = kvPaper('en', 'slip', { title: 'STATE OF OREGON DMV', lines: ['Registration · Keep in veh.'] }, rows, []);
  return reg(p, 'en', { registrationNumber: no, plateNumber: plate, expiryDate: exp });
}

export function ukRegDoc(rng: Random): Generated {
  const ref = `${D(rng, 4)} ${D(rng, 3)} ${D(rng, 4)}`;
  const plate = ukPlate(rng);
  const rows: [string, string][] = [
    ['Doc. Ref.', ref],
    ['Reg. Mk', plate],
    ['Make', rng.pick(['AUSTIN', 'TRIUMPH', 'MG', 'HILLMAN'])],
    ['VIN/Ch. No.', `${L(rng, 3)}${D(rng, 6)}`],
    ['Taxn Cl.', 'HISTORIC'],
    ['1st Reg.', sd(rng.date(1955, 1975), 'mon')],
    ['Iss.', sd(rng.date(1985, 2015), 'mon')],
    ['Prev. keepers', String(rng.int(2, 8))],
  ];
  const p = kvPaper('en', 'boxes', { title: 'Vehicle Registration Document', lines: ['DVLA Swansea SA99'] }, rows, ['Not proof of ownership.']);
  return reg(p, 'en', { registrationNumber: ref, plateNumber: plate });
}
