import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { multipart } from './multipart';

/** About what a one-page workshop receipt's text is: searchable, and so recomputed when a row changes. */
const receiptText =
  'Werkstatt Müller GmbH Rechnung Ölwechsel inkl. Filter, Bremsen erneuert. Oil change with filter, brake pads replaced. Zahlbar innerhalb von 14 Tagen. '.repeat(
    12,
  );
const invoicePdf = fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/documents/doc_002.pdf'));

export interface Seeded {
  vehicleId: string;
  photoId: string;
  documentIds: string[];
}

/**
 * A vehicle of `owner` with one photo (through the API) and `documents` documents, each with its
 * own stored file: the first through the upload API, the rest written straight to storage and the
 * table (what thousands of uploads would leave, without the minutes they take).
 */
export async function seedVehicle(app: FastifyInstance, owner: { cookie: string; userId: string }, documents = 3): Promise<Seeded> {
  const headers = { cookie: owner.cookie };
  const vehicle = await app.inject({ method: 'POST', url: '/api/vehicles', headers, payload: { make: 'Mercedes-Benz', model: '280 SL', year: 1969 } });
  const vehicleId = vehicle.json().id as string;
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#753' } })
    .jpeg()
    .toBuffer();
  const form = multipart([{ name: 'photo', filename: 'front.jpg', contentType: 'image/jpeg', data: photo }]);
  const withPhoto = await app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/photos`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (withPhoto.statusCode !== 201) throw new Error(`photo: ${withPhoto.body}`);
  const upload = multipart([
    { name: 'vehicleId', data: vehicleId },
    { name: 'record', data: JSON.stringify({ title: 'Werkstattrechnung 2024-6355', documentType: 'service', date: '2024-06-01', totalCost: 69_275 }) },
    { name: 'file', filename: 'invoice.pdf', contentType: 'application/pdf', data: invoicePdf },
  ]);
  const first = await app.inject({ method: 'POST', url: '/api/documents', headers: { ...headers, ...upload.headers }, payload: upload.payload });
  if (first.statusCode !== 201) throw new Error(`document: ${first.body}`);
  const documentIds = [first.json().id as string];
  const rows = [];
  for (let i = 1; i < documents; i++) {
    const id = crypto.randomUUID();
    const body = Buffer.from(`%PDF-1.4 receipt ${i} ${id}`);
    await app.storage.put(`${owner.userId}/${id}.pdf`, body, 'application/pdf');
    rows.push(
      sql`(${id}, ${vehicleId}, ${owner.userId}, ${`Receipt ${i}`}, 'receipt', 'Other', '2020-01-01', ${`r${i}.pdf`}, ${`${owner.userId}/${id}.pdf`}, ${body.length}, ${crypto.createHash('sha256').update(body).digest('hex')}, ${`${receiptText} ${i}`})`,
    );
    documentIds.push(id);
  }
  for (let i = 0; i < rows.length; i += 500) {
    await app.db
      .execute(sql`insert into vehicle_documents_content (id, vehicle_id, user_id, title, document_type, document_category, date_created, file_name, file_url, file_size, file_hash, content_text)
      values ${sql.join(rows.slice(i, i + 500), sql`, `)}`);
  }
  return { vehicleId, photoId: withPhoto.json().photos[0].id as string, documentIds };
}
