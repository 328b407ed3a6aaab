import { Hono } from 'hono';
import {
  BARCODE_SORTINGS,
  type BarcodeRangeGroup,
  DeleteBarcodeRangeBodySchema,
} from '../../../src/contract/barcode-ranges/barcode-ranges-schemas';
import type { MessageAnswer } from '../../../src/contract/services/services-schemas';
import {
  CreateBarcodeRangeBodySchema,
  ToggleNotificationsBodySchema,
} from '../../../src/contract/shared/barcode-range-schemas';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody } from '../../http';
import { parseQueryOf, text } from '../../shared/list-query';
import { createRange, groupsOf } from './queries';

// Barcode ranges (spec b sections 2, 3, 7): the grouped page and the writes the page and a
// service's tab share. Reading needs /barcode_ranges; each write its own action URL.

export const barcodeRangeRoutes = new Hono<ApiEnv>()
  .get('/barcode_ranges', (c) => {
    const query = parseQueryOf(c.req.url);
    const sorting = BARCODE_SORTINGS.find((s) => s === text(query, 'sorting'));
    const body: BarcodeRangeGroup[] = groupsOf(c.var.db, c.var.user, {
      quickSearch: text(query, 'quickSearch'),
      sorting,
    });
    return c.json(body);
  })
  .post('/barcode_ranges/create', async (c) => {
    const range = createRange(c.var.db, await readBody(c, CreateBarcodeRangeBodySchema));
    return c.json({ message: 'Barcode range created', id: range.id });
  })
  .post('/barcode_ranges/delete', async (c) => {
    const { id } = await readBody(c, DeleteBarcodeRangeBodySchema);
    const { ranges } = c.var.db.barcodeRanges;
    const index = ranges.findIndex((r) => r.id === id);
    if (index < 0) throw new HttpFailure(404, [{ message: `Barcode range ${id} not found` }]);
    ranges.splice(index, 1);
    const body: MessageAnswer = { message: 'Barcode range deleted' };
    return c.json(body);
  })
  .post('/barcode_ranges/toggle_notifications', async (c) => {
    const input = await readBody(c, ToggleNotificationsBodySchema);
    const group = c.var.db.barcodeRanges.ranges.filter(
      (r) =>
        r.user_id === input.user_id &&
        r.carrier_id === input.carrier_id &&
        r.barcode_group === input.barcode_group,
    );
    if (group.length === 0) throw new HttpFailure(404, [{ message: 'Barcode group not found' }]);
    for (const range of group) range.notifications = input.notifications;
    const body: MessageAnswer = {
      message: input.notifications ? 'Notifications switched on' : 'Notifications switched off',
    };
    return c.json(body);
  });
