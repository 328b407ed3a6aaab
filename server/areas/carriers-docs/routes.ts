import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AddCarrierBodySchema,
  AddContactBodySchema,
  AddFileBodySchema,
  AddInfoBodySchema,
  AddLabelBodySchema,
  type CarrierDetails,
  type CarrierListItem,
  DeleteContactBodySchema,
  DeleteFileBodySchema,
  DeleteLabelBodySchema,
  GetDocFileQuerySchema,
  LinkBodySchema,
  SaveLogoBodySchema,
  SaveNoteBodySchema,
  ToggleWhitelistingBodySchema,
  UpdateContactBodySchema,
} from '../../../src/contract/carriers/carriers-schemas';
import { RecordIdSchema } from '../../../src/contract/shared/id-body-schema';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody, validate } from '../../http';
import { parseQueryOf } from '../../shared/list-query';
import { imageTypeOf, uploadedBytes } from './files';
import {
  carrierDetails,
  carriersList,
  docOf,
  fileAnswer,
  findFile,
  partOf,
  versionOf,
  whitelistingCsv,
} from './queries';
import {
  addContact,
  addFiles,
  addInfo,
  addLabels,
  addLink,
  deleteContact,
  deleteFile,
  deleteLabel,
  deleteLink,
  toggleWhitelisting,
  updateContact,
} from './writes';

// Carrier documentation (spec c sections 2-9, issue 17, decision 044). Reads need the screen's
// URL (/carriers); each write, and the whitelisting download, its own action URL
// (the rights model, rights.ts), so a read-only viewer and client users change nothing.

const CarrierIdQuerySchema = v.object({
  carrierId: v.pipe(v.string(), v.toNumber(), RecordIdSchema),
});

export const carriersDocsRoutes = new Hono<ApiEnv>()
  .get('/carriers_docs/carriers_list', (c) => {
    const body: CarrierListItem[] = carriersList(c.var.db);
    return c.json(body);
  })
  .get('/carriers_docs/carrier_details', (c) => {
    const { carrierId } = validate(CarrierIdQuerySchema, parseQueryOf(c.req.url));
    const body: CarrierDetails = carrierDetails(c.var.db, carrierId);
    return c.json(body);
  })
  .get('/carriers_docs/get_label', (c) => {
    const query = validate(GetDocFileQuerySchema, parseQueryOf(c.req.url));
    const file = findFile(versionOf(c.var.db, query).labels, query.fileName);
    return c.json(fileAnswer(c.var.db, query, 'label', file));
  })
  .get('/carriers_docs/get_file', (c) => {
    const query = validate(GetDocFileQuerySchema, parseQueryOf(c.req.url));
    const file = findFile(partOf(versionOf(c.var.db, query), query.part).files, query.fileName);
    return c.json(fileAnswer(c.var.db, query, query.part, file));
  })
  .get('/carriers_docs/download_whitelisting', (c) => c.json(whitelistingCsv(c.var.db)))
  .post('/carriers_docs/add_carrier', async (c) => {
    const { carrierName } = await readBody(c, AddCarrierBodySchema);
    const { docs } = c.var.db.carriersDocs;
    const taken = [...docs.values()].some(
      (doc) => doc.carrierName.toLowerCase() === carrierName.toLowerCase(),
    );
    if (taken) {
      throw new HttpFailure(400, [{ message: 'Carrier already exists', fields: ['carrierName'] }]);
    }
    const carrierId = Math.max(0, ...docs.keys()) + 1;
    docs.set(carrierId, {
      carrierId,
      carrierName,
      logo: null,
      note: '',
      kinds: { direct: new Map(), return: new Map(), pallet: new Map() },
    });
    // Its first version waits for the first write that names one.
    return c.json({ message: 'Carrier added', carrierId });
  })
  .post('/carriers_docs/save_note', async (c) => {
    const { carrierId, note } = await readBody(c, SaveNoteBodySchema);
    docOf(c.var.db, carrierId).note = note;
    return c.json({ message: 'Note saved' });
  })
  .post('/carriers_docs/save_logo', async (c) => {
    const { carrierId, logo } = await readBody(c, SaveLogoBodySchema);
    const doc = docOf(c.var.db, carrierId);
    const bytes = uploadedBytes(logo);
    const type = bytes && imageTypeOf(bytes);
    if (!bytes || !type) {
      throw new HttpFailure(400, [
        { message: 'Logo must be a .jpg, .jpeg or .png image', fields: ['logo'] },
      ]);
    }
    doc.logo = `data:${type};base64,${bytes.toString('base64')}`;
    return c.json({ message: 'Logo saved' });
  })
  .post('/carriers_docs/add_contact', async (c) => {
    const body = await readBody(c, AddContactBodySchema);
    return c.json(addContact(c.var.db, c.var.user.id, body));
  })
  .post('/carriers_docs/update_contact', async (c) =>
    c.json(updateContact(c.var.db, await readBody(c, UpdateContactBodySchema))),
  )
  .post('/carriers_docs/delete_contact', async (c) =>
    c.json(deleteContact(c.var.db, await readBody(c, DeleteContactBodySchema))),
  )
  .post('/carriers_docs/add_label', async (c) =>
    c.json(addLabels(c.var.db, await readBody(c, AddLabelBodySchema))),
  )
  .post('/carriers_docs/delete_label', async (c) =>
    c.json(deleteLabel(c.var.db, await readBody(c, DeleteLabelBodySchema))),
  )
  .post('/carriers_docs/add_file', async (c) =>
    c.json(addFiles(c.var.db, await readBody(c, AddFileBodySchema))),
  )
  .post('/carriers_docs/delete_file', async (c) =>
    c.json(deleteFile(c.var.db, await readBody(c, DeleteFileBodySchema))),
  )
  .post('/carriers_docs/add_info', async (c) =>
    c.json(addInfo(c.var.db, await readBody(c, AddInfoBodySchema))),
  )
  .post('/carriers_docs/add_link', async (c) =>
    c.json(addLink(c.var.db, await readBody(c, LinkBodySchema))),
  )
  .post('/carriers_docs/delete_link', async (c) =>
    c.json(deleteLink(c.var.db, await readBody(c, LinkBodySchema))),
  )
  .post('/carriers_docs/toggle_whitelisting', async (c) =>
    c.json(toggleWhitelisting(c.var.db, await readBody(c, ToggleWhitelistingBodySchema))),
  );
