import {
  type CarrierDetails,
  type CarrierDocKind,
  type CarrierListItem,
  CARRIER_KINDS,
  DOC_SECTIONS,
  type DocPart,
  type DocVersion,
} from '../../../src/contract/carriers/carriers-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { type FileAnswer, fileAnswerOf, namedCsvAnswer } from '../../shared/file-answer';
import { extensionOf, generatedFileOf } from './files';
import {
  type CarrierDoc,
  emptyVersion,
  type StoredFile,
  type StoredPart,
  type StoredVersion,
} from './seed';

// The carrier documentation's look-ups and answers (decision 044): a missing carrier, version or
// file is a 404; a write naming a version that does not exist yet creates it (the console adds a
// version locally first and keeps it there until something is saved in it).

export type VersionRef = { carrierId: number; kind: CarrierDocKind; version: string };

const notFound = (message: string, field?: string) =>
  new HttpFailure(404, [field ? { message, fields: [field] } : { message }]);

export function carriersList(db: Db): CarrierListItem[] {
  return [...db.carriersDocs.docs.values()]
    .map((doc) => ({
      carrierId: doc.carrierId,
      carrierName: doc.carrierName,
      carrierLogo: doc.logo,
    }))
    .sort((a, b) => a.carrierName.localeCompare(b.carrierName));
}

export function docOf(db: Db, carrierId: number): CarrierDoc {
  const doc = db.carriersDocs.docs.get(carrierId);
  if (!doc) throw notFound(`Carrier ${carrierId} not found`, 'carrierId');
  return doc;
}

/** The version, or a 404; with `create`, a new empty version instead of the 404. */
export function versionOf(db: Db, ref: VersionRef, create = false): StoredVersion {
  const versions = docOf(db, ref.carrierId).kinds[ref.kind];
  let version = versions.get(ref.version);
  if (!version) {
    if (!create) throw notFound(`Version ${ref.version} not found`, 'version');
    version = emptyVersion();
    versions.set(ref.version, version);
  }
  return version;
}

export function partOf(version: StoredVersion, part: DocPart): StoredPart {
  return part === 'general' ? version.general : version.sections[part];
}

const fileRow = ({ fileName, date, size }: StoredFile) => ({ fileName, date, size });

function versionAnswer(version: StoredVersion): DocVersion {
  const contacts: DocVersion['contacts'] = {};
  for (const [userId, byId] of version.contacts) {
    if (byId.size === 0) continue;
    contacts[String(userId)] = Object.fromEntries(
      [...byId].map(([id, contact]) => [String(id), { ...contact }]),
    );
  }
  return {
    contacts,
    labels: version.labels.map(fileRow),
    files: version.general.files.map(fileRow),
    links: [...version.general.links],
    info: version.general.info,
    sections: Object.fromEntries(
      DOC_SECTIONS.map((section) => {
        const stored = version.sections[section];
        return [
          section,
          {
            files: stored.files.map(fileRow),
            links: [...stored.links],
            info: stored.info,
            whitelisting: stored.whitelisting,
          },
        ];
      }),
    ) as DocVersion['sections'],
  };
}

export function carrierDetails(db: Db, carrierId: number): CarrierDetails {
  const doc = docOf(db, carrierId);
  const kinds = Object.fromEntries(
    CARRIER_KINDS.map((kind) => [
      kind,
      Object.fromEntries([...doc.kinds[kind]].map(([name, v]) => [name, versionAnswer(v)])),
    ]),
  ) as Pick<CarrierDetails, CarrierDocKind>;
  return {
    carrier: doc.carrierId,
    carrier_name: doc.carrierName,
    logo: doc.logo,
    note: doc.note,
    ...kinds,
  };
}

export function findFile(files: StoredFile[], fileName: string): StoredFile {
  const file = files.find((f) => f.fileName === fileName);
  if (!file) throw notFound(`File ${fileName} not found`, 'fileName');
  return file;
}

/** A stored file's answer: its uploaded bytes, or the seeded file generated again. */
export function fileAnswer(db: Db, ref: VersionRef, part: string, file: StoredFile): FileAnswer {
  const type = extensionOf(file.fileName) || 'txt';
  if (file.base64 !== undefined) {
    return { type, data: file.base64, filename: file.fileName };
  }
  const where = {
    carrier: docOf(db, ref.carrierId).carrierName,
    kind: ref.kind,
    version: ref.version,
    part,
  };
  return fileAnswerOf(generatedFileOf(where, file.fileName), file.fileName);
}

/** GET download_whitelisting: every carrier section with whitelisting switched on. */
export function whitelistingCsv(db: Db) {
  const rows: string[][] = [];
  for (const doc of [...db.carriersDocs.docs.values()].sort((a, b) =>
    a.carrierName.localeCompare(b.carrierName),
  )) {
    for (const kind of CARRIER_KINDS) {
      for (const [name, version] of doc.kinds[kind]) {
        for (const section of DOC_SECTIONS) {
          if (version.sections[section].whitelisting) {
            rows.push([String(doc.carrierId), doc.carrierName, kind, name, section]);
          }
        }
      }
    }
  }
  return namedCsvAnswer(
    'whitelisting_carriers.csv',
    ['Carrier ID', 'Carrier', 'Kind', 'Version', 'Section'],
    rows,
  );
}
