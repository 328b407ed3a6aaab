import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MANUAL_RUN_MESSAGES,
  ManualManifestBodySchema,
  ManualTrackingBodySchema,
} from '@/contract/manual-runs/manual-runs-schemas';
import {
  carrierOptions,
  emptyManualRun,
  eventOptions,
  fileRefusal,
  manualRunErrors,
  type ManualRunValues,
  numbersFromCsv,
  numbersFromText,
  runBody,
  runNumbers,
  withCarrier,
  withDeleteTrackingEvents,
  withResetParcelStatus,
} from '@/features/manual-runs/manual-runs-rules';

// The manual runs' rules (spec c sections 4-5; decision 040): tracking numbers from text and
// from a CSV file's first column, the exclusive options, the events list that clears, the checks
// and the body of a run.

describe('tracking numbers from the typed text', () => {
  it('splits on lines, commas and spaces, trims, and keeps each once in order', () => {
    expect(numbersFromText('  AB123 \nCD456,EF789  GH012\r\n\tAB123,,\n\nCD456 ')).toEqual([
      'AB123',
      'CD456',
      'EF789',
      'GH012',
    ]);
  });

  it('gives none for blank text, which the checks call "No tracking numbers"', () => {
    expect(numbersFromText(' \n , \t')).toEqual([]);
    const values = { ...emptyManualRun(), carrier: '1:1', user: '5' };
    expect(manualRunErrors('manifest', values, runNumbers([], null))).toEqual({
      text: 'No tracking numbers',
    });
  });

  it('reads 10,000 numbers in one linear pass', () => {
    const numbers = Array.from({ length: 10_000 }, (_, i) => `TR${String(i).padStart(10, '0')}`);
    const started = performance.now();
    const read = numbersFromText(numbers.join('\n'));
    // Measured, not asserted: the time depends on the machine.
    console.info(`10,000 numbers parsed in ${(performance.now() - started).toFixed(1)} ms`);
    expect(read).toEqual(numbers);
  });
});

describe('tracking numbers from a CSV file', () => {
  it('reads the first column only, quoted cells and other delimiters too', () => {
    expect(numbersFromCsv('AB123,x,y\n"CD,456",z\n EF789 ;q\n')).toEqual([
      'AB123',
      'CD,456',
      'EF789 ;q',
    ]);
    expect(numbersFromCsv('AB123;x\nCD456;"y;z"\n')).toEqual(['AB123', 'CD456']);
    expect(numbersFromCsv('AB123\tx\nCD456\ty\n')).toEqual(['AB123', 'CD456']);
  });

  it('takes a first row with no digit as a header, and only the first row', () => {
    expect(numbersFromCsv('Tracking number,Note\nAB123,x\n')).toEqual(['AB123']);
    expect(numbersFromCsv('"tracking_number"\nAB123\nAWB\n')).toEqual(['AB123', 'AWB']);
    expect(numbersFromCsv('AB123\nCD456\n')).toEqual(['AB123', 'CD456']);
  });

  it('skips empty rows and empty first cells, keeps each number once', () => {
    expect(numbersFromCsv('\n,x\nAB123\n\n  \nAB123\nCD456\n')).toEqual(['AB123', 'CD456']);
    expect(numbersFromCsv('Tracking\n\n')).toEqual([]);
    expect(numbersFromCsv('')).toEqual([]);
  });

  it('refuses a file that is not .csv, or too large', () => {
    expect(fileRefusal({ name: 'numbers.xlsx', size: 10 })).toBe('File must be CSV format');
    expect(fileRefusal({ name: 'numbers.csv.txt', size: 10 })).toBe('File must be CSV format');
    expect(fileRefusal({ name: 'NUMBERS.CSV', size: 10 })).toBeNull();
    expect(fileRefusal({ name: 'big.csv', size: 600_001 })).toBe(MANUAL_RUN_MESSAGES.fileTooLarge);
  });

  it('runs the typed numbers, then the file’s, once each', () => {
    const file = {
      name: 'a.csv',
      text: 'CD456\nAB123\nEF789',
      numbers: ['CD456', 'AB123', 'EF789'],
    };
    expect(runNumbers(['AB123', 'XY000'], file)).toEqual(['AB123', 'XY000', 'CD456', 'EF789']);
  });
});

const chosen: ManualRunValues = {
  ...emptyManualRun(),
  carrier: '3:1',
  deleteTrackingEvents: true,
  eventsToDelete: ['DELIV', 'PICK'],
};

describe('the options of manual tracking', () => {
  it('reset parcel status and delete tracking events exclude each other', () => {
    const reset = withResetParcelStatus(chosen, true);
    expect(reset).toMatchObject({
      resetParcelStatus: true,
      deleteTrackingEvents: false,
      eventsToDelete: [],
    });
    expect(withDeleteTrackingEvents(reset, true)).toMatchObject({
      resetParcelStatus: false,
      deleteTrackingEvents: true,
    });
  });

  it('the events to delete clear when the option is switched off or the carrier changes', () => {
    expect(withDeleteTrackingEvents(chosen, false).eventsToDelete).toEqual([]);
    expect(withCarrier(chosen, '4:1').eventsToDelete).toEqual([]);
    expect(withCarrier(chosen, '3:1')).toBe(chosen);
    expect(withResetParcelStatus(chosen, false).eventsToDelete).toEqual(['DELIV', 'PICK']);
  });

  it('deleting needs at least one event', () => {
    const values = { ...chosen, user: '5', eventsToDelete: [] };
    expect(manualRunErrors('tracking', values, ['AB123'])).toEqual({
      eventsToDelete: MANUAL_RUN_MESSAGES.noEvents,
    });
    expect(manualRunErrors('tracking', chosen, ['AB123'])).toEqual({ user: 'Field is required' });
  });
});

describe('the checks and the body of a run', () => {
  it('carrier and user are required; more than 10,000 numbers are refused', () => {
    expect(manualRunErrors('manifest', emptyManualRun(), ['AB123'])).toEqual({
      carrier: 'Field is required',
      user: 'Field is required',
    });
    const many = Array.from({ length: 10_001 }, (_, i) => `N${i}`);
    expect(
      manualRunErrors('manifest', { ...emptyManualRun(), carrier: '1:1', user: '2' }, many),
    ).toEqual({ text: MANUAL_RUN_MESSAGES.tooMany });
  });

  it('builds each body as the contract reads it', () => {
    const values: ManualRunValues = {
      ...chosen,
      user: '18',
      carrierTrackingEvents: true,
    };
    const file = { name: 'a.csv', text: 'Tracking\nCD456\n', numbers: ['CD456'] };
    const tracking = runBody('tracking', values, ['AB123'], file);
    expect(tracking).toEqual({
      carrier: '3:1',
      user_id: 18,
      tracking_numbers: ['AB123'],
      file_content: 'Tracking\nCD456\n',
      reset_parcel_status: false,
      delete_tracking_events: true,
      carrier_tracking_events: true,
      tracking_events_for_deleting: ['DELIV', 'PICK'],
    });
    expect(v.safeParse(ManualTrackingBodySchema, tracking).success).toBe(true);
    const manifest = runBody('manifest', values, ['AB123'], null);
    expect(manifest).toEqual({
      carrier: '3:1',
      user_id: 18,
      tracking_numbers: ['AB123'],
      file_content: '',
    });
    expect(v.safeParse(ManualManifestBodySchema, manifest).success).toBe(true);
  });
});

describe('the choices', () => {
  it('one carrier choice per version, the version named only when there are several', () => {
    expect(
      carrierOptions([
        { id: 1, name: 'DHL Express', versions: ['1', '2'] },
        { id: 2, name: 'UPS', versions: ['1'] },
      ]),
    ).toEqual([
      { value: '1:1', label: 'DHL Express (v1)' },
      { value: '1:2', label: 'DHL Express (v2)' },
      { value: '2:1', label: 'UPS' },
    ]);
  });

  it('the events of the chosen carrier only, each once', () => {
    const lists = [
      {
        carrierId: 3,
        events: [
          { code: 'PICK', name: 'Picked up' },
          { code: 'PICK', name: 'x' },
        ],
      },
      { carrierId: 4, events: [{ code: 'DLV', name: 'Delivered' }] },
    ];
    expect(eventOptions(lists, '3:2')).toEqual([{ value: 'PICK', label: 'PICK – Picked up' }]);
    expect(eventOptions(lists, '')).toEqual([]);
  });
});
