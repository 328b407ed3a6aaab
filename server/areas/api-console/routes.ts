import { Hono } from 'hono';
import {
  type ApiConsoleData,
  type ProcessRequestAnswer,
  ProcessRequestBodySchema,
} from '../../../src/contract/api-console/api-console-schemas';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody } from '../../http';
import { API_URLS } from './catalogue';
import { runFakeApi } from './fake-api';
import { consoleUserOf, consoleUsersOf, holdsKey } from './queries';

// API console (spec c sections 2-7). Who may send, and as whom: rights.ts (decision 053). The
// chosen key is read here and never put in an answer or a log.

export const apiConsoleRoutes = new Hono<ApiEnv>()
  .get('/api_console', (c) => {
    const body: ApiConsoleData = {
      api_urls: [...API_URLS],
      users: consoleUsersOf(c.var.db, c.var.user).map(consoleUserOf),
    };
    return c.json(body);
  })
  .post('/api_console/process_request', async (c) => {
    const request = await readBody(c, ProcessRequestBodySchema);
    const user = consoleUsersOf(c.var.db, c.var.user).find((u) => u.id === request.user_id);
    if (!user) {
      throw new HttpFailure(400, [
        { message: 'This user does not reach the API', fields: ['user_id'] },
      ]);
    }
    const body: ProcessRequestAnswer = runFakeApi(
      {
        user,
        hasKey: holdsKey(c.var.db, user, request.api_key_name),
        keyName: request.api_key_name,
        method: request.method,
        // POST always sends JSON (spec c section 4).
        format: request.method === 'POST' ? 'json' : request.format,
        apiUrl: request.api_url,
        jsonBody: request.json_body,
      },
      c.var.db,
    );
    return c.json(body);
  });
