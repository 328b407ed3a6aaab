import { includesWithLayout } from '@/lib/keyboard-layout';
import {
  CARRIER_DOCS_LIMITS,
  CARRIER_DOCS_MESSAGES,
  CARRIER_KINDS,
  type CarrierDetails,
  type CarrierDocKind,
  type CarrierListItem,
  CONTACT_EMAIL_PATTERN,
  type ContactBody,
  type DocSection,
  type DocSectionData,
} from '@/contract/carriers/carriers-schemas';

// The carrier documentation's rules (spec c sections 2, 5 and 8; decision 044): the list's quick
// search, the kind and version the URL may name, and the validation of new versions, links and
// contacts, with the spec's texts.

/** Spec c section 5: every word must be found in the name, as typed or in the Russian layout. */
export function matchesCarrierSearch(carrier: CarrierListItem, quickSearch?: string): boolean {
  const words = (quickSearch ?? '').trim().split(/\s+/).filter(Boolean);
  return words.every((word) => includesWithLayout(carrier.carrierName, word));
}

const NATURAL = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A kind's version names, the newest (highest) first: 'v10' before 'v9' before '0-legacy'. */
export function sortVersions(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => NATURAL.compare(b, a));
}

/** The versions of a kind: the server's and those added on this page but not saved yet. */
export function versionsOfKind(
  details: CarrierDetails,
  kind: CarrierDocKind,
  local: readonly string[] = [],
): string[] {
  return sortVersions([...Object.keys(details[kind]), ...local]);
}

/** The kind shown: the URL's, else the first kind with versions, else Direct. */
export function shownKind(details: CarrierDetails, kind?: CarrierDocKind): CarrierDocKind {
  if (kind) return kind;
  return CARRIER_KINDS.find((k) => Object.keys(details[k]).length > 0) ?? 'direct';
}

/** The version shown: the URL's when it exists, else the first (newest) one, else none. */
export function shownVersion(versions: readonly string[], version?: string): string | undefined {
  return version !== undefined && versions.includes(version) ? version : versions[0];
}

/** Spec c section 5: a new version's name; null when it may be added. */
export function versionNameError(name: string, existing: readonly string[]): string | null {
  if (name.trim() === '') return CARRIER_DOCS_MESSAGES.required;
  // Leading, trailing and inner spaces alike: a version name is one word.
  if (/\s/.test(name)) return CARRIER_DOCS_MESSAGES.noSpaces;
  if (name.length > CARRIER_DOCS_LIMITS.version) {
    return `Maximum length: ${CARRIER_DOCS_LIMITS.version}`;
  }
  const lower = name.toLowerCase();
  if (existing.some((v) => v.toLowerCase() === lower)) return CARRIER_DOCS_MESSAGES.versionExists;
  return null;
}

/** Spec c section 5: a link is required and has no spaces; null when it may be added. */
export function linkError(link: string): string | null {
  if (link === '') return CARRIER_DOCS_MESSAGES.required;
  if (/\s/.test(link)) return CARRIER_DOCS_MESSAGES.noSpaces;
  if (link.length > CARRIER_DOCS_LIMITS.link) return `Maximum length: ${CARRIER_DOCS_LIMITS.link}`;
  return null;
}

/** Where a link opens: http(s) as is, a bare host gets https (never javascript: or data:). */
export function linkHref(link: string): string | null {
  if (/^https?:\/\//i.test(link)) return link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return null;
  return `https://${link}`;
}

export type ContactErrors = Partial<Record<keyof ContactBody | 'form', string>>;

/** Spec c section 5: the e-mail's shape, and not all three fields empty. */
export function contactErrors(contact: ContactBody): ContactErrors {
  const trimmed = {
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
  };
  if (!trimmed.name && !trimmed.email && !trimmed.phone) {
    return { form: CARRIER_DOCS_MESSAGES.contactEmpty };
  }
  const errors: ContactErrors = {};
  if (trimmed.email && !CONTACT_EMAIL_PATTERN.test(trimmed.email)) {
    errors.email = CARRIER_DOCS_MESSAGES.email;
  }
  if (trimmed.name.length > CARRIER_DOCS_LIMITS.contactName) errors.name = 'Too long';
  if (trimmed.phone.length > CARRIER_DOCS_LIMITS.contactPhone) errors.phone = 'Too long';
  return errors;
}

/** A section with no files, links or info shows 'No information about this section'. */
export const isSectionEmpty = (section: DocSectionData) =>
  section.files.length === 0 && section.links.length === 0 && section.info.trim() === '';

export const SECTION_TITLES: Record<DocSection, string> = {
  booking: 'Booking',
  tracking: 'Tracking',
  pudo: 'Pudo',
  manifest: 'Manifest',
  cancel: 'Cancel',
  update: 'Update',
  other: 'Other',
};

export const KIND_TITLES: Record<CarrierDocKind, string> = {
  direct: 'Direct',
  return: 'Return',
  pallet: 'Pallet',
};

/** Spec c section 9: an upload's date as DD-MM-YYYY (UTC), or the spec's 'No date'. */
export function fileDate(date: string | null): string {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : 'No date';
}

/** Files the page uploads: at most this size each (the API reads 1 MB per body). */
export const UPLOAD_MAX_BYTES = CARRIER_DOCS_LIMITS.fileBytes;
export const UPLOAD_SIZE_MESSAGE = 'A file must be 512 KB or smaller.';
export const LABEL_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.zpl'] as const;
export const LABEL_TYPE_MESSAGE = 'A label must be a .pdf, .png, .jpg, .jpeg or .zpl file.';

/** Why a file cannot be uploaded (as a label when `label`), or null. */
export function uploadError(file: { name: string; size: number }, label = false): string | null {
  const name = file.name.toLowerCase();
  if (label && !LABEL_EXTENSIONS.some((ext) => name.endsWith(ext))) return LABEL_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_SIZE_MESSAGE;
  if (file.size === 0) return 'The file is empty.';
  return null;
}
