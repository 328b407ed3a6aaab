import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { isLargeRequest } from '../../server/areas/requests-log/bodies';
import { endpointOf } from '../../server/areas/statistics/request-log';
import { LoginResponseSchema, SuccessSchema } from '../../src/features/auth/api/auth-schemas';
import {
  DashboardRequestsSchema,
  ErrorMappingSchema,
  HealthStatusesSchema,
  ParcelsReportSchema,
  TrackingMappingSchema,
} from '../../src/features/dashboard/api/dashboard-schemas';
import {
  HealthCardsSchema,
  HealthCheckDetailSchema,
  HealthCheckPageSchema,
} from '../../src/features/health-check/api/health-check-schemas';
import {
  RequestLogDetailSchema,
  RequestLogFilterDataSchema,
  RequestLogPageSchema,
} from '../../src/features/requests-log/api/requests-log-schemas';
import {
  StatisticsFilterDataSchema,
  StatisticsGraphSchema,
  StatisticsTableSchema,
} from '../../src/features/statistics/api/statistics-schemas';
import { ApiErrorBodySchema } from '../../src/lib/api/error-body-schema';
import { CommonListsSchema } from '../../src/lib/session/session-schemas';
import { createBrowser } from './api-client';

// Every success answer of the demo endpoints, parsed with the client's own schemas: a server
// change that the client would reject fails here first.

const setup = () => {
  const server = createApp();
  return { browser: createBrowser(server), db: server.db };
};
const idOf = (db: ReturnType<typeof createApp>['db'], login: string) =>
  db.users.find((u) => u.login === login)!.id;

describe('contract: auth', () => {
  it('login, MFA login and login_as answers parse as LoginResponse', async () => {
    const { browser, db } = setup();
    for (const login of ['superadmin', 'staff', 'client']) {
      const answer = await browser.post('/admin/auth/login', { login, password: 'demo' });
      const parsed = v.parse(LoginResponseSchema, answer.body);
      expect(parsed.user?.login).toBe(login);
      expect(parsed.session_id).toBeTruthy();
    }
    const pending = await browser.post('/admin/auth/login', { login: 'mfa', password: 'demo' });
    const identifier = v.parse(LoginResponseSchema, pending.body).user!.headerIdentifier;
    const done = await browser.post(
      '/admin/auth/login_mfa',
      { mfa_code: '123456' },
      { identifier },
    );
    expect(v.parse(LoginResponseSchema, done.body).need_mfa).toBe(false);

    const staff = await browser.login('staff');
    const as = await browser.post(
      '/admin/auth/login_as',
      { userId: idOf(db, 'client') },
      { identifier: staff },
    );
    expect(v.parse(LoginResponseSchema, as.body).user?.login).toBe('client');
  });

  it('the { success } answers parse as Success', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const good = { password: 'longenough', password_confirm: 'longenough' };
    const answers = [
      await browser.post('/admin/users/save_mfa', { mfa_code: '123456' }, { identifier: staff }),
      await browser.post(
        '/admin/users/enable_mfa',
        { user: idOf(db, 'client') },
        { identifier: staff },
      ),
      await browser.post('/admin/activation', { token: 'demo-token', ...good }),
      await browser.post('/admin/recovery', { login: 'staff' }),
      await browser.post('/admin/recovery', { user: 'staff', token: 'demo-token', ...good }),
      await browser.post('/admin/password_confirm', { user: 'staff', token: 'demo-token' }),
      await browser.post('/admin/auth/logout', {}, { identifier: staff }),
      await browser.post('/admin/auth/logoutAll'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(v.parse(SuccessSchema, answer.body).success).toBe(true);
    }
  });

  it('error answers parse as the error body', async () => {
    const { browser } = setup();
    const answers = [
      await browser.post('/admin/auth/login', {}),
      await browser.post('/admin/auth/login', { login: 'staff', password: 'x' }),
      await browser.get('/admin/main/get_all_lists'),
      await browser.get('/admin/nowhere'),
      await browser.post('/admin/recovery', { nonsense: true }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: GET /main/get_all_lists', () => {
  it.each(['superadmin', 'staff', 'client', 'mfa'])(
    'parses as CommonLists for %s',
    async (login) => {
      const { browser } = setup();
      const identifier = await browser.login(login);
      if (login === 'mfa') {
        await browser.post('/admin/auth/login_mfa', { mfa_code: '123456' }, { identifier });
      }
      const answer = await browser.get('/admin/main/get_all_lists', { identifier });
      expect(answer.status).toBe(200);
      const lists = v.parse(CommonListsSchema, answer.body);
      expect(lists.currentUser.login).toBe(login);
      expect(lists.accessUrl.length).toBeGreaterThan(0);
    },
  );
});

describe('contract: dashboard and statistics', () => {
  it('every widget and statistics answer parses with the client schemas for the roles allowed', async () => {
    const { browser } = setup();
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['superadmin', '/dashboard/healthCheck', HealthStatusesSchema],
      ['superadmin', '/dashboard/errorMapping', ErrorMappingSchema],
      ['superadmin', '/dashboard/trackingMapping', TrackingMappingSchema],
      ['superadmin', '/dashboard/requests?days_range=1', DashboardRequestsSchema],
      ['superadmin', '/dashboard/requests?user_id=999999', DashboardRequestsSchema],
      ['staff', '/dashboard/healthCheck', HealthStatusesSchema],
      ['client', '/dashboard/parcelsStatistics?group_by=day&days_range=7', ParcelsReportSchema],
      ['staff', '/dashboard/parcelsStatistics', ParcelsReportSchema],
      ['client', '/stats_requests/for_filter', StatisticsFilterDataSchema],
      ['client', '/stats_requests?statistics_per=hour', StatisticsGraphSchema],
      ['staff', '/stats_requests?statistics_per=month', StatisticsGraphSchema],
      ['superadmin', '/stats_requests/get_table?user_ids[]=0&quantity=16', StatisticsTableSchema],
      ['client', '/stats_requests/get_table', StatisticsTableSchema],
    ];
    const identifiers = new Map<string, string>();
    for (const [login, path, schema] of calls) {
      if (!identifiers.has(login)) identifiers.set(login, await browser.login(login));
      const answer = await browser.get(`/admin${path}`, { identifier: identifiers.get(login) });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, `${login} ${path}`).toBe(true);
    }
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const staff = await browser.login('staff');
    const answers = [
      await browser.get('/admin/dashboard/healthCheck', { identifier: client }),
      await browser.get('/admin/dashboard/requests', { identifier: staff }),
      await browser.get('/admin/stats_requests?date_from=02-01-2026&date_to=01-01-2026', {
        identifier: staff,
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: request log and health check', () => {
  it('every answer parses with the client schemas for the roles allowed', async () => {
    const { browser, db } = setup();
    const log = db.requestLog.rows();
    const client = idOf(db, 'client');
    /** The newest row of an endpoint (of the client when asked), for its details. */
    const newest = (uri: string, keep: (i: number) => boolean = () => true) => {
      for (let i = log.length - 1; i >= 0; i -= 1) {
        if (endpointOf(log, i).uri === uri && keep(i)) return i + 1;
      }
      throw new Error(uri);
    };
    const bulk = newest('/parcels/bulk', (i) => isLargeRequest('/parcels/bulk', i + 1));
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['superadmin', '/requests_log?user_ids[]=0&service_ids[]=0', RequestLogPageSchema],
      ['client', '/requests_log?quantity=48&http_response_codes[]=500', RequestLogPageSchema],
      [
        'staff',
        '/requests_log?global_search=abc&ext_time=1&ext_time_type=outer_time',
        RequestLogPageSchema,
      ],
      ['client', '/requests_log/forFilter', RequestLogFilterDataSchema],
      [
        'client',
        `/requests_log/details/?id=${newest('/parcels', (i) => log.user[i] === client)}`,
        RequestLogDetailSchema,
      ],
      [
        'staff',
        `/requests_log/details/?id=${newest('/return_webhook_tracking')}`,
        RequestLogDetailSchema,
      ],
      ['staff', `/requests_log/details/?id=${newest('/tracking')}`, RequestLogDetailSchema],
      ['superadmin', `/requests_log/details?id=${bulk}`, RequestLogDetailSchema],
      ['staff', '/healthcheck', HealthCardsSchema],
      [
        'superadmin',
        '/healthcheck/detail?label=UPS&additional_label=tracking&status=0',
        HealthCheckPageSchema,
      ],
      ['staff', '/healthcheck/detail?page=3&quantity=16', HealthCheckPageSchema],
      ['staff', '/healthcheck/getData?id=1', HealthCheckDetailSchema],
      [
        'superadmin',
        `/healthcheck/getData?id=${db.healthChecks.table().length}`,
        HealthCheckDetailSchema,
      ],
    ];
    const identifiers = new Map<string, string>();
    for (const [login, path, schema] of calls) {
      if (!identifiers.has(login)) identifiers.set(login, await browser.login(login));
      const answer = await browser.get(`/admin${path}`, { identifier: identifiers.get(login) });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, `${login} ${path}`).toBe(true);
    }
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const staff = await browser.login('staff');
    const answers = [
      await browser.get('/admin/healthcheck', { identifier: client }),
      await browser.get('/admin/requests_log/details/?id=0', { identifier: staff }),
      await browser.get('/admin/healthcheck/getData?id=0', { identifier: staff }),
      await browser.get('/admin/requests_log?date_from=02-01-2026&date_to=01-01-2026', {
        identifier: staff,
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 404, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
