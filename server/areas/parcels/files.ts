import type { Db } from '../../data/db';
import {
  barcodePngOf,
  csvOf,
  type FilePayload,
  filePayload,
  pdfOf,
  zplOf,
} from '../../shared/demo-files';
import { formatUnix } from '../../shared/utc-dates';
import type { ParcelRow } from './seed';

// A parcel's files, made when asked for: label (PDF, PNG or ZPL text by its label format),
// invoice and manifest (PDF).

function labelLines(db: Db, row: ParcelRow, original: boolean): string[] {
  const service = db.services.find((s) => s.id === row.serviceId);
  return [
    original ? 'ORIGINAL CARRIER LABEL' : 'SHIPPING LABEL',
    `Tracking: ${row.tracking}`,
    `Service: ${service?.name ?? 'Unknown'}`,
    `From: ${row.fromCountry}  To: ${row.toCountry}`,
    `Weight: ${row.weight} kg`,
    `Reference: ${row.reference ?? '-'}`,
  ];
}

/** undefined when the parcel has no label (or no original label when that is asked for). */
export function parcelLabelOf(db: Db, row: ParcelRow, original = false): FilePayload | undefined {
  if (!row.labelFile || (original && !row.hasOriginal)) return undefined;
  const lines = labelLines(db, row, original);
  if (row.labelFile === 'pdf') return filePayload('pdf', pdfOf(lines));
  if (row.labelFile === 'png') return filePayload('png', barcodePngOf(row.tracking));
  return filePayload('txt', zplOf(row.tracking, lines));
}

export function parcelInvoiceOf(row: ParcelRow): FilePayload | undefined {
  if (!row.hasInvoice) return undefined;
  return filePayload(
    'pdf',
    pdfOf([
      `COMMERCIAL INVOICE ${row.id}`,
      `Date: ${formatUnix(row.created)} UTC`,
      `Tracking: ${row.tracking}`,
      `Shipper country: ${row.fromCountry}`,
      `Consignee country: ${row.toCountry}`,
      `Reference: ${row.reference ?? '-'}`,
    ]),
  );
}

export function parcelManifestOf(row: ParcelRow): FilePayload | undefined {
  if (!row.hasManifest) return undefined;
  return filePayload(
    'csv',
    csvOf([
      ['id', 'tracking_number', 'reference', 'created', 'from', 'to', 'weight_kg'],
      [
        row.id,
        row.tracking,
        row.reference,
        formatUnix(row.created),
        row.fromCountry,
        row.toCountry,
        row.weight,
      ],
    ]),
  );
}
