// What bulk label printing works with (issue 18 §2), without pdf-lib: the page imports these,
// and only the worker imports label-merge.ts (and so pdf-lib).

/** The most labels one print or download merges (the figure). */
export const MAX_LABELS = 500;

export const tooManyLabelsMessage = (count: number) =>
  `At most ${MAX_LABELS} labels can be printed at once: ${count} are selected. Clear some and try again.`;

/** One selected record: its id and what a person calls it (its tracking number). */
export type LabelRef = { id: number; name: string };

/** One label as fetched: the API's file (type and base64 data), or why there is none. */
export type LabelInput =
  { ref: LabelRef; type: string; data: string } | { ref: LabelRef; problem: string };

export type LabelProblem = LabelRef & { reason: string };

export type MergeResult = {
  /** The merged PDF, or null when no label was a PDF or an image. */
  pdf: Uint8Array<ArrayBuffer> | null;
  /** Labels in the PDF, and its pages (a PDF label may have several). */
  pdfLabels: number;
  pdfPages: number;
  /** The merged ZPL job, or null when no label was ZPL text. */
  zpl: string | null;
  zplLabels: number;
  /** The ids of the ZPL job's labels, in print order (the print link names them). */
  zplIds: number[];
  /** Labels that are in neither, in the order they were selected. */
  problems: LabelProblem[];
};
