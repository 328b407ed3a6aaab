import type { Db } from './db';
import { barcodePngOf, csvOf, type FilePayload, MIME_TYPES, pdfOf, zplOf } from './files';
import type { PalletRecord } from './pallets';
import { formatUnix } from './parcels-random';

// A pallet's files, made when asked for: label (pdf, png, txt or csv), manifest (PDF) and the
// user's own packing list (CSV).

const payload = (type: string, bytes: Buffer): FilePayload => ({
  type,
  bytes,
  mime: MIME_TYPES[type] ?? 'application/octet-stream',
});

export function palletLabelOf(db: Db, pallet: PalletRecord): FilePayload | undefined {
  if (!pallet.has_label) return undefined;
  const service = db.services.find((s) => s.id === pallet.service_id);
  const lines = [
    'PALLET LABEL',
    `Tracking: ${pallet.tracking_number}`,
    `Service: ${service?.name ?? 'Unknown'}`,
    `MAWB: ${pallet.mawb_number ?? '-'}`,
    `Packages: ${pallet.parcels.length}`,
  ];
  switch (pallet.label_format) {
    case 'png':
      return payload('png', barcodePngOf(pallet.tracking_number));
    case 'zpl':
      return payload('txt', zplOf(pallet.tracking_number, lines));
    case 'csv':
      return payload(
        'csv',
        csvOf([
          ['tracking_number', 'service', 'packages'],
          [pallet.tracking_number, service?.name ?? null, pallet.parcels.length],
        ]),
      );
    default:
      return payload('pdf', pdfOf(lines));
  }
}

export function palletManifestOf(pallet: PalletRecord): FilePayload | undefined {
  if (!pallet.manifest_file) return undefined;
  return payload(
    'pdf',
    pdfOf([
      `PALLET MANIFEST ${pallet.tracking_number}`,
      `Created: ${formatUnix(pallet.created)} UTC`,
      ...pallet.parcels.map((p) => `${p.package_type}: ${p.tracking_number ?? '-'}`),
    ]),
  );
}

export function palletUserFileOf(pallet: PalletRecord): FilePayload | undefined {
  if (!pallet.user_file) return undefined;
  return payload(
    'csv',
    csvOf([
      ['package_type', 'tracking_number', 'order_reference'],
      ...pallet.parcels.map((p) => [p.package_type, p.tracking_number, p.order_reference]),
    ]),
  );
}
