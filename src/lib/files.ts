// Files the API sends back as base64 (spec a sections 3 and 7: type, content or data, filename),
// their MIME types, download names, the viewer's messages (spec a section 8) and file sizes.

/** A downloaded file as the API sends it; parcel and pallet file schemas both fit. */
export type FileLike = {
  type?: string | null;
  content?: string | null;
  data?: string | null;
  filename?: string | null;
};

export type FileKind = 'label' | 'original_label' | 'invoice' | 'manifest' | 'user_file';
export type FileEntity = 'parcel' | 'pallet';

const MIME_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  csv: 'text/csv',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const OCTET_STREAM = 'application/octet-stream';
const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif']);
const OFFICE_TYPES = new Set(['doc', 'docx', 'xls', 'xlsx']);

/** 'PDF', '.pdf' and ' pdf ' all name the same type. */
function normalType(type: string | null | undefined): string {
  return (type ?? '').trim().toLowerCase().replace(/^\./, '');
}

/** Spec a section 7: known types map to their MIME type, any other to text/plain, none to octet-stream. */
export function mimeTypeOf(type: string | null | undefined): string {
  const key = normalType(type);
  if (!key) return OCTET_STREAM;
  return MIME_TYPES[key] ?? 'text/plain';
}

/** How the viewer can show a file of this type; 'text' may still turn out to be a ZPL label. */
export type PreviewKind = 'pdf' | 'image' | 'text' | 'none';

export function previewKindOf(type: string | null | undefined): PreviewKind {
  const key = normalType(type);
  if (key === 'pdf') return 'pdf';
  if (IMAGE_TYPES.has(key)) return 'image';
  if (!key || OFFICE_TYPES.has(key)) return 'none';
  return mimeTypeOf(key).startsWith('text/') ? 'text' : 'none';
}

/** The base64 body of a file: `content` or `data`, whichever is filled; '' when neither is. */
export function fileBase64(file: FileLike | null | undefined): string {
  if (!file) return '';
  if (file.content?.trim()) return file.content;
  return file.data?.trim() ? file.data : '';
}

export function isEmptyFile(file: FileLike | null | undefined): boolean {
  return fileBase64(file) === '';
}

/** Decodes base64 (also base64url, unpadded, wrapped or as a data: URL); throws on garbage. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const clean = base64
    .replace(/^data:[^,]*,/, '')
    .replace(/\s+/g, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const padded = clean.padEnd(clean.length + ((4 - (clean.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function base64ToBlob(base64: string, mimeType: string = OCTET_STREAM): Blob {
  return new Blob([base64ToBytes(base64)], { type: mimeType });
}

/** A text file's content; labels and CSVs are UTF-8 (invalid sequences become U+FFFD). */
export function base64ToText(base64: string): string {
  return new TextDecoder('utf-8').decode(base64ToBytes(base64));
}

/** The file's size in bytes, from its base64 length, without decoding it. */
export function fileByteLength(file: FileLike | null | undefined): number {
  const clean = fileBase64(file)
    .replace(/^data:[^,]*,/, '')
    .replace(/[\s=]+/g, '');
  return Math.floor((clean.length * 3) / 4);
}

const FALLBACK_NAMES: Record<FileKind, (entity: FileEntity, id: string) => string> = {
  label: (entity, id) => `label_for_${entity}_${id}`,
  original_label: (entity, id) => `original_label_for_${entity}_${id}`,
  invoice: (_entity, id) => `invoice-${id}`,
  manifest: (_entity, id) => `manifest_${id}`,
  user_file: (_entity, id) => `user_file_${id}`,
};

/**
 * The name a downloaded file is saved under: the server's filename (without any folder part),
 * else the fallbacks of spec a section 7 with the extension of the file's type.
 */
export function fileNameFor(
  kind: FileKind,
  entity: FileEntity,
  id: number | string,
  file: FileLike | null | undefined,
): string {
  const given = file?.filename?.split(/[\\/]/).pop()?.trim();
  if (given) return given;
  const extension = normalType(file?.type).replace(/[^a-z0-9]/g, '');
  const base = FALLBACK_NAMES[kind](entity, String(id));
  return extension ? `${base}.${extension}` : base;
}

// ZebraDesigner output may open with a 'CT~~CD,~CC^~CT~' prefix and '~' commands before ^XA.
const ZPL_START = /^(?:CT~~CD,~CC\^~CT~\s*)?(?:~[A-Z]{2}[^^~]*)*\^XA/i;

/** True for ZPL label text: after blanks and '~' commands it starts with ^XA. */
export function isZpl(text: string): boolean {
  return ZPL_START.test(text.replace(/^\uFEFF/, '').trimStart());
}

/** Saves the file under `name` through a temporary link, as a browser download. */
export function downloadFile(file: FileLike, name: string): void {
  downloadBlob(base64ToBlob(fileBase64(file), mimeTypeOf(file.type)), name);
}

/** A file the server names, as the CSV downloads send it (spec c section 7: filename and file). */
export type NamedServerFile = { filename: string; file: string };

/** The server's file name without any folder part or control characters, else `fallback`. */
export function serverFileName(filename: string, fallback: string): string {
  const given = filename
    .split(/[\\/]/)
    .pop()
    ?.replace(/\p{Cc}/gu, '')
    .trim();
  return given || fallback;
}

/** The text of a base64 CSV the server sent (UTF-8, a leading byte-order mark dropped). */
export function serverCsvText(answer: NamedServerFile): string {
  return base64ToText(answer.file).replace(/^\uFEFF/, '');
}

/** Saves text as a UTF-8 download (.txt unless another MIME type is given, e.g. text/csv). */
export function downloadText(text: string, name: string, mimeType = 'text/plain'): void {
  downloadBlob(new Blob([text], { type: `${mimeType};charset=utf-8` }), name);
}

/** Saves a blob as a download through a temporary link. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns; revoking on the next task is safe.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Spec a section 9: file sizes use 1024 units, e.g. 1536 -> '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  // Compared after rounding, so 1023.999 KB reads '1 MB', never '1024 KB'.
  while (Number(value.toFixed(2)) >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? Math.round(value) : Number(value.toFixed(2));
  return `${shown} ${SIZE_UNITS[unit]}`;
}

/** Spec a section 8, e.g. 'label 12 file not found or is empty'. */
export function missingFileMessage(type: string, id: number | string): string {
  return `${type} ${id} file not found or is empty`;
}

export function unsupportedExtraMessage(type: string): string {
  return `Unsupported extra type: ${type}`;
}

/** Files are fetched on demand and never polled: a viewer must not change under the user. */
export const FILE_QUERY_OPTIONS = {
  staleTime: Infinity,
  refetchInterval: false,
  // A missing file is asked for once: the viewer mounting after a route loader's failed try, or
  // again as the modal settles, must not ask a second time (issue 11).
  retryOnMount: false,
  gcTime: 5 * 60_000,
} as const;

// Record ids are read by routes too (lib/entity-id.ts), without the rest of this module.
export { entityIdMessage, parseEntityId } from './entity-id';
