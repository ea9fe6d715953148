/**
 * Line pools of the unseen-ai author: labour by trade (hours low–high) and parts by assembly (price low–high at
 * year-2000 euro level), in German and English, in the order a restorer walks round the car.
 */
import type { Random } from '../random';

export type Pool = [string, number, number][];

export const LABOUR_DE: Record<string, Pool> = {
  Karosserie: [
    ['Fahrzeug zerlegt, Teile katalogisiert und eingelagert', 14, 30],
    ['Karosse auf Rahmenlehre aufgenommen und vermessen', 3, 6],
    ['Karosse chemisch entlackt und entrostet (Vorbereitung)', 4, 8],
    ['Schweller links/rechts erneuert, innen und außen', 16, 28],
    ['Bodenblech vorne links ausgeschnitten und Reparaturblech eingeschweißt', 8, 14],
    ['Bodenblech vorne rechts ausgeschnitten und Reparaturblech eingeschweißt', 8, 14],
    ['Radhausinnenteil hinten instand gesetzt', 6, 12],
    ['A-Säule unten links angefertigt und eingeschweißt', 5, 9],
    ['Kofferraumboden teilweise erneuert, Reserveradmulde angepasst', 7, 12],
    ['Türen ausgerichtet, Spaltmaße eingestellt', 4, 8],
    ['Kotflügel vorne rechts gerichtet, Beule ausgebeult', 3, 6],
    ['Hohlraumkonservierung nach Herstellervorgabe', 3, 5],
    ['Unterbodenschutz entfernt, neu aufgetragen', 4, 7],
  ],
  Lackierung: [
    ['Karosse grundiert (2K-Epoxy), gefüllert und geschliffen', 14, 24],
    ['Spachtelarbeiten und Feinschliff Außenhaut', 12, 22],
    ['Türen, Hauben und Anbauteile einzeln lackiert', 8, 14],
    ['Motorraum und Kofferraum in Wagenfarbe lackiert', 5, 9],
    ['Decklack Außenhaut, zweischichtig mit Klarlack', 10, 16],
    ['Lack geschliffen und poliert (Finish)', 8, 14],
    ['Farbton nach Originalcode angemischt und Musterblech erstellt', 1, 2],
  ],
  Mechanik: [
    ['Motor aus- und eingebaut', 8, 14],
    ['Zylinderkopf zerlegt, Ventile eingeschliffen, Kopf montiert', 6, 10],
    ['Vergaser zerlegt, gereinigt, Düsen geprüft, synchronisiert', 3, 6],
    ['Getriebe aus- und eingebaut, Kupplung erneuert', 6, 10],
    ['Vorderachse zerlegt, Buchsen erneuert, montiert', 7, 12],
    ['Hinterachse überholt, Lager und Dichtringe erneuert', 6, 11],
    ['Bremsanlage komplett überholt, Leitungen neu verlegt', 8, 12],
    ['Kraftstofftank entrostet, versiegelt, eingebaut', 3, 5],
    ['Kühlsystem gespült, Kühler eingebaut, befüllt', 2, 4],
    ['Auspuffanlage montiert', 2, 4],
    ['Achsvermessung und Einstellung', 1.5, 2.5],
    ['Probefahrt und Endkontrolle', 1, 2],
  ],
  Elektrik: [
    ['Kabelbaum geprüft, Steckverbindungen erneuert', 6, 12],
    ['Lichtmaschine und Regler geprüft, eingebaut', 1.5, 3],
    ['Instrumente eingebaut, Tacho geprüft', 2, 4],
    ['Scheinwerfer eingestellt, Beleuchtung geprüft', 1, 2],
    ['Zündanlage eingestellt (Schließwinkel, Zeitpunkt)', 1, 2],
  ],
  Sattlerei: [
    ['Sitze zerlegt, Polster aufgebaut und neu bezogen', 12, 22],
    ['Teppichsatz angepasst und eingeklebt', 5, 9],
    ['Türverkleidungen neu bezogen', 4, 8],
    ['Himmel eingespannt', 4, 7],
    ['Verdeck montiert und eingestellt', 5, 9],
  ],
};

export const PARTS_DE: Record<string, Pool> = {
  Karosserie: [
    ['Schweller außen links (Nachfertigung)', 90, 180],
    ['Schweller außen rechts (Nachfertigung)', 90, 180],
    ['Reparaturblech Bodenblech vorne', 60, 140],
    ['Radlaufbogen hinten links', 45, 95],
    ['Dichtungssatz Türen', 120, 260],
    ['Frontscheibendichtung', 45, 90],
    ['Chromleiste Seitenwand', 60, 150],
    ['Emblem Heckdeckel', 25, 60],
  ],
  Motor: [
    ['Kolbensatz Übermaß 0,5', 380, 820],
    ['Motordichtsatz komplett', 140, 320],
    ['Steuerkette mit Spanner', 90, 210],
    ['Ventilsatz Einlass/Auslass', 160, 380],
    ['Hauptlagerschalen Satz', 70, 150],
    ['Pleuellagerschalen Satz', 50, 110],
    ['Ölpumpe überholt (Austausch)', 120, 260],
    ['Wasserpumpe', 70, 160],
  ],
  Bremsen: [
    ['Bremssattel vorne, überholt (Tausch)', 90, 190],
    ['Bremsscheiben vorne (Paar)', 80, 170],
    ['Hauptbremszylinder', 110, 240],
    ['Bremsschlauch-Satz', 40, 90],
    ['Radbremszylinder hinten', 25, 55],
    ['Bremsleitungen Cu-Ni, vorgebogen', 60, 130],
  ],
  Fahrwerk: [
    ['Stoßdämpfer vorne (Paar)', 140, 320],
    ['Buchsensatz Vorderachse', 70, 160],
    ['Traggelenk unten', 45, 95],
    ['Spurstangenkopf', 30, 70],
    ['Radlager hinten', 40, 85],
  ],
  Elektrik: [
    ['Kabelbaum Hauptstrang (Nachfertigung)', 380, 760],
    ['Zündverteilerkappe und Verteilerfinger', 30, 70],
    ['Zündkabelsatz', 35, 80],
    ['Scheinwerfereinsatz H4', 60, 140],
    ['Batterie 12 V 44 Ah', 70, 130],
  ],
  Innenraum: [
    ['Lederhäute, naturbelassen (Sitze)', 420, 900],
    ['Teppichsatz Velours', 220, 480],
    ['Verdeckstoff Sonnenland', 380, 720],
    ['Türverkleidungsrohlinge', 90, 190],
  ],
};

export const LABOUR_EN: Record<string, Pool> = {
  Panel: [
    ['Strip car to bare shell, bag and tag all components', 14, 30],
    ['Mount shell on jig, measure and record datum points', 3, 6],
    ['Media blast shell, inspect and photograph corrosion', 4, 8],
    ['Replace inner and outer sills, both sides', 16, 28],
    ['Cut out and replace front floor pan, LH', 8, 14],
    ['Cut out and replace front floor pan, RH', 8, 14],
    ['Repair rear wheel arches and inner wings', 6, 12],
    ['Fabricate and fit lower A-post repair section', 5, 9],
    ['Replace boot floor and spare wheel well', 7, 12],
    ['Align doors, bonnet and boot lid, set panel gaps', 4, 8],
    ['Repair dent in RH front wing', 3, 6],
    ['Cavity wax injection throughout', 3, 5],
  ],
  Paint: [
    ['Epoxy prime, fill and block sand shell', 14, 24],
    ['Skim filler and final flatting of outer panels', 12, 22],
    ['Paint doors, bonnet, boot lid and ancillaries off the car', 8, 14],
    ['Paint engine bay and boot in body colour', 5, 9],
    ['Apply base coat and clear to exterior', 10, 16],
    ['Flat and polish paintwork', 8, 14],
    ['Mix colour to original code, spray test card', 1, 2],
  ],
  Mechanical: [
    ['Remove and refit engine and gearbox', 8, 14],
    ['Strip cylinder head, lap valves, reassemble', 6, 10],
    ['Strip, clean and balance carburettors', 3, 6],
    ['Replace clutch, refit gearbox', 6, 10],
    ['Rebuild front suspension with new bushes', 7, 12],
    ['Overhaul rear axle, renew bearings and seals', 6, 11],
    ['Overhaul braking system, fit new pipes throughout', 8, 12],
    ['Clean, seal and refit fuel tank', 3, 5],
    ['Flush cooling system, fit radiator, refill', 2, 4],
    ['Fit exhaust system', 2, 4],
    ['Four-wheel alignment', 1.5, 2.5],
    ['Road test and final inspection', 1, 2],
  ],
  Electrical: [
    ['Check wiring loom, renew connectors', 6, 12],
    ['Test and refit dynamo and control box', 1.5, 3],
    ['Fit instruments, check speedometer', 2, 4],
    ['Set headlamp alignment, check all lamps', 1, 2],
    ['Set ignition timing and dwell', 1, 2],
  ],
  Trim: [
    ['Strip and rebuild seats, recover in leather', 12, 22],
    ['Fit and glue carpet set', 5, 9],
    ['Recover door cards', 4, 8],
    ['Fit headlining', 4, 7],
    ['Fit and adjust hood', 5, 9],
  ],
};

export const PARTS_EN: Record<string, Pool> = {
  Body: [
    ['Outer sill LH', 90, 180],
    ['Outer sill RH', 90, 180],
    ['Front floor pan repair panel', 60, 140],
    ['Rear wheel arch repair section', 45, 95],
    ['Door seal kit', 120, 260],
    ['Windscreen rubber', 45, 90],
    ['Chrome side trim', 60, 150],
    ['Boot lid badge', 25, 60],
  ],
  Engine: [
    ['Piston set +020', 380, 820],
    ['Full engine gasket set', 140, 320],
    ['Timing chain and tensioner', 90, 210],
    ['Valve set, inlet and exhaust', 160, 380],
    ['Main bearing shells', 70, 150],
    ['Big-end bearing shells', 50, 110],
    ['Oil pump, exchange', 120, 260],
    ['Water pump', 70, 160],
  ],
  Brakes: [
    ['Front caliper, reconditioned exchange', 90, 190],
    ['Front discs (pair)', 80, 170],
    ['Brake master cylinder', 110, 240],
    ['Brake hose set', 40, 90],
    ['Rear wheel cylinder', 25, 55],
    ['Cupro-nickel brake pipe set', 60, 130],
  ],
  Suspension: [
    ['Front dampers (pair)', 140, 320],
    ['Front suspension bush kit', 70, 160],
    ['Lower ball joint', 45, 95],
    ['Track rod end', 30, 70],
    ['Rear hub bearing', 40, 85],
  ],
  Electrical: [
    ['Main wiring loom', 380, 760],
    ['Distributor cap and rotor arm', 30, 70],
    ['HT lead set', 35, 80],
    ['Headlamp unit', 60, 140],
    ['Battery 12 V', 70, 130],
  ],
  Interior: [
    ['Leather hides for seats', 420, 900],
    ['Carpet set, Wilton', 220, 480],
    ['Mohair hood', 380, 720],
    ['Door card blanks', 90, 190],
  ],
};

/** A price level by year, 1.0 at 2000, for a currency (DM twice the euro, schilling about 14 times, CHF 1.6, GBP 0.65, USD 0.9). */
export function level(year: number): number {
  if (year <= 1970) return 0.28;
  if (year >= 2026) return 1.62;
  const pts: [number, number][] = [
    [1970, 0.28],
    [1980, 0.5],
    [1990, 0.72],
    [2000, 1],
    [2010, 1.2],
    [2020, 1.38],
    [2026, 1.62],
  ];
  for (let i = 1; i < pts.length; i++) {
    const [y0, v0] = pts[i - 1];
    const [y1, v1] = pts[i];
    if (year <= y1) return v0 + ((v1 - v0) * (year - y0)) / (y1 - y0);
  }
  return 1;
}
export const CUR_FACTOR: Record<string, number> = { EUR: 1, DM: 2, ATS: 14, CHF: 1.6, GBP: 0.65, USD: 0.9 };

/** An hourly rate of a year in a currency. */
export function hourly(rng: Random, year: number, cur: string): number {
  const base = 55 * level(year) * CUR_FACTOR[cur] * (0.85 + rng.next() * 0.35);
  return Math.round(base * (cur === 'ATS' ? 1 : 2)) / (cur === 'ATS' ? 1 : 2);
}

export const SUBLET_DE: Pool = [
  ['Verchromung Stoßstangen und Zierteile (Galvanik)', 400, 1400],
  ['Kurbelwelle geschliffen und gewuchtet (Motoreninstandsetzung)', 180, 420],
  ['Zylinderblock gehont und plangeschliffen', 220, 480],
  ['Sandstrahlen Kleinteile', 150, 400],
  ['Pulverbeschichtung Fahrwerksteile', 250, 600],
  ['Hauptuntersuchung mit Gutachten nach § 23 StVZO', 120, 200],
  ['Tachometer instand gesetzt (Fremdfirma)', 120, 260],
];
export const MATERIAL_DE: Pool = [
  ['Lackmaterial (Grundierung, Füller, Basislack, Klarlack)', 600, 1400],
  ['Schleif- und Abdeckmaterial', 120, 300],
  ['Schweißgas und Schweißdraht', 60, 160],
  ['Hohlraumwachs und Unterbodenschutz', 80, 200],
  ['Kleinmaterial, Schrauben, Kabelbinder', 40, 120],
  ['Öle, Fette und Bremsflüssigkeit', 60, 140],
];
export const SUBLET_EN: Pool = [
  ['Re-chrome bumpers and brightwork (platers)', 400, 1400],
  ['Regrind and balance crankshaft (machine shop)', 180, 420],
  ['Hone and deck cylinder block (machine shop)', 220, 480],
  ['Bead blast small parts', 150, 400],
  ['Powder coat suspension components', 250, 600],
  ['MOT test', 30, 60],
  ['Speedometer overhaul (instrument specialist)', 120, 260],
];
export const MATERIAL_EN: Pool = [
  ['Paint materials (primer, filler, base, clear)', 600, 1400],
  ['Abrasives and masking', 120, 300],
  ['Welding gas and wire', 60, 160],
  ['Cavity wax and underseal', 80, 200],
  ['Sundries, fixings, cable ties', 40, 120],
  ['Oils, grease and brake fluid', 60, 140],
];
