import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type CredentialsSpecification,
  CredentialsSpecificationSchema,
} from '@/contract/services/services-schemas';
import { logoFileError } from '@/features/services/logo-rules';
import {
  maintenanceBody,
  maintenanceRangeError,
  maintenanceTime,
  serviceMaintenance,
} from '@/features/services/maintenance-rules';
import { openTab, serviceTabs } from '@/features/services/service-tabs';
import { serviceRecord } from '@/features/services/services-search';

// The service modal's rules (spec b sections 2-5, 9): its tabs, its maintenance and its logo.

const account = (ranges: number) => ({
  userId: 1,
  login: 'anna',
  isXml: false,
  isEditable: true,
  canSeeCredentials: true,
  isActive: true,
  accountNames: ['default'],
  barcodeGroupList: Array.from({ length: ranges }, (_, id) => ({
    id,
    barcodeGroup: 'g',
    prefix: '',
    beginValue: '1',
    endValue: '2',
    currValue: '1',
    notifications: false,
  })),
});
const spec: CredentialsSpecification = {
  key: {
    title: 'Key',
    type: 'text',
    default: null,
    description: null,
    required: [],
    choices: null,
  },
};
const key = { id: 1, key: 'default', user_id: 1 };

describe('tabs', () => {
  it('shows each tab by its rule, in the default order', () => {
    expect(
      serviceTabs(
        { credentialsSpecification: spec, accountListData: [account(1)], settings_keys: [key] },
        0,
      ),
    ).toEqual(['credentials', 'barcode-ranges', 'default_parcels']);
    expect(
      serviceTabs(
        { credentialsSpecification: [], accountListData: [account(0)], settings_keys: [] },
        0,
      ),
    ).toEqual([]);
    expect(
      serviceTabs(
        {
          credentialsSpecification: [],
          accountListData: [account(0), account(2)],
          settings_keys: [],
        },
        0,
      ),
    ).toEqual(['barcode-ranges']);
    // An empty specification has no field to show.
    expect(
      serviceTabs({ credentialsSpecification: {}, accountListData: [], settings_keys: [] }, 0),
    ).toEqual([]);
    // Settings fields without keys yet: the tab is there to create the first key.
    expect(
      serviceTabs({ credentialsSpecification: [], accountListData: [], settings_keys: [] }, 3),
    ).toEqual(['default_parcels']);
  });

  it("reads the server's [] as no specification", () => {
    expect(v.parse(CredentialsSpecificationSchema, [])).toEqual([]);
    expect(Array.isArray(v.parse(CredentialsSpecificationSchema, {}))).toBe(false);
  });

  it('opens the URL tab when the service has it, else its first', () => {
    expect(openTab(['credentials', 'default_parcels'], 'default_parcels')).toBe('default_parcels');
    expect(openTab(['barcode-ranges', 'default_parcels'], 'credentials')).toBe('barcode-ranges');
    expect(openTab([], 'credentials')).toBeNull();
  });

  it('reads garbage in tab_service_view as the first tab', () => {
    expect(v.parse(serviceRecord.schema, { tab_service_view: 'nope' })).toEqual({
      tab_service_view: 'credentials',
    });
    expect(v.parse(serviceRecord.schema, { tab_service_view: 'barcode-ranges' })).toEqual({
      tab_service_view: 'barcode-ranges',
    });
  });
});

describe('maintenance', () => {
  it('shows times in UTC as DD-MM-YYYY HH:mm:ss', () => {
    expect(maintenanceTime(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000)).toBe('02-01-2026 03:04:05');
  });

  it("says what the service's state means", () => {
    expect(serviceMaintenance('active')).toEqual({
      label: 'Maintenance in progress',
      color: 'red',
    });
    expect(serviceMaintenance('inactive')).toEqual({
      label: 'Maintenance scheduled',
      color: 'yellow',
    });
    expect(serviceMaintenance(null)).toBeNull();
  });

  it('requires the whole range, ending after it starts', () => {
    expect(maintenanceRangeError({})).toBe('Field is required');
    expect(maintenanceRangeError({ from: '01-01-2026 00:00:00' })).toBe('Field is required');
    expect(maintenanceRangeError({ from: '01-01-2026 00:00:00', to: '01-01-2026 00:00:00' })).toBe(
      'Incorrect range',
    );
    expect(
      maintenanceRangeError({ from: '01-01-2026 00:00:00', to: '01-01-2026 01:00:00' }),
    ).toBeNull();
  });

  it('sends unix seconds, the comment and the id when editing', () => {
    const draft = {
      range: { from: '01-01-2026 00:00:00', to: '01-01-2026 01:00:00' },
      comment: ' x ',
    };
    expect(maintenanceBody(5, draft)).toEqual({
      service_id: 5,
      time_from: 1767225600,
      time_to: 1767229200,
      comments: 'x',
    });
    expect(maintenanceBody(5, draft, 9)).toMatchObject({ id: 9, service_id: 5 });
  });
});

describe('logo files', () => {
  it('accepts .jpg, .jpeg and .png images only, up to 256 KB', () => {
    expect(logoFileError({ name: 'a.PNG', type: 'image/png', size: 10 })).toBeNull();
    expect(logoFileError({ name: 'a.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(logoFileError({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(logoFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Only .jpg, .jpeg and .png files can be a logo.',
    );
    expect(logoFileError({ name: 'a.png', type: 'text/html', size: 10 })).toBe(
      'Only .jpg, .jpeg and .png files can be a logo.',
    );
    expect(logoFileError({ name: 'a.png', type: 'image/png', size: 300 * 1024 })).toBe(
      'The logo must be 256 KB or smaller.',
    );
  });
});
