import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { barcodePngOf, pdfOf, zplOf } from '../../server/shared/demo-files';
import { imagePlacement, joinZpl, LabelMerger } from '../../src/features/bulk-labels/label-merge';
import { type LabelInput, MAX_LABELS } from '../../src/features/bulk-labels/label-types';

// The merge core of bulk label printing, in Node with real files: PDFs made here with pdf-lib
// and the reference server's own PDF, PNG and ZPL labels.

const base64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64');

async function pdfWithPages(count: number, width = 288, height = 432): Promise<string> {
  const doc = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) doc.addPage([width, height]).drawText(`p${page}`);
  return base64(await doc.save());
}

const ref = (id: number) => ({ id, name: `TRK${id}` });

async function merge(labels: LabelInput[], order?: number[]) {
  const counts: number[] = [];
  const merger = new LabelMerger(labels.length, (count) => counts.push(count));
  await Promise.all(
    (order ?? labels.map((_, index) => index)).map((index) => merger.add(index, labels[index]!)),
  );
  return { result: await merger.finish(), counts };
}

describe('LabelMerger', () => {
  it('merges PDFs page by page into one PDF, in the order selected', async () => {
    const { result, counts } = await merge(
      [
        { ref: ref(1), type: 'pdf', data: await pdfWithPages(2, 300, 400) },
        { ref: ref(2), type: 'pdf', data: base64(pdfOf(['SHIPPING LABEL', 'Tracking: X'])) },
        { ref: ref(3), type: 'PDF', data: await pdfWithPages(1, 100, 100) },
      ],
      // Answers arrive out of order; the document keeps the selection's order.
      [2, 0, 1],
    );
    expect(counts).toEqual([1, 2, 3]);
    expect(result.pdfLabels).toBe(3);
    expect(result.pdfPages).toBe(4);
    expect(result.zpl).toBeNull();
    expect(result.problems).toEqual([]);
    const merged = await PDFDocument.load(result.pdf!);
    expect(merged.getPageCount()).toBe(4);
    expect(merged.getPages().map((page) => page.getWidth())).toEqual([300, 300, 595, 100]);
  });

  it('puts each PNG on a 4x6 inch page of the same PDF', async () => {
    const png = barcodePngOf('1Z999AA10123456784');
    const { result } = await merge([
      { ref: ref(1), type: 'pdf', data: await pdfWithPages(1) },
      { ref: ref(2), type: 'png', data: base64(png) },
    ]);
    expect(result.pdfLabels).toBe(2);
    const merged = await PDFDocument.load(result.pdf!);
    expect(merged.getPageCount()).toBe(2);
    // The barcode is wider than tall: a landscape 6x4 inch page.
    const page = merged.getPage(1);
    expect([page.getWidth(), page.getHeight()]).toEqual([432, 288]);
  });

  it('joins ZPL labels into one job and keeps them out of the PDF', async () => {
    const first = zplOf('A1', ['one']).toString('base64');
    const second = base64(Buffer.from('\uFEFF^XA^FDB2^FS^XZ  \n\n'));
    const { result } = await merge([
      { ref: ref(7), type: 'txt', data: first },
      { ref: ref(8), type: 'pdf', data: await pdfWithPages(1) },
      { ref: ref(9), type: 'txt', data: second },
    ]);
    expect(result.zplLabels).toBe(2);
    expect(result.zplIds).toEqual([7, 9]);
    expect(result.zpl).toBe(`${zplOf('A1', ['one']).toString('utf8').trim()}\n^XA^FDB2^FS^XZ\n`);
    expect(result.zpl!.match(/\^XA/g)).toHaveLength(2);
    expect(result.pdfPages).toBe(1);
  });

  it('lists every label that adds nothing, by id, with its reason', async () => {
    const { result } = await merge([
      { ref: ref(1), problem: 'label 1 file not found or is empty' },
      { ref: ref(2), type: 'pdf', data: base64(Buffer.from('not a pdf at all')) },
      { ref: ref(3), type: 'png', data: base64(Buffer.from('not a png')) },
      { ref: ref(4), type: 'csv', data: base64(Buffer.from('a,b\n1,2\n')) },
      { ref: ref(5), type: 'txt', data: base64(Buffer.from('   \n')) },
      { ref: ref(6), type: 'pdf', data: await pdfWithPages(1) },
    ]);
    expect(result.problems).toEqual([
      { id: 1, name: 'TRK1', reason: 'label 1 file not found or is empty' },
      { id: 2, name: 'TRK2', reason: 'The label is not a readable PDF' },
      { id: 3, name: 'TRK3', reason: 'The label is not a readable PNG image' },
      { id: 4, name: 'TRK4', reason: 'A csv label cannot be printed' },
      { id: 5, name: 'TRK5', reason: 'The label is empty' },
    ]);
    expect(result.pdfLabels).toBe(1);
  });

  it('gives neither file when no label could be merged', async () => {
    const { result } = await merge([{ ref: ref(1), problem: 'gone' }]);
    expect(result.pdf).toBeNull();
    expect(result.zpl).toBeNull();
    expect(result.problems).toHaveLength(1);
  });

  it('refuses more than 500 labels, and labels out of range or twice', async () => {
    expect(() => new LabelMerger(MAX_LABELS + 1)).toThrow(
      'At most 500 labels can be printed at once: 501 are selected.',
    );
    expect(() => new LabelMerger(MAX_LABELS)).not.toThrow();
    const merger = new LabelMerger(2);
    await expect(merger.add(2, { ref: ref(1), problem: 'x' })).rejects.toThrow();
    await merger.add(0, { ref: ref(1), problem: 'x' });
    await expect(merger.add(0, { ref: ref(1), problem: 'x' })).rejects.toThrow();
    await expect(merger.finish()).rejects.toThrow('Only 1 of 2 labels arrived');
  });
});

describe('merge rules', () => {
  it('fits an image on a 4x6 inch page, turned for a wide image, centred', () => {
    expect(imagePlacement(812, 1218)).toEqual({
      page: { width: 288, height: 432 },
      x: 0,
      y: 0,
      width: 288,
      height: 432,
    });
    const wide = imagePlacement(400, 100);
    expect(wide.page).toEqual({ width: 432, height: 288 });
    expect(wide.width).toBe(432);
    expect(wide.height).toBe(108);
    expect(wide.y).toBe(90);
  });

  it('joins ZPL labels whole, newline-ended, dropping blank ones', () => {
    expect(joinZpl(['^XA^XZ', '', '  ^XA^FDx^FS^XZ\r\n'])).toBe('^XA^XZ\n^XA^FDx^FS^XZ\n');
    expect(joinZpl([])).toBe('');
  });
});
