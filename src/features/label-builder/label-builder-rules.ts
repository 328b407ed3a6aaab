import { REQUIRED } from '@/contract/shared/validation-messages';
import {
  LABEL_DPIS,
  LABEL_KINDS,
  LABEL_LIMITS,
  LABEL_NUMBER,
  type LabelAnswer,
  type LabelBuilderFields,
  type LabelDpi,
  type LabelKind,
  type LabelOption,
  type LabelSettings,
  type LabelType,
  PRINT_DPI,
  PRINT_LABEL_TYPE,
  PRINT_PROTOCOL,
  ZPL_LABEL_TYPES,
} from '@/contract/label-builder/label-builder-schemas';
import type { LabelBuilderSearch } from './label-builder-search';

// The label builder's rules (spec c sections 3-5, 9): the carrier list depends on the kind and
// the label names on both; a kind or carrier list with exactly one option preselects it; the
// DPI belongs to ZPL types only; kind and carrier are required. The form's values travel to the
// URL and the API as the same settings, so a label is a link; the print link (spec c section 7)
// asks for the same label as zpl-print at 300 DPI.

export type LabelForm = {
  carrierKind: LabelKind | null;
  carrier: string | null;
  labelName: string | null;
  labelType: LabelType;
  labelDpi: LabelDpi | null;
  countryFrom: string | null;
  countryTo: string | null;
  countryReturn: string | null;
  tracking: string;
  secondary: string;
};

export const DEFAULT_LABEL_TYPE: LabelType = 'html';

const KIND_LABELS: Readonly<Record<LabelKind, string>> = {
  direct: 'Direct',
  return: 'Return',
  pallet: 'Pallet',
};

export const LABEL_TYPE_OPTIONS: ReadonlyArray<{ value: LabelType; label: string }> = [
  { value: 'html', label: 'HTML' },
  { value: 'pdf', label: 'PDF' },
  { value: 'zpl', label: 'ZPL' },
  { value: 'zpl-preview', label: 'ZPL preview' },
  { value: 'zpl-print', label: 'ZPL print' },
];

export const isZplType = (type: LabelType): boolean =>
  (ZPL_LABEL_TYPES as readonly LabelType[]).includes(type);

/** ZPL and ZPL preview default to 200 DPI; ZPL print to the printers' 300. */
export const defaultDpiFor = (type: LabelType): LabelDpi | null =>
  isZplType(type) ? (type === PRINT_LABEL_TYPE ? PRINT_DPI : LABEL_DPIS[0]) : null;

const carriersOf = (fields: LabelBuilderFields, kind: LabelKind) => fields[`${kind}Carriers`];

/** The kinds that have carriers. */
export function kindOptions(fields: LabelBuilderFields): LabelOption[] {
  return LABEL_KINDS.filter((kind) => carriersOf(fields, kind).length > 0).map((kind) => ({
    value: kind,
    label: KIND_LABELS[kind],
  }));
}

export function carrierOptions(fields: LabelBuilderFields, kind: LabelKind | null): LabelOption[] {
  return kind ? carriersOf(fields, kind) : [];
}

export function labelNameOptions(
  fields: LabelBuilderFields,
  kind: LabelKind | null,
  carrier: string | null,
): string[] {
  if (!kind || !carrier) return [];
  return fields[`${kind}LabelNames`][carrier] ?? [];
}

/** Fills a kind, then a carrier, that has exactly one option. */
export function withPreselection(form: LabelForm, fields: LabelBuilderFields): LabelForm {
  const kinds = kindOptions(fields);
  const carrierKind =
    form.carrierKind ?? (kinds.length === 1 ? (kinds[0]!.value as LabelKind) : null);
  const carriers = carrierOptions(fields, carrierKind);
  const carrier = form.carrier ?? (carriers.length === 1 ? carriers[0]!.value : null);
  return { ...form, carrierKind, carrier };
}

const BLANK: LabelForm = {
  carrierKind: null,
  carrier: null,
  labelName: null,
  labelType: DEFAULT_LABEL_TYPE,
  labelDpi: null,
  countryFrom: null,
  countryTo: null,
  countryReturn: null,
  tracking: '',
  secondary: '',
};

export const emptyLabelForm = (fields: LabelBuilderFields): LabelForm =>
  withPreselection(BLANK, fields);

/** A new kind empties the carrier and label name (then preselects a single carrier). */
export function changeKind(
  form: LabelForm,
  kind: LabelKind | null,
  fields: LabelBuilderFields,
): LabelForm {
  if (kind === form.carrierKind) return form;
  return withPreselection({ ...form, carrierKind: kind, carrier: null, labelName: null }, fields);
}

/** A new carrier keeps the label name only when the carrier has it too. */
export function changeCarrier(
  form: LabelForm,
  carrier: string | null,
  fields: LabelBuilderFields,
): LabelForm {
  const names = labelNameOptions(fields, form.carrierKind, carrier);
  const labelName = form.labelName && names.includes(form.labelName) ? form.labelName : null;
  return { ...form, carrier, labelName };
}

/** A DPI only for ZPL types: kept when it has one, the type's default otherwise. */
export function changeType(form: LabelForm, labelType: LabelType): LabelForm {
  const labelDpi = isZplType(labelType) ? (form.labelDpi ?? defaultDpiFor(labelType)) : null;
  return { ...form, labelType, labelDpi };
}

const inList = (options: LabelOption[], value: string | undefined) =>
  value !== undefined && options.some((o) => o.value === value) ? value : null;

/**
 * The form the URL describes, each setting checked against the lists: what does not fit (a
 * carrier of another kind, an unknown label name, a DPI on HTML) is left out, as if not given.
 */
export function formFromSearch(search: LabelBuilderSearch, fields: LabelBuilderFields): LabelForm {
  const kinds = kindOptions(fields);
  const carrierKind = inList(kinds, search.carrierKind) as LabelKind | null;
  const carrier = inList(carrierOptions(fields, carrierKind), search.carrier);
  const names = labelNameOptions(fields, carrierKind, carrier);
  const labelType = search.labelType ?? DEFAULT_LABEL_TYPE;
  const form: LabelForm = {
    carrierKind,
    carrier,
    labelName: search.labelName && names.includes(search.labelName) ? search.labelName : null,
    labelType,
    labelDpi: isZplType(labelType) ? (search.labelDpi ?? defaultDpiFor(labelType)) : null,
    countryFrom: inList(fields.countriesFrom, search.countryFrom?.toUpperCase()),
    countryTo: inList(fields.countriesTo, search.countryTo?.toUpperCase()),
    countryReturn: inList(fields.countriesFrom, search.countryReturn?.toUpperCase()),
    tracking: search.tracking ?? '',
    secondary: search.secondary ?? '',
  };
  return withPreselection(form, fields);
}

export type LabelFormErrors = Partial<
  Record<'carrierKind' | 'carrier' | 'tracking' | 'secondary', string>
>;

export const LABEL_NUMBER_MESSAGE = `Letters, digits and dashes only (at most ${LABEL_LIMITS.tracking})`;

/** Spec c, section 4: a changed form asks before it is left. */
export const LEAVE_QUESTION = 'Data was changed. Leave without saving ?';

const isLabelNumber = (text: string) =>
  text.trim().length <= LABEL_LIMITS.tracking && LABEL_NUMBER.test(text.trim());

/** Spec c section 5: kind and carrier required; tracking numbers as the server takes them. */
export function labelFormErrors(form: LabelForm): LabelFormErrors {
  const errors: LabelFormErrors = {};
  if (!form.carrierKind) errors.carrierKind = REQUIRED;
  if (!form.carrier) errors.carrier = REQUIRED;
  if (!isLabelNumber(form.tracking)) errors.tracking = LABEL_NUMBER_MESSAGE;
  if (!isLabelNumber(form.secondary)) errors.secondary = LABEL_NUMBER_MESSAGE;
  return errors;
}

/** True when the form holds something else than the label on show (its URL). */
export const isChanged = (form: LabelForm, shown: LabelForm): boolean =>
  (Object.keys(form) as Array<keyof LabelForm>).some((key) => form[key] !== shown[key]);

/** The settings of a complete form (the URL's search and the API's query); null otherwise. */
export function settingsOf(form: LabelForm): LabelSettings | null {
  if (!form.carrierKind || !form.carrier) return null;
  const settings: LabelSettings = {
    carrierKind: form.carrierKind,
    carrier: form.carrier,
    labelName: form.labelName ?? undefined,
    labelType: form.labelType,
    labelDpi: isZplType(form.labelType) ? (form.labelDpi ?? undefined) : undefined,
    countryFrom: form.countryFrom ?? undefined,
    countryTo: form.countryTo ?? undefined,
    countryReturn: form.countryReturn ?? undefined,
    tracking: form.tracking.trim() || undefined,
    secondary: form.secondary.trim() || undefined,
  };
  return Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  ) as LabelSettings;
}

export type ResultKind = 'html' | 'pdf' | 'zpl';

/** Spec c section 4: text starting with '<' is shown in a frame; ZPL drawn; anything else a PDF. */
export function resultKindOf(answer: Pick<LabelAnswer, 'type' | 'label'>): ResultKind {
  if (answer.label.trimStart().startsWith('<')) return 'html';
  return answer.type === 'zpl' ? 'zpl' : 'pdf';
}

/** The 4x6 inch label at the DPI: 8 dots per mm at 200 (203) DPI, 12 at 300. */
export const zplSizeOf = (dpi: LabelDpi | undefined) =>
  ({ widthMm: 101.6, heightMm: 152.4, dpmm: dpi === 300 ? 12 : 8 }) as const;

/** A file name for the download when the server names none. */
export function labelFileName(answer: Pick<LabelAnswer, 'type' | 'filename'>): string {
  const name = answer.filename.replace(/[\\/:*?"<>|]+/g, '_').trim();
  return name || `label.${answer.type === 'zpl' ? 'zpl' : answer.type}`;
}

export type PrintLinkInput = {
  /** The console's origin, e.g. `window.location.origin`. */
  origin: string;
  /** Where the `/admin` API lives; an absolute URL or a path on `origin`. */
  apiBase: string;
  settings: LabelSettings;
  /** The print's timestamp id, as sent to generate_print_hash. */
  id: number;
  sessionId: string;
  printHash: string;
};

/**
 * Spec c section 7: `eplprinter:` and the label's URL with the settings, labelType zpl-print,
 * labelDpi 300, the print hash, the print session id (PHPSESSID) and the id.
 */
export function labelPrintLink(input: PrintLinkInput): string {
  const base = new URL(
    input.apiBase.endsWith('/') ? input.apiBase : `${input.apiBase}/`,
    input.origin,
  );
  const url = new URL('label_builder/get_label', base);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.settings)) query.set(key, String(value));
  query.set('labelType', PRINT_LABEL_TYPE);
  query.set('labelDpi', String(PRINT_DPI));
  query.set('printHash', input.printHash);
  query.set('PHPSESSID', input.sessionId);
  query.set('id', String(input.id));
  url.search = query.toString();
  return `${PRINT_PROTOCOL}:${url.toString()}`;
}

/** The http(s) URL inside a print link (what the print driver fetches). */
export const printLinkTarget = (link: string): string =>
  link.startsWith(`${PRINT_PROTOCOL}:`) ? link.slice(PRINT_PROTOCOL.length + 1) : link;
