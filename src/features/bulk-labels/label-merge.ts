import { PDFDocument, type PDFImage } from 'pdf-lib';
import { base64ToBytes } from '@/lib/files';
import {
  type LabelInput,
  type LabelProblem,
  MAX_LABELS,
  type MergeResult,
  tooManyLabelsMessage,
} from './label-types';

// Issue 18 §2: the selected labels as one printable document. PDFs are copied page by page into
// one PDF and images (PNG, JPEG) are each placed on a page of their own in it; ZPL (the API's
// 'txt' labels) is joined into one print job. Every label that adds nothing is a problem with its
// id and the reason, never dropped silently. A plain module: the worker (label-merge.worker.ts)
// is a thin shell around it, and the tests run it in Node.

/** A 4x6 inch label in PDF points (72 per inch): the page an image label is placed on. */
export const IMAGE_PAGE = { width: 288, height: 432 } as const;

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg']);
const TEXT_TYPES = new Set(['txt', 'zpl']);

const normalType = (type: string) => type.trim().toLowerCase().replace(/^\./, '');

/** The page an image goes on: 4x6 inches, turned when the image is wider than tall. */
export function imagePlacement(imageWidth: number, imageHeight: number) {
  const landscape = imageWidth > imageHeight;
  const page = landscape
    ? { width: IMAGE_PAGE.height, height: IMAGE_PAGE.width }
    : { ...IMAGE_PAGE };
  const scale = Math.min(page.width / imageWidth, page.height / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { page, x: (page.width - width) / 2, y: (page.height - height) / 2, width, height };
}

/** One ZPL job of several labels: each label's text whole, one after another, newline-ended. */
export function joinZpl(labels: readonly string[]): string {
  return labels
    .map((label) => label.replace(/^\uFEFF/, '').trim())
    .filter((label) => label !== '')
    .map((label) => `${label}\n`)
    .join('');
}

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

/**
 * Merges labels as they arrive, in the order they were selected whatever order they arrive in:
 * `add(index, label)` for each of `total`, then `finish()`. `onMerged` counts labels handled.
 */
export class LabelMerger {
  private readonly waiting = new Map<number, LabelInput>();
  private next = 0;
  private merged = 0;
  private chain: Promise<void> = Promise.resolve();
  private pdfDoc: Promise<PDFDocument> | null = null;
  private pdfLabels = 0;
  private readonly zplLabels: string[] = [];
  private readonly zplIds: number[] = [];
  private readonly problems: LabelProblem[] = [];

  constructor(
    private readonly total: number,
    private readonly onMerged: (merged: number) => void = () => undefined,
  ) {
    if (total > MAX_LABELS) throw new Error(tooManyLabelsMessage(total));
  }

  add(index: number, label: LabelInput): Promise<void> {
    if (index < 0 || index >= this.total || this.waiting.has(index) || index < this.next) {
      return Promise.reject(new Error(`Label ${index} is out of order or repeated`));
    }
    this.waiting.set(index, label);
    this.chain = this.chain.then(() => this.drain());
    return this.chain;
  }

  async finish(): Promise<MergeResult> {
    await this.chain;
    if (this.next < this.total) {
      throw new Error(`Only ${this.next} of ${this.total} labels arrived`);
    }
    const doc = this.pdfDoc ? await this.pdfDoc : null;
    return {
      pdf: doc ? ((await doc.save()) as Uint8Array<ArrayBuffer>) : null,
      pdfLabels: this.pdfLabels,
      pdfPages: doc?.getPageCount() ?? 0,
      zpl: this.zplLabels.length > 0 ? joinZpl(this.zplLabels) : null,
      zplLabels: this.zplLabels.length,
      zplIds: this.zplIds,
      problems: this.problems,
    };
  }

  private async drain(): Promise<void> {
    for (let label = this.waiting.get(this.next); label; label = this.waiting.get(this.next)) {
      this.waiting.delete(this.next);
      this.next += 1;
      await this.mergeOne(label);
      this.merged += 1;
      this.onMerged(this.merged);
    }
  }

  private document(): Promise<PDFDocument> {
    this.pdfDoc ??= PDFDocument.create();
    return this.pdfDoc;
  }

  private async mergeOne(label: LabelInput): Promise<void> {
    if ('problem' in label) {
      this.problems.push({ ...label.ref, reason: label.problem });
      return;
    }
    const type = normalType(label.type);
    try {
      const bytes = base64ToBytes(label.data);
      if (bytes.length === 0) throw new Error('The label is empty');
      if (type === 'pdf') await this.addPdf(bytes);
      else if (IMAGE_TYPES.has(type)) await this.addImage(bytes, type);
      else if (TEXT_TYPES.has(type)) this.addZpl(bytes, label.ref.id);
      else throw new Error(`A ${type || 'file without a type'} label cannot be printed`);
    } catch (error) {
      this.problems.push({ ...label.ref, reason: reasonOf(error) });
    }
  }

  private async addPdf(bytes: Uint8Array): Promise<void> {
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    } catch {
      throw new Error('The label is not a readable PDF');
    }
    const doc = await this.document();
    const pages = await doc.copyPages(source, source.getPageIndices());
    if (pages.length === 0) throw new Error('The label PDF has no pages');
    pages.forEach((page) => doc.addPage(page));
    this.pdfLabels += 1;
  }

  private async addImage(bytes: Uint8Array, type: string): Promise<void> {
    const doc = await this.document();
    let image: PDFImage;
    try {
      image = type === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    } catch {
      throw new Error(`The label is not a readable ${type.toUpperCase()} image`);
    }
    const { page, ...box } = imagePlacement(image.width, image.height);
    doc.addPage([page.width, page.height]).drawImage(image, box);
    this.pdfLabels += 1;
  }

  private addZpl(bytes: Uint8Array, id: number): void {
    const text = new TextDecoder('utf-8').decode(bytes);
    if (text.trim() === '') throw new Error('The label is empty');
    this.zplLabels.push(text);
    this.zplIds.push(id);
  }
}
