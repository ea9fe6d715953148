import { expect, type APIRequestContext } from '@playwright/test';
import { createPdf } from '../integration/support/make-pdf';

let fileNo = 0;

/**
 * A vehicle with a history to show: services with an odometer that goes back, a title with a
 * foreign VIN, two policies with a gap, an appraisal above the agreed value, a grading; and a
 * second vehicle to compare with. Everything through the API, as the app would.
 */
export async function seedHistory(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { data, headers });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const car = await post('/api/vehicles', {
    make: 'Porsche',
    model: '911 T',
    year: 1971,
    vin: 'WP0ZZZ91ZJS100123',
    purchaseDate: '2012-05-01',
    purchasePrice: 4_500_000,
    currency: 'EUR',
    odometer: 128_000,
    odometerUnit: 'km',
    matchingNumbers: true,
    engine: '2.2 flat-six',
    transmission: 'manual',
    bodyStyle: 'coupe',
  });
  const other = await post('/api/vehicles', {
    make: 'Mercedes-Benz',
    model: '280 SL Pagode',
    year: 1969,
    purchaseDate: '2015-03-01',
    purchasePrice: 8_900_000,
    currency: 'EUR',
    odometer: 84_000,
    odometerUnit: 'km',
    matchingNumbers: false,
    engine: 'M130 straight-six',
    transmission: 'automatic',
    bodyStyle: 'roadster',
  });
  const docs: Record<string, string> = {};
  const upload = async (key: string, record: object) => {
    fileNo += 1;
    const res = await request.post('/api/documents', {
      headers,
      multipart: {
        vehicleId: car.id,
        record: JSON.stringify(record),
        file: { name: `${key}-${fileNo}.pdf`, mimeType: 'application/pdf', buffer: createPdf([`${key} ${Date.now()} ${fileNo}`]) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    docs[key] = (await res.json()).id;
  };
  await upload('title', { documentType: 'title', title: 'Fahrzeugbrief 1971', date: '2012-05-01', extractedData: [{ key: 'vin', value: '9111100999' }] });
  await upload('service1', {
    documentType: 'service',
    title: 'Major service, valves adjusted',
    date: '2014-04-10',
    totalCost: 185_000,
    partsCost: 42_000,
    serviceMileage: 98_000,
    shopName: 'Werkstatt Müller',
    aiSummary: 'Valve clearance, oil change, new plugs',
  });
  await upload('service2', {
    documentType: 'service',
    title: 'Carburettors rebuilt',
    date: '2016-06-22',
    totalCost: 240_000,
    serviceMileage: 91_000,
    shopName: 'Classic Motors Ltd',
  });
  await upload('service3', {
    documentType: 'service',
    title: 'Brakes overhauled',
    date: '2021-09-14',
    totalCost: 132_050,
    partsCost: 61_000,
    serviceMileage: 119_500,
    shopName: 'Werkstatt Müller',
  });
  await upload('policy1', {
    documentType: 'insurance',
    title: 'OCC classic policy 2018',
    date: '2018-01-01',
    premium: 38_000,
    effectiveStart: '2018-01-01',
    effectiveEnd: '2018-12-31',
  });
  await upload('policy2', {
    documentType: 'insurance',
    title: 'OCC classic policy 2020–',
    date: '2020-01-01',
    premium: 41_000,
    effectiveStart: '2020-01-01',
    effectiveEnd: '2099-12-31',
  });
  await upload('appraisal', {
    documentType: 'appraisal',
    title: 'Classic Data valuation',
    date: '2023-05-02',
    appraisedValue: 12_500_000,
    appraiserName: 'Classic Data',
    appraisalDate: '2023-05-02',
  });
  await upload('receipt', { documentType: 'receipt', title: 'Parts from Stoddard', date: '2022-02-02', totalCost: 31_000, currency: 'USD' });
  await post(`/api/vehicles/${car.id}/value-entries`, { kind: 'agreed', date: '2024-01-15', amount: 9_500_000, currency: 'EUR', source: 'OCC policy' });
  await post(`/api/vehicles/${car.id}/value-entries`, { kind: 'estimate', date: '2019-06-01', amount: 8_000_000, currency: 'EUR', source: 'Auction result' });
  await post(`/api/vehicles/${car.id}/gradings`, { scale: 'zustandsnote', grade: 3, date: '2012-05-01', note: 'Bought with patina, sound body' });
  await post(`/api/vehicles/${car.id}/gradings`, { scale: 'zustandsnote', grade: 2, date: '2022-03-01', note: 'After brakes and carburettors' });
  return { car: car.id as string, other: other.id as string, docs };
}
