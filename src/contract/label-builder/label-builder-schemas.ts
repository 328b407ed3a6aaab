import * as v from 'valibot';

// The label builder contract (spec c sections 2-9; issue 16 section 1). Relative imports only:
// the reference server (run by tsx, without the app's aliases) imports this file.
//
// Decisions the spec leaves open (decision 037):
// - Carriers travel as `{ value, label }` options, `value` being the carrier id as text; the label
//   names of a kind are keyed by that value (`directLabelNames['3'] = ['Standard 4x6', ...]`).
// - `countryReturn` chooses from `countriesFrom` (a return goes back to where parcels leave).
// - GET /label_builder/get_label answers `{ type, label, filename }`: `label` is the HTML text
//   (it starts with '<'), the PDF in base64, or the ZPL text; `type` names which.
// - The print hash signs the timestamp id of the print with the account and its print session;
//   the print link is `eplprinter:` followed by the label's http(s) URL.

export const LABEL_KINDS = ['direct', 'return', 'pallet'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

export const LABEL_TYPES = ['html', 'pdf', 'zpl', 'zpl-preview', 'zpl-print'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** The label types that take a DPI (spec c section 3). */
export const ZPL_LABEL_TYPES = ['zpl', 'zpl-preview', 'zpl-print'] as const satisfies LabelType[];

/** Spec c section 9: DPI choices 200 and 300; print at 300. */
export const LABEL_DPIS = [200, 300] as const;
export type LabelDpi = (typeof LABEL_DPIS)[number];
export const PRINT_DPI: LabelDpi = 300;
export const PRINT_LABEL_TYPE: LabelType = 'zpl-print';

/** The custom protocol of the local print driver (eplprinter.exe, spec a section 7). */
export const PRINT_PROTOCOL = 'eplprinter';

/** Limits of what a label's settings may carry (the server holds them too). */
export const LABEL_LIMITS = {
  /** Letters, digits and dashes. */
  tracking: 40,
  secondary: 40,
  labelName: 100,
} as const;

/** Tracking and secondary numbers: letters, digits and dashes. */
export const LABEL_NUMBER = /^[A-Za-z0-9-]*$/;

export const LabelOptionSchema = v.object({ value: v.string(), label: v.string() });
export type LabelOption = v.InferOutput<typeof LabelOptionSchema>;

const LabelNamesSchema = v.record(v.string(), v.array(v.string()));

/** GET /label_builder: the fields' lists. */
export const LabelBuilderFieldsSchema = v.object({
  directCarriers: v.array(LabelOptionSchema),
  returnCarriers: v.array(LabelOptionSchema),
  palletCarriers: v.array(LabelOptionSchema),
  directLabelNames: LabelNamesSchema,
  returnLabelNames: LabelNamesSchema,
  palletLabelNames: LabelNamesSchema,
  countriesFrom: v.array(LabelOptionSchema),
  countriesTo: v.array(LabelOptionSchema),
});
export type LabelBuilderFields = v.InferOutput<typeof LabelBuilderFieldsSchema>;

/** The query of GET /label_builder/get_label (and of the screen's URL). */
export type LabelSettings = {
  carrierKind?: LabelKind;
  carrier?: string;
  labelName?: string;
  labelType?: LabelType;
  labelDpi?: LabelDpi;
  countryFrom?: string;
  countryTo?: string;
  countryReturn?: string;
  tracking?: string;
  secondary?: string;
};

export const LABEL_SETTING_KEYS = [
  'carrierKind',
  'carrier',
  'labelName',
  'labelType',
  'labelDpi',
  'countryFrom',
  'countryTo',
  'countryReturn',
  'tracking',
  'secondary',
] as const satisfies ReadonlyArray<keyof LabelSettings>;

/** GET /label_builder/get_label: the label. */
export const LabelAnswerSchema = v.object({
  type: v.picklist(['html', 'pdf', 'zpl']),
  label: v.string(),
  filename: v.string(),
});
export type LabelAnswer = v.InferOutput<typeof LabelAnswerSchema>;

/** POST /label_builder/generate_print_hash: the print's timestamp id (ms since 1970). */
export const LabelPrintHashBodySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
});
export type LabelPrintHashBody = v.InferOutput<typeof LabelPrintHashBodySchema>;

export const LabelPrintHashSchema = v.object({ printHash: v.string() });
export type LabelPrintHash = v.InferOutput<typeof LabelPrintHashSchema>;

/** The server's 400 texts (each names its field in `fields`). */
export const LABEL_MESSAGES = {
  kindRequired: 'Carrier kind is required',
  kindUnknown: `Carrier kind must be one of ${LABEL_KINDS.join(', ')}`,
  carrierRequired: 'Carrier is required',
  carrierNotOfKind: (carrier: string, kind: string) =>
    `Carrier ${carrier} is not a ${kind} carrier`,
  labelNameUnknown: (name: string, carrier: string) => `Label ${name} is not a label of ${carrier}`,
  typeUnknown: `Label type must be one of ${LABEL_TYPES.join(', ')}`,
  dpiNotZpl: 'Label DPI applies to ZPL label types only',
  dpiUnknown: `Label DPI must be ${LABEL_DPIS.join(' or ')}`,
  countryUnknown: (field: string, code: string) => `${field} ${code} is not in the list`,
  numberInvalid: (field: string) =>
    `${field} must be at most ${LABEL_LIMITS.tracking} letters, digits or dashes`,
} as const;
