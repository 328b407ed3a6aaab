import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { isLargeRequest } from '../../server/areas/requests-log/bodies';
import { endpointOf } from '../../server/areas/statistics/request-log';
import { LoginResponseSchema, SuccessSchema } from '@/contract/auth/auth-schemas';
import {
  DashboardRequestsSchema,
  ErrorMappingSchema,
  HealthStatusesSchema,
  ParcelsReportSchema,
  TrackingMappingSchema,
} from '@/contract/dashboard/dashboard-schemas';
import {
  HealthCardsSchema,
  HealthCheckDetailSchema,
  HealthCheckPageSchema,
} from '@/contract/health-check/health-check-schemas';
import {
  RequestLogDetailSchema,
  RequestLogFilterDataSchema,
  RequestLogPageSchema,
} from '@/contract/requests-log/requests-log-schemas';
import {
  StatisticsFilterDataSchema,
  StatisticsGraphSchema,
  StatisticsTableSchema,
} from '@/contract/statistics/statistics-schemas';
import { BarcodeRangeGroupsSchema } from '@/contract/barcode-ranges/barcode-ranges-schemas';
import {
  CarrierErrorCsvSchema,
  CarrierErrorExampleSchema,
  CarrierErrorFilterDataSchema,
  CarrierErrorListSchema,
  CarrierErrorMessageSchema,
  SaveCarrierErrorAnswerSchema,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import {
  CredentialsAnswerSchema,
  DiffAnswerSchema,
  FtpCheckAnswerSchema,
  MessageSchema,
  SaveSettingsAnswerSchema,
  ServiceDetailSchema,
  ServiceFieldsSchema,
  ServiceListSchema,
  ServiceSettingsSchema,
} from '@/contract/services/services-schemas';
import {
  HistoryLogSchema,
  RobotArgumentsSchema,
  RobotLaunchAnswerSchema,
  RobotMessageSchema,
  RobotsListSchema,
  RobotsPageSchema,
  ScheduleListSchema,
  ScheduleSaveAnswerSchema,
} from '@/contract/cron-robots/cron-robots-schemas';
import { CreatedBarcodeRangeSchema } from '@/contract/shared/barcode-range-schemas';
import { AppVersionSchema } from '@/contract/app-version/app-version-schemas';
import {
  ApiConsoleDataSchema,
  ProcessRequestAnswerSchema,
} from '@/contract/api-console/api-console-schemas';
import { HolidayCountriesSchema, HolidaysCsvSchema } from '@/contract/holidays/holidays-schemas';
import { PudoMapSchema, PudoPointsDataSchema } from '@/contract/pudo-points/pudo-points-schemas';
import {
  EnableMfaAnswerSchema,
  SaveUserAnswerSchema,
  UserListSchema,
  UserPageSchema,
  UserSecretsSchema,
} from '@/contract/users/users-schemas';
import {
  CreateTrackingMappingAnswerSchema,
  SaveTrackingStatusAnswerSchema,
  TrackingMappingAddDataSchema,
  TrackingMappingCsvSchema,
  TrackingMappingFilterDataSchema,
  TrackingMappingMessageSchema,
  TrackingMappingOverviewFilterDataSchema,
  TrackingMappingOverviewSchema,
  TrackingMappingPageSchema,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import {
  LabelAnswerSchema,
  LabelBuilderFieldsSchema,
  LabelPrintHashSchema,
} from '@/contract/label-builder/label-builder-schemas';
import {
  carrierKeyOf,
  ManualManifestServicesSchema,
  ManualRunResultSchema,
  ManualTrackingServicesSchema,
} from '@/contract/manual-runs/manual-runs-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { CommonListsSchema } from '@/contract/session/session-schemas';
import { createBrowser } from './api-client';

// Every success answer of the demo endpoints, parsed with the client's own schemas: a server
// change that the client would reject fails here first.

const setup = () => {
  const server = createApp();
  return { browser: createBrowser(server), db: server.db };
};
const idOf = (db: ReturnType<typeof createApp>['db'], login: string) =>
  db.users.find((u) => u.login === login)!.id;

type Browser = ReturnType<typeof setup>['browser'];
/**
 * GET calls made as their login (one sign-in each), answered 200 and parsed by the schema; the
 * sign-ins are handed back for the writes that follow.
 */
async function expectGetsParse(
  browser: Browser,
  calls: ReadonlyArray<readonly [login: string, path: string, schema: v.GenericSchema]>,
) {
  const identifiers = new Map<string, string>();
  for (const [login, path, schema] of calls) {
    if (!identifiers.has(login)) identifiers.set(login, await browser.login(login));
    const answer = await browser.get(`/admin${path}`, { identifier: identifiers.get(login) });
    expect(answer.status, path).toBe(200);
    expect(v.safeParse(schema, answer.body).success, `${login} ${path}`).toBe(true);
  }
  return identifiers;
}

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
    const { browser } = setup();
    const staff = await browser.login('staff');
    const good = { password: 'longenough', password_confirm: 'longenough' };
    const answers = [
      await browser.post('/admin/users/save_mfa', { mfa_code: '123456' }, { identifier: staff }),
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
    await expectGetsParse(browser, calls);
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
    await expectGetsParse(browser, calls);
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

describe('contract: services and barcode ranges', () => {
  it('every read parses with the client schemas', async () => {
    const { browser, db } = setup();
    const xml = idOf(db, 'XML');
    const noCredentials = db.services.find((s) =>
      Array.isArray(db.serviceArea.specs.get(s.carrier_id)),
    )!.id;
    const disabled = db.services.find((s) => !s.is_active)!.id;
    const pallet = db.services.find((s) => s.carrier_kind === 'pallet')!.id;
    const calls: Array<[string, v.GenericSchema]> = [
      ['/services', ServiceListSchema],
      ['/barcode_ranges', BarcodeRangeGroupsSchema],
      ['/barcode_ranges?sorting=desc&quickSearch=dpd', BarcodeRangeGroupsSchema],
      [
        `/services/credentials_by_user_and_service?service_id=1&user_id=${xml}`,
        CredentialsAnswerSchema,
      ],
      [
        `/services/credentials_by_user_and_service?service_id=${pallet}&user_id=${xml}`,
        CredentialsAnswerSchema,
      ],
      ...[1, 13, 21, noCredentials, disabled, pallet].flatMap(
        (id): Array<[string, v.GenericSchema]> => [
          [`/services/save/?id=${id}`, ServiceDetailSchema],
          [`/services/settings?id=${id}`, ServiceSettingsSchema],
          [`/services/service_fields?id=${id}`, ServiceFieldsSchema],
        ],
      ),
    ];
    // A reader of credentials: one who may change them (decision 053).
    const reader = await browser.login('orie.cole');
    for (const [path, schema] of calls) {
      const answer = await browser.get(`/admin${path}`, { identifier: reader });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
  });

  it('every write answer parses with the client schemas', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const xml = idOf(db, 'XML');
    const setting = db.serviceArea.settings.find((s) => s.service_id === 1)!;
    const geodis = db.services.find((s) => s.name === 'Pallet Geodis - Euro Pallet')!.id;
    const valuesOf = async (serviceId: number) =>
      (
        await browser.get(
          `/admin/services/credentials_by_user_and_service?service_id=${serviceId}&user_id=${xml}`,
          { identifier: staff },
        )
      ).body.credentials;
    const values = await valuesOf(1);
    const entry = (serviceId: number, credentials: unknown) => ({
      user_id: xml,
      service_id: serviceId,
      credentials,
    });
    const ftp = { default: { manifest_ftp: { live: 'ftp://a@b.invalid', test: '' } } };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]).toString('base64');
    const calls: Array<[string, unknown, v.GenericSchema]> = [
      ['/services/diff_credentials', entry(22, {}), DiffAnswerSchema],
      ['/services/diff_credentials', entry(1, values), DiffAnswerSchema],
      ['/services/diff_credentials', entry(14, await valuesOf(14)), DiffAnswerSchema],
      ['/service_credential_check/ftp', [entry(geodis, ftp)], FtpCheckAnswerSchema],
      ['/services/save_credentials', [entry(1, values)], MessageSchema],
      ['/services/toggle_user', { service_id: 1, user_id: xml, isActive: true }, MessageSchema],
      ['/services/save_logo', { service_id: 1, logo: png }, MessageSchema],
      [
        '/services/saveMaintenance',
        // Real dates (issue 28): unix seconds between 2000 and 2100.
        { service_id: 1, time_from: 1_800_000_000, time_to: 1_800_003_600, comments: 'x' },
        MessageSchema,
      ],
      ['/services/deleteMaintenance', { id: db.serviceArea.maintenance[0]!.id }, MessageSchema],
      ['/services/save_settings', setting, SaveSettingsAnswerSchema],
      [
        '/services/create_settings',
        { ...setting, id: undefined, key: 'contract' },
        SaveSettingsAnswerSchema,
      ],
      [
        '/barcode_ranges/create',
        { user: xml, carrier_id: 5, barcodeGroup: 'g', prefix: '', beginValue: '1', endValue: '9' },
        CreatedBarcodeRangeSchema,
      ],
      ['/barcode_ranges/delete', { id: db.barcodeRanges.ranges[0]!.id }, MessageSchema],
    ];
    for (const [path, body, schema] of calls) {
      const answer = await browser.post(`/admin${path}`, body, { identifier: staff });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
    const shapes = await Promise.all(
      calls.slice(0, 3).map(async ([path, body]) => {
        const answer = await browser.post(`/admin${path}`, body, { identifier: staff });
        return Array.isArray(answer.body.data) ? answer.body.services_ids.length > 0 : 'object';
      }),
    );
    // The three answers of the diff (spec b section 4): message only, ids, differences.
    expect(shapes).toEqual([false, true, 'object']);
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const viewer = await browser.login('viewer');
    const staff = await browser.login('staff');
    const answers = [
      await browser.get('/admin/services', { identifier: client }),
      await browser.post(
        '/admin/services/save_logo',
        { service_id: 1, logo: 'x' },
        { identifier: viewer },
      ),
      await browser.get('/admin/services/save/?id=0', { identifier: staff }),
      await browser.post('/admin/barcode_ranges/create', {}, { identifier: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: tracking mapping', () => {
  it('every read parses with the client schemas for staff and a read-only viewer', async () => {
    const { browser } = setup();
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['staff', '/tracking_mapping', TrackingMappingPageSchema],
      ['viewer', '/tracking_mapping?status=0', TrackingMappingPageSchema],
      ['staff', '/tracking_mapping?carrier=7&status=0', TrackingMappingPageSchema],
      [
        'superadmin',
        '/tracking_mapping?carrier[]=3&status[]=1300&carrier_status=del&page=2&quantity=16',
        TrackingMappingPageSchema,
      ],
      ['staff', '/tracking_mapping/forFilter', TrackingMappingFilterDataSchema],
      ['staff', '/tracking_mapping/forAdd', TrackingMappingAddDataSchema],
      ['viewer', '/tracking_mapping/download_csv?status=0', TrackingMappingCsvSchema],
      ['staff', '/tracking_mapping/overview', TrackingMappingOverviewSchema],
      ['staff', '/tracking_mapping/overview?category=DELIVERED', TrackingMappingOverviewSchema],
      ['viewer', '/tracking_mapping/forFilterOverview', TrackingMappingOverviewFilterDataSchema],
    ];
    await expectGetsParse(browser, calls);
  });

  it('every write answer and refusal parses with the client schemas', async () => {
    const { browser, db } = setup();
    const staff = await browser.login('staff');
    const viewer = await browser.login('viewer');
    const [first, second] = db.trackingMapping.mappings;
    const post = (path: string, body: unknown, identifier = staff) =>
      browser.post(`/admin${path}`, body, { identifier });
    const writes: Array<[string, unknown, v.GenericSchema]> = [
      ['/tracking_mapping/save', { id: first!.id, status: 1300 }, SaveTrackingStatusAnswerSchema],
      [
        '/tracking_mapping/save',
        { id: first!.id, status: 0, remap_old: true },
        SaveTrackingStatusAnswerSchema,
      ],
      [
        '/tracking_mapping/create',
        { carrier: 3, carrier_status: 'CT1', status_description: '', status: 1300 },
        CreateTrackingMappingAnswerSchema,
      ],
      ['/tracking_mapping/delete', { id: second!.id }, TrackingMappingMessageSchema],
    ];
    for (const [path, body, schema] of writes) {
      const answer = await post(path, body);
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
    const refusals = [
      await post('/tracking_mapping/save', { id: first!.id, status: 1300 }, viewer),
      await post('/tracking_mapping/delete', { id: second!.id }),
      await post('/tracking_mapping/create', {}),
    ];
    expect(refusals.map((a) => a.status)).toEqual([403, 404, 400]);
    for (const answer of refusals) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: users', () => {
  it('every users answer parses with the client schemas for the roles allowed', async () => {
    const { browser, db } = setup();
    const member = db.users.find((u) => u.parentId === idOf(db, 'teamlead'))!;
    const client = idOf(db, 'client');
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['superadmin', '/users', UserListSchema],
      ['superadmin', '/users?search=api&page=2&quantity=16', UserListSchema],
      ['teamlead', '/users', UserListSchema],
      ['viewer', '/users?search=1', UserListSchema],
      ['superadmin', `/users/save_page/?id=${client}`, UserPageSchema],
      ['superadmin', '/users/save_page/?id=0', UserPageSchema],
      ['teamlead', `/users/save_page?id=${member.id}`, UserPageSchema],
      ['viewer', '/users/save_page/', UserPageSchema],
      ['superadmin', `/users/secrets/?id=${client}`, UserSecretsSchema],
      ['staff', `/users/secrets/?id=${client}`, UserSecretsSchema],
    ];
    const identifiers = await expectGetsParse(browser, calls);
    const superadmin = identifiers.get('superadmin')!;
    const saved = await browser.post(
      '/admin/users/save_process',
      {
        user: {
          id: 0,
          login: 'contract-user',
          email: 'contract@example.com',
          notification_emails: ['ops@example.com'],
          password: 'longenough',
          role: 'developer',
          parent_id: client,
          status: 1,
          withBilling: false,
          accessScope: ['control_panel', 'api'],
          apiKey: 'Abcdefghij12345',
        },
        services: [1],
      },
      { identifier: superadmin },
    );
    expect(saved.status).toBe(200);
    expect(v.parse(SaveUserAnswerSchema, saved.body).message).toBe('Saved successfully');
    for (const body of [
      { id: 1, mfa: true },
      { id: member.id, mfa: true },
      { id: member.id, mfa: false },
    ]) {
      const answer = await browser.post('/admin/users/enable_mfa', body, {
        identifier: superadmin,
      });
      expect(answer.status).toBe(200);
      expect(v.safeParse(EnableMfaAnswerSchema, answer.body).success).toBe(true);
    }
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const teamlead = await browser.login('teamlead');
    const answers = [
      await browser.get('/admin/users', { identifier: client }),
      await browser.post('/admin/users/save_process', {}, { identifier: client }),
      await browser.get('/admin/users/save_page/?id=1', { identifier: teamlead }),
      await browser.post('/admin/users/save_process', { user: {} }, { identifier: teamlead }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: carrier error mapping', () => {
  it('every answer parses with the client schemas for the roles allowed', async () => {
    const { browser, db } = setup();
    const withExample = [...db.carrierErrors.examples.keys()];
    const calls: Array<[string, string, v.GenericSchema]> = [
      ['staff', '/carrier_errors', CarrierErrorListSchema],
      ['viewer', '/carrier_errors?error_code=not_mapped', CarrierErrorListSchema],
      ['superadmin', '/carrier_errors?carrier_id=3&error_code=not_mapped', CarrierErrorListSchema],
      [
        'staff',
        '/carrier_errors?carrier_id=3&carrier_version=2&carrier_error_pattern=a&not_mapped=0&page=2&quantity=16',
        CarrierErrorListSchema,
      ],
      ['viewer', '/carrier_errors/forFilter', CarrierErrorFilterDataSchema],
      ['staff', '/carrier_errors/download_csv?not_mapped=1', CarrierErrorCsvSchema],
      ['staff', `/carrier_errors/get_example?id=${withExample[0]}`, CarrierErrorExampleSchema],
      ['viewer', `/carrier_errors/get_example?id=${withExample.at(-1)}`, CarrierErrorExampleSchema],
    ];
    const identifiers = await expectGetsParse(browser, calls);
    const staff = identifiers.get('staff')!;
    const writes: Array<[string, unknown, v.GenericSchema]> = [
      [
        '/carrier_errors/save',
        {
          carrier_id: 4,
          carrier_error_pattern: 'CONTRACT.ERROR',
          result_error_code: 'REQUEST_INVALID',
        },
        SaveCarrierErrorAnswerSchema,
      ],
      [
        '/carrier_errors/save',
        { id: 1, carrier_id: 3, result_error_code: 'REQUEST_INVALID', use_carrier_msg: true },
        SaveCarrierErrorAnswerSchema,
      ],
      ['/carrier_errors/delete', { id: 2 }, CarrierErrorMessageSchema],
    ];
    for (const [path, body, schema] of writes) {
      const answer = await browser.post(`/admin${path}`, body, { identifier: staff });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
  });

  it('refusals parse as the error body', async () => {
    const { browser, db } = setup();
    const client = await browser.login('client');
    const viewer = await browser.login('viewer');
    const staff = await browser.login('staff');
    const noExample = db.carrierErrors.mappings.find((m) => !db.carrierErrors.examples.has(m.id))!;
    const answers = [
      await browser.get('/admin/carrier_errors', { identifier: client }),
      await browser.post('/admin/carrier_errors/delete', { id: 1 }, { identifier: viewer }),
      await browser.get(`/admin/carrier_errors/get_example?id=${noExample.id}`, {
        identifier: staff,
      }),
      await browser.post('/admin/carrier_errors/save', {}, { identifier: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: label builder', () => {
  it('the fields, labels of every type and the print hash parse with the client schemas', async () => {
    const { browser } = setup();
    const direct = 'carrierKind=direct&carrier=1';
    const identifiers = await expectGetsParse(browser, [
      ['viewer', '/label_builder', LabelBuilderFieldsSchema],
      ['viewer', `/label_builder/get_label?${direct}`, LabelAnswerSchema],
      ['staff', `/label_builder/get_label?${direct}&labelType=pdf`, LabelAnswerSchema],
      ['staff', `/label_builder/get_label?${direct}&labelType=zpl&labelDpi=200`, LabelAnswerSchema],
      [
        'superadmin',
        '/label_builder/get_label?carrierKind=pallet&carrier=29&labelType=zpl-print&labelDpi=300&countryFrom=DE&countryTo=FR&countryReturn=NL&tracking=ABC-1&secondary=2',
        LabelAnswerSchema,
      ],
    ]);
    const answer = await browser.post(
      '/admin/label_builder/generate_print_hash',
      { id: Date.now() },
      { identifier: identifiers.get('viewer') },
    );
    expect(answer.status).toBe(200);
    expect(v.safeParse(LabelPrintHashSchema, answer.body).success).toBe(true);
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const client = await browser.login('client');
    const staff = await browser.login('staff');
    const answers = [
      await browser.get('/admin/label_builder', { identifier: client }),
      await browser.get('/admin/label_builder/get_label?carrierKind=direct', { identifier: staff }),
      await browser.post('/admin/label_builder/generate_print_hash', {}, { identifier: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 400, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: pickup points and holidays', () => {
  it('every answer parses with the client schemas, refusals as the error body', async () => {
    const { browser, db } = setup();
    const service = db.services.find((s) => s.name === 'InPost - Paczkomat')!;
    const account = db.serviceArea.accounts.get(service.id)!.find((a) => a.isActive)!;
    const map = `/pudo_points/map?services_list[0][id]=${service.id}&services_list[0][credentials_key]=default&user_id=${account.userId}`;
    await expectGetsParse(browser, [
      ['viewer', '/pudo_points', PudoPointsDataSchema],
      ['staff', map, PudoMapSchema],
      ['staff', `${map}&address[lat]=52.23&address[lng]=21.01&is_test=1`, PudoMapSchema],
      ['staff', `${map}&address[country]=FR`, PudoMapSchema],
      ['viewer', '/holidays', HolidayCountriesSchema],
      [
        'staff',
        '/holidays/download_csv?country=PL&date_from=01-01-2026&date_to=31-12-2027',
        HolidaysCsvSchema,
      ],
    ]);
    const staff = await browser.login('staff');
    const client = await browser.login('client');
    const answers = [
      await browser.get('/admin/pudo_points', { identifier: client }),
      await browser.get(`/admin${map}&address[lat]=1`, { identifier: staff }),
      await browser.get('/admin/holidays/download_csv?country=DE', { identifier: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 400, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: cron robots', () => {
  it('every robots answer parses with the client schemas', async () => {
    const { browser } = setup();
    const staff = await browser.login('staff');
    const get = (path: string) => browser.get(`/admin${path}`, { identifier: staff });
    const post = (path: string, body: unknown) =>
      browser.post(`/admin${path}`, body, { identifier: staff });
    const reads: Array<[string, v.GenericSchema]> = [
      ['/robots', RobotsPageSchema],
      ['/robots/robotsList', RobotsListSchema],
      ['/robots/history_log', HistoryLogSchema],
      ['/robots/history_log?task_name=tracking&pid=1&page=2&quantity=16', HistoryLogSchema],
      ['/robots/schedule', ScheduleListSchema],
      ['/robots/schedule?search=dpd&status=1&page=1&quantity=48', ScheduleListSchema],
    ];
    for (const [path, schema] of reads) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
    const { groups } = v.parse(RobotsListSchema, (await get('/robots/robotsList')).body);
    for (const { group, robots } of groups) {
      for (const { name: robot } of robots) {
        const args = await post('/robots/robotArguments', { group, robot });
        expect(v.safeParse(RobotArgumentsSchema, args.body).success, robot).toBe(true);
        const command = await post('/robots/robotGetCommand', { group, robot, parameters: {} });
        expect(v.safeParse(RobotLaunchAnswerSchema, command.body).success, robot).toBe(true);
      }
    }
    const started = await post('/robots/start', {
      group: 'maintenance',
      robot: 'rotate_logs',
      parameters: {},
    });
    const { name } = v.parse(RobotLaunchAnswerSchema, started.body);
    expect(v.parse(RobotMessageSchema, (await post('/robots/stop', { name })).body).message).toBe(
      `Robot ${name} stopped`,
    );
    const other = v.parse(RobotsPageSchema, (await get('/robots')).body).robots[0]!.name;
    expect(
      v.safeParse(RobotMessageSchema, (await post('/robots/delete', { name: other })).body),
    ).toMatchObject({ success: true });
    const row = v.parse(ScheduleListSchema, (await get('/robots/schedule')).body).robots[0]!;
    for (const status of [0, 1, 2]) {
      const saved = await post('/robots/schedule_save', { ...row, status, schedule: '*/5m' });
      expect(v.safeParse(ScheduleSaveAnswerSchema, saved.body).success, `status ${status}`).toBe(
        true,
      );
    }
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const staff = await browser.login('staff');
    const client = await browser.login('client');
    const answers = [
      await browser.get('/admin/robots', { identifier: client }),
      await browser.post('/admin/robots/stop', { name: 'none#1' }, { identifier: staff }),
      await browser.post(
        '/admin/robots/robotArguments',
        { group: 'x', robot: 'y' },
        { identifier: staff },
      ),
      await browser.post(
        '/admin/robots/schedule_save',
        {
          fullName: 'maintenance:rotate_logs',
          status: 1,
          schedule: 'x',
          threads: 1,
          schedule_description: '',
        },
        { identifier: staff },
      ),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 404, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('contract: manual runs', () => {
  it('the services lists and both runs parse with the client schemas', async () => {
    const { browser, db } = setup();
    const identifiers = await expectGetsParse(browser, [
      ['viewer', '/manual_tracking', ManualTrackingServicesSchema],
      ['staff', '/manual_manifest', ManualManifestServicesSchema],
    ]);
    const parcel = db.parcels.find(
      (p) => db.users.find((u) => u.id === p.userId)?.role === 'client',
    )!;
    const run = {
      carrier: carrierKeyOf(parcel.carrierId, '1'),
      user_id: parcel.userId,
      tracking_numbers: [parcel.tracking, 'ZZ000000000'],
      file_content: 'tracking\nAB1234567\n',
    };
    for (const path of ['/manual_tracking/process', '/manual_manifest/process']) {
      const answer = await browser.post(`/admin${path}`, run, {
        identifier: identifiers.get('staff'),
      });
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(ManualRunResultSchema, answer.body).success, path).toBe(true);
    }
    const refused = await browser.post(
      '/admin/manual_tracking/process',
      { ...run, tracking_numbers: [], file_content: '' },
      { identifier: identifiers.get('staff') },
    );
    expect(refused.status).toBe(400);
    expect(v.parse(ApiErrorBodySchema, refused.body).errors.length).toBeGreaterThan(0);
  });
});

describe('contract: app version and API console', () => {
  it('their answers parse with the client schemas, refusals as the error body', async () => {
    const { browser } = setup();
    const admin = await browser.login('superadmin');
    const staff = await browser.login('staff');
    const version = await browser.post(
      '/admin/app/version',
      { passphrase: 'demo' },
      { identifier: admin },
    );
    expect(v.safeParse(AppVersionSchema, version.body).success).toBe(true);
    const data = await browser.get('/admin/api_console', { identifier: staff });
    const { api_urls, users } = v.parse(ApiConsoleDataSchema, data.body);
    for (const { url, methods } of api_urls) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await browser.post(
          '/admin/api_console/process_request',
          { user_id: users[1]!.id, api_key_name: 'api_key', api_url: url, method, json_body: '{}' },
          { identifier: staff },
        );
        expect(v.safeParse(ProcessRequestAnswerSchema, answer.body).success, url).toBe(true);
        expect(answer.body.code === 405, `${method} ${url}`).toBe(!methods.includes(method));
      }
    }
    const refusals = [
      await browser.post('/admin/app/version', { passphrase: 'x' }, { identifier: admin }),
      await browser.post('/admin/app/version', { passphrase: 'demo' }, { identifier: staff }),
      await browser.post(
        '/admin/api_console/process_request',
        { user_id: users[0]!.id + 100_000, api_key_name: 'api_key', api_url: '/x', method: 'GET' },
        { identifier: staff },
      ),
      await browser.post('/admin/api_console/process_request', {}, { identifier: staff }),
    ];
    expect(refusals.map((a) => a.status)).toEqual([400, 403, 403, 400]);
    for (const answer of refusals) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
