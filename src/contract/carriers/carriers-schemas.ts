import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { plainText } from '../plain-text';
import { RecordIdSchema } from '../shared/id-body-schema';

// The carrier documentation contract (spec c sections 3 and 7; decision 044). The spec leaves
// the write payloads "not shown": each names the carrier, the kind, the version and, for the
// parts that have files, links and info, the `part` ('general' is the version's own, the others
// its documentation sections). The first write that names a version creates it.

export const CARRIER_KINDS = ['direct', 'return', 'pallet'] as const;
export type CarrierDocKind = (typeof CARRIER_KINDS)[number];

/** Spec c section 9: the documentation sections, in the order shown. */
export const DOC_SECTIONS = [
  'booking',
  'tracking',
  'pudo',
  'manifest',
  'cancel',
  'update',
  'other',
] as const;
export type DocSection = (typeof DOC_SECTIONS)[number];
/** Where files, links and info go: the version itself ('general') or one of its sections. */
export const DOC_PARTS = ['general', ...DOC_SECTIONS] as const;
export type DocPart = (typeof DOC_PARTS)[number];

export const CARRIER_DOCS_LIMITS = {
  version: 50,
  note: 5000,
  /** Stored HTML as sent (it is sanitised when shown), capped. */
  info: 100_000,
  link: 2000,
  contactName: 200,
  contactEmail: 254,
  contactPhone: 50,
  fileName: 200,
  /** One uploaded file: 512 KB, about 700 000 characters of base64. */
  fileBytes: 512 * 1024,
  fileBase64: 700_000,
  filesPerCall: 5,
  /** A logo: 512 KB of image in base64, with room for a data URL prefix. */
  logoBase64: 700_100,
  carrierName: 100,
} as const;

export const CARRIER_DOCS_MESSAGES = {
  required: 'Field is required',
  noSpaces: 'No spaces allowed',
  versionExists: 'Version is already exist',
  email: 'Not valid email',
  contactEmpty: 'All fields can`t be empty.',
} as const;

/** A plain e-mail shape: something@something.tld, no spaces. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Version names and links are single words: no whitespace anywhere. */
export const NO_SPACES_PATTERN = /^\S+$/;

// ---- Answers ----

/** GET /carriers_docs/carriers_list: spec c section 3, Carrier. */
export const CarrierListItemSchema = v.object({
  carrierId: v.number(),
  carrierName: v.string(),
  /** A URL or data URL; null without a logo. */
  carrierLogo: v.nullable(v.string()),
});
export type CarrierListItem = v.InferOutput<typeof CarrierListItemSchema>;
export const CarriersListSchema = v.array(CarrierListItemSchema);

/** An uploaded file or label; `date` is the upload day (YYYY-MM-DD, UTC), null when unknown. */
export const DocFileSchema = v.object({
  fileName: v.string(),
  date: v.nullable(v.string()),
  size: v.number(),
});
export type DocFile = v.InferOutput<typeof DocFileSchema>;

export const ContactSchema = v.object({ name: v.string(), email: v.string(), phone: v.string() });
export type Contact = v.InferOutput<typeof ContactSchema>;

/** Files, links and info of the version itself or of one section. */
const PartFields = {
  files: v.array(DocFileSchema),
  links: v.array(v.string()),
  /** Stored HTML: sanitise before showing it. */
  info: v.string(),
};

export const DocSectionSchema = v.object({ ...PartFields, whitelisting: v.boolean() });
export type DocSectionData = v.InferOutput<typeof DocSectionSchema>;

export const DocVersionSchema = v.object({
  /** By the id of the user who added them, then by contact id. */
  contacts: v.record(v.string(), v.record(v.string(), ContactSchema)),
  labels: v.array(DocFileSchema),
  ...PartFields,
  sections: v.object(
    Object.fromEntries(DOC_SECTIONS.map((section) => [section, DocSectionSchema])) as Record<
      DocSection,
      typeof DocSectionSchema
    >,
  ),
});
export type DocVersion = v.InferOutput<typeof DocVersionSchema>;

/** GET /carriers_docs/carrier_details?carrierId: per kind a map of versions by name. */
export const CarrierDetailsSchema = v.object({
  carrier: v.number(),
  carrier_name: v.string(),
  logo: v.nullable(v.string()),
  note: v.string(),
  direct: v.record(v.string(), DocVersionSchema),
  return: v.record(v.string(), DocVersionSchema),
  pallet: v.record(v.string(), DocVersionSchema),
});
export type CarrierDetails = v.InferOutput<typeof CarrierDetailsSchema>;

/** GET get_label and get_file: the file in base64 (spec c section 7). */
export const DocFileAnswerSchema = v.object({
  type: v.string(),
  data: v.string(),
  filename: v.string(),
});
export type DocFileAnswer = v.InferOutput<typeof DocFileAnswerSchema>;

/** GET download_whitelisting: a CSV the server names. */
export const WhitelistingFileSchema = v.object({ filename: v.string(), file: v.string() });

export const CarrierDocsMessageSchema = v.object({ message: v.string() });
export const ContactSavedSchema = v.object({
  message: v.string(),
  userId: v.number(),
  contactId: v.number(),
});
export const CarrierAddedSchema = v.object({ message: v.string(), carrierId: v.number() });

// ---- Bodies ----

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
// Names (a carrier's, a version's, a contact's) are plain text: no control or format characters.
const required = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, CARRIER_DOCS_MESSAGES.required),
    v.maxLength(max),
    plainText(),
  );
const noSpaces = (max: number) =>
  v.pipe(
    v.string(),
    v.minLength(1, CARRIER_DOCS_MESSAGES.required),
    v.regex(NO_SPACES_PATTERN, CARRIER_DOCS_MESSAGES.noSpaces),
    v.maxLength(max),
    plainText(),
  );

export const VersionNameSchema = noSpaces(CARRIER_DOCS_LIMITS.version);
export const LinkSchema = noSpaces(CARRIER_DOCS_LIMITS.link);
export const FileNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, CARRIER_DOCS_MESSAGES.required),
  v.maxLength(CARRIER_DOCS_LIMITS.fileName),
  v.regex(/^[^\\/\p{Cc}]+$/u, 'A file name cannot hold slashes or control characters'),
  // Nor format characters: 'x\u202Efdp.exe' shows as 'xexe.pdf' (issue 28).
  plainText(),
);

const VersionRef = {
  carrierId: RecordIdSchema,
  kind: v.picklist(CARRIER_KINDS),
  version: VersionNameSchema,
};
const PartRef = { ...VersionRef, part: v.picklist(DOC_PARTS) };

export const ContactBodySchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.maxLength(CARRIER_DOCS_LIMITS.contactName), plainText()),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(CARRIER_DOCS_LIMITS.contactEmail),
      v.check((email) => email === '' || CONTACT_EMAIL_PATTERN.test(email), 'Not valid email'),
    ),
    phone: v.pipe(v.string(), v.trim(), v.maxLength(CARRIER_DOCS_LIMITS.contactPhone), plainText()),
  }),
  v.check(
    (contact) => Boolean(contact.name || contact.email || contact.phone),
    CARRIER_DOCS_MESSAGES.contactEmpty,
  ),
);
export type ContactBody = v.InferOutput<typeof ContactBodySchema>;

export const AddContactBodySchema = v.object({ ...VersionRef, contact: ContactBodySchema });
export type AddContactBody = v.InferOutput<typeof AddContactBodySchema>;
const ContactRef = { ...VersionRef, userId: RecordIdSchema, contactId: RecordIdSchema };
export const UpdateContactBodySchema = v.object({ ...ContactRef, contact: ContactBodySchema });
export type UpdateContactBody = v.InferOutput<typeof UpdateContactBodySchema>;
export const DeleteContactBodySchema = v.object(ContactRef);
export type DeleteContactBody = v.InferOutput<typeof DeleteContactBodySchema>;

const UploadSchema = v.object({
  fileName: FileNameSchema,
  /** Base64 (a data URL prefix is accepted). */
  file: v.pipe(v.string(), v.minLength(1), v.maxLength(CARRIER_DOCS_LIMITS.fileBase64)),
});
const Uploads = v.pipe(
  v.array(UploadSchema),
  v.minLength(1),
  v.maxLength(CARRIER_DOCS_LIMITS.filesPerCall),
);

export const AddLabelBodySchema = v.object({ ...VersionRef, files: Uploads });
export type AddLabelBody = v.InferOutput<typeof AddLabelBodySchema>;
export const DeleteLabelBodySchema = v.object({ ...VersionRef, fileName: FileNameSchema });
export type DeleteLabelBody = v.InferOutput<typeof DeleteLabelBodySchema>;

export const AddFileBodySchema = v.object({ ...PartRef, files: Uploads });
export type AddFileBody = v.InferOutput<typeof AddFileBodySchema>;
export const DeleteFileBodySchema = v.object({ ...PartRef, fileName: FileNameSchema });
export type DeleteFileBody = v.InferOutput<typeof DeleteFileBodySchema>;

export const LinkBodySchema = v.object({ ...PartRef, link: LinkSchema });
export type LinkBody = v.InferOutput<typeof LinkBodySchema>;

export const AddInfoBodySchema = v.object({ ...PartRef, info: text(CARRIER_DOCS_LIMITS.info) });
export type AddInfoBody = v.InferOutput<typeof AddInfoBodySchema>;

export const ToggleWhitelistingBodySchema = v.object({
  ...VersionRef,
  part: v.picklist(DOC_SECTIONS),
  whitelisting: v.boolean(),
});
export type ToggleWhitelistingBody = v.InferOutput<typeof ToggleWhitelistingBodySchema>;

export const SaveNoteBodySchema = v.object({
  carrierId: RecordIdSchema,
  note: text(CARRIER_DOCS_LIMITS.note),
});
export type SaveNoteBody = v.InferOutput<typeof SaveNoteBodySchema>;

export const SaveLogoBodySchema = v.object({
  carrierId: RecordIdSchema,
  /** A data URL or bare base64 of a .jpg, .jpeg or .png (checked by its bytes). */
  logo: v.pipe(v.string(), v.minLength(1), v.maxLength(CARRIER_DOCS_LIMITS.logoBase64)),
});
export type SaveLogoBody = v.InferOutput<typeof SaveLogoBodySchema>;

export const AddCarrierBodySchema = v.object({
  carrierName: required(CARRIER_DOCS_LIMITS.carrierName),
});

/** The query of get_label (no part) and get_file. */
export const GetDocFileQuerySchema = v.object({
  carrierId: v.pipe(v.string(), v.toNumber(), RecordIdSchema),
  kind: v.picklist(CARRIER_KINDS),
  version: VersionNameSchema,
  part: v.optional(v.picklist(DOC_PARTS), 'general'),
  fileName: FileNameSchema,
});
