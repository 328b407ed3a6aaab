import { Hono } from 'hono';
import type { ApiEnv } from '../../context';
import { commonListsFor } from './queries';

// The common lists (spec a section 3) that every screen reads, for any signed-in account.

export const listRoutes = new Hono<ApiEnv>().get('/main/get_all_lists', (c) =>
  c.json(commonListsFor(c.var.db, c.var.user)),
);
