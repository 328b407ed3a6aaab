import type { LabelEntity } from './api/bulk-labels-calls';
import type { MergeResult } from './label-types';

// What a finished bulk print gives (decision 049): the merged PDF (PDF and image labels) and the
// merged ZPL job, each one file; a mixed selection gives both. The ZPL job goes to the print
// driver through the print link of spec a section 7, one link for the whole job (print-job.ts).

export type LabelFileOut = { kind: 'pdf' | 'zpl'; name: string; blob: Blob; labels: number };

const SINGULAR: Record<LabelEntity, string> = { parcels: 'parcel', pallets: 'pallet' };

/** The merged files, PDF first; none when every label was a problem. */
export function filesOf(entity: LabelEntity, result: MergeResult): LabelFileOut[] {
  const base = `${SINGULAR[entity]}_labels`;
  const files: LabelFileOut[] = [];
  if (result.pdf) {
    files.push({
      kind: 'pdf',
      name: `${base}.pdf`,
      blob: new Blob([result.pdf], { type: 'application/pdf' }),
      labels: result.pdfLabels,
    });
  }
  if (result.zpl !== null) {
    files.push({
      kind: 'zpl',
      name: `${base}.zpl`,
      blob: new Blob([result.zpl], { type: 'text/plain;charset=utf-8' }),
      labels: result.zplLabels,
    });
  }
  return files;
}

/** 'Merged 3 labels into one PDF (4 pages)' and the like, for the dialog's summary. */
export function summaryOf(result: MergeResult): string[] {
  const lines: string[] = [];
  const labels = (n: number) => `${n} label${n === 1 ? '' : 's'}`;
  if (result.pdf) {
    lines.push(
      `${labels(result.pdfLabels)} in one PDF (${result.pdfPages} page${result.pdfPages === 1 ? '' : 's'})`,
    );
  }
  if (result.zpl !== null) lines.push(`${labels(result.zplLabels)} in one ZPL job`);
  if (lines.length === 0) lines.push('No label could be merged');
  return lines;
}
