import { Hono } from 'hono';
import {
  type LabelAnswer,
  type LabelBuilderFields,
  type LabelPrintHash,
  LabelPrintHashBodySchema,
} from '../../../src/contract/label-builder/label-builder-schemas';
import type { ApiEnv } from '../../context';
import { readBody } from '../../http';
import { printHashFor, printLinkHolder, printLinkNotFound } from '../../print-links';
import { can } from '../../rights/actor';
import { parseQueryOf } from '../../shared/list-query';
import { labelFileOf } from './label-files';
import { labelBuilderFields, labelSpecOf } from './queries';

// The label builder (spec c sections 2, 3, 5, 7): the fields' lists, a label from its settings
// in every type, and its print. The console reads the label as JSON; the print link (no
// identifier header, only a print hash: its declaration lets it through) gets the file
// itself, for an account that still holds the screen's access URL.

export const labelBuilderRoutes = new Hono<ApiEnv>()
  .get('/label_builder', (c) => {
    const body: LabelBuilderFields = labelBuilderFields(c.var.db);
    return c.json(body);
  })
  .get('/label_builder/get_label', (c) => {
    const query = parseQueryOf(c.req.url);
    if (query.printHash === undefined) {
      const { type, label, filename } = labelFileOf(labelSpecOf(c.var.db, query));
      const body: LabelAnswer = { type, label, filename };
      return c.json(body);
    }
    const holder = printLinkHolder(c, 'label');
    if (!holder || !can(c.var.db, holder.user, 'label_builder', 'read'))
      return printLinkNotFound(c);
    const file = labelFileOf(labelSpecOf(c.var.db, query));
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.mime,
      'Content-Disposition': `inline; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    });
  })
  .post('/label_builder/generate_print_hash', async (c) => {
    const { id } = await readBody(c, LabelPrintHashBodySchema);
    const body: LabelPrintHash = { printHash: printHashFor(c, 'label', id) };
    return c.json(body);
  });
