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
import type { PalletRecord } from './seed';

// A pallet's files, made when asked for: label (pdf, png, txt or csv), manifest (PDF) and the
// user's own packing list (CSV).

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
      return filePayload('png', barcodePngOf(pallet.tracking_number));
    case 'zpl':
      return filePayload('txt', zplOf(pallet.tracking_number, lines));
    case 'csv':
      return filePayload(
        'csv',
        csvOf([
          ['tracking_number', 'service', 'packages'],
          [pallet.tracking_number, service?.name ?? null, pallet.parcels.length],
        ]),
      );
    default:
      return filePayload('pdf', pdfOf(lines));
  }
}

export function palletManifestOf(pallet: PalletRecord): FilePayload | undefined {
  if (!pallet.manifest_file) return undefined;
  return filePayload(
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
  return filePayload(
    'csv',
    csvOf([
      ['package_type', 'tracking_number', 'order_reference'],
      ...pallet.parcels.map((p) => [p.package_type, p.tracking_number, p.order_reference]),
    ]),
  );
}
