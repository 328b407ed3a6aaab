import {
  type AddContactBody,
  type AddFileBody,
  type AddInfoBody,
  type AddLabelBody,
  CARRIER_DOCS_LIMITS,
  type DeleteContactBody,
  type DeleteFileBody,
  type DeleteLabelBody,
  type LinkBody,
  type ToggleWhitelistingBody,
  type UpdateContactBody,
} from '../../../src/contract/carriers/carriers-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { labelTypeError, uploadedBytes } from './files';
import { findFile, partOf, versionOf } from './queries';
import type { StoredFile } from './seed';

// The carrier documentation's writes (decision 044). Adding anything to a version that does not
// exist yet creates it; changing or deleting in one that does not exist is a 404.

const bad = (message: string, field: string) =>
  new HttpFailure(400, [{ message, fields: [field] }]);
const today = () => new Date().toISOString().slice(0, 10);

function storedUploads(
  files: AddFileBody['files'],
  existing: StoredFile[],
  check?: (fileName: string, bytes: Buffer) => string | null,
): StoredFile[] {
  const names = new Set(existing.map((f) => f.fileName));
  return files.map((upload, index) => {
    const field = `files.${index}`;
    const bytes = uploadedBytes(upload.file);
    if (!bytes || bytes.length === 0) throw bad('File content must be base64', `${field}.file`);
    if (bytes.length > CARRIER_DOCS_LIMITS.fileBytes) {
      throw bad('A file must be 512 KB or smaller', `${field}.file`);
    }
    const wrong = check?.(upload.fileName, bytes);
    if (wrong) throw bad(wrong, `${field}.file`);
    if (names.has(upload.fileName)) {
      throw bad(`A file named ${upload.fileName} already exists`, `${field}.fileName`);
    }
    names.add(upload.fileName);
    return {
      fileName: upload.fileName,
      date: today(),
      size: bytes.length,
      base64: bytes.toString('base64'),
    };
  });
}

export function addContact(db: Db, actorId: number, body: AddContactBody) {
  const version = versionOf(db, body, true);
  const contactId = db.carriersDocs.nextContactId++;
  const own = version.contacts.get(actorId) ?? new Map();
  own.set(contactId, { ...body.contact });
  version.contacts.set(actorId, own);
  return { message: 'Contact added', userId: actorId, contactId };
}

function contactOf(db: Db, body: DeleteContactBody) {
  const byId = versionOf(db, body).contacts.get(body.userId);
  if (!byId?.has(body.contactId)) {
    throw new HttpFailure(404, [
      { message: `Contact ${body.contactId} not found`, fields: ['contactId'] },
    ]);
  }
  return byId;
}

export function updateContact(db: Db, body: UpdateContactBody) {
  contactOf(db, body).set(body.contactId, { ...body.contact });
  return { message: 'Contact updated', userId: body.userId, contactId: body.contactId };
}

export function deleteContact(db: Db, body: DeleteContactBody) {
  contactOf(db, body).delete(body.contactId);
  return { message: 'Contact deleted' };
}

export function addLabels(db: Db, body: AddLabelBody) {
  const version = versionOf(db, body, true);
  const added = storedUploads(body.files, version.labels, labelTypeError);
  version.labels.push(...added);
  return { message: added.length === 1 ? 'Label added' : `${added.length} labels added` };
}

export function deleteLabel(db: Db, body: DeleteLabelBody) {
  const version = versionOf(db, body);
  const file = findFile(version.labels, body.fileName);
  version.labels.splice(version.labels.indexOf(file), 1);
  return { message: 'Label deleted' };
}

export function addFiles(db: Db, body: AddFileBody) {
  const part = partOf(versionOf(db, body, true), body.part);
  const added = storedUploads(body.files, part.files);
  part.files.push(...added);
  return { message: added.length === 1 ? 'File added' : `${added.length} files added` };
}

export function deleteFile(db: Db, body: DeleteFileBody) {
  const part = partOf(versionOf(db, body), body.part);
  const file = findFile(part.files, body.fileName);
  part.files.splice(part.files.indexOf(file), 1);
  return { message: 'File deleted' };
}

const MAX_LINKS = 50;

export function addLink(db: Db, body: LinkBody) {
  const part = partOf(versionOf(db, body, true), body.part);
  if (part.links.includes(body.link)) throw bad('This link is already added', 'link');
  if (part.links.length >= MAX_LINKS) throw bad(`At most ${MAX_LINKS} links`, 'link');
  part.links.push(body.link);
  return { message: 'Link added' };
}

export function deleteLink(db: Db, body: LinkBody) {
  const part = partOf(versionOf(db, body), body.part);
  const index = part.links.indexOf(body.link);
  if (index < 0) throw new HttpFailure(404, [{ message: 'Link not found', fields: ['link'] }]);
  part.links.splice(index, 1);
  return { message: 'Link deleted' };
}

export function addInfo(db: Db, body: AddInfoBody) {
  // Kept as sent: the console sanitises stored HTML whenever it shows it (ARCHITECTURE.md).
  partOf(versionOf(db, body, true), body.part).info = body.info;
  return { message: 'Information saved' };
}

export function toggleWhitelisting(db: Db, body: ToggleWhitelistingBody) {
  versionOf(db, body, true).sections[body.part].whitelisting = body.whitelisting;
  return { message: body.whitelisting ? 'Whitelisting switched on' : 'Whitelisting switched off' };
}
