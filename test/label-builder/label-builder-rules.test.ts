import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LABEL_DPIS,
  LABEL_KINDS,
  LABEL_LIMITS,
  LABEL_TYPES,
  type LabelBuilderFields,
} from '@/contract/label-builder/label-builder-schemas';
import {
  changeCarrier,
  changeKind,
  changeType,
  emptyLabelForm,
  formFromSearch,
  isChanged,
  kindOptions,
  LABEL_NUMBER_MESSAGE,
  labelFileName,
  labelFormErrors,
  labelNameOptions,
  labelPrintLink,
  printLinkTarget,
  resultKindOf,
  settingsOf,
  zplSizeOf,
} from '@/features/label-builder/label-builder-rules';
import {
  labelBuilderSearchSchema,
  SEARCH_DPIS,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  SEARCH_TYPES,
} from '@/features/label-builder/label-builder-search';
import { REQUIRED } from '@/contract/shared/validation-messages';

// The label builder's rules (spec c sections 3-5, 7, 9; issue 16 section 8): dependent lists,
// preselection of a single kind or carrier, DPI for ZPL types only, settings <-> URL, the print
// link.

const fields: LabelBuilderFields = {
  directCarriers: [
    { value: '1', label: 'DHL Express' },
    { value: '3', label: 'UPS' },
  ],
  returnCarriers: [{ value: '35', label: 'ZigZag' }],
  palletCarriers: [],
  directLabelNames: { '1': ['Express 4x6', 'Express A4'], '3': ['Standard 4x6', 'Express A4'] },
  returnLabelNames: { '35': ['Return 4x6'] },
  palletLabelNames: {},
  countriesFrom: [{ value: 'DE', label: 'Germany' }],
  countriesTo: [
    { value: 'DE', label: 'Germany' },
    { value: 'FR', label: 'France' },
  ],
};
const onlyReturn: LabelBuilderFields = { ...fields, directCarriers: [], directLabelNames: {} };
const search = (input: Record<string, unknown>) => v.parse(labelBuilderSearchSchema, input);

describe('dependent lists and preselection', () => {
  it('offers the kinds that have carriers, carriers of the kind, label names of both', () => {
    expect(kindOptions(fields).map((o) => o.value)).toEqual(['direct', 'return']);
    expect(labelNameOptions(fields, 'direct', '3')).toEqual(['Standard 4x6', 'Express A4']);
    expect(labelNameOptions(fields, 'return', '3')).toEqual([]);
    expect(labelNameOptions(fields, null, '3')).toEqual([]);
  });

  it('preselects a kind or a carrier that is the only option', () => {
    expect(emptyLabelForm(fields)).toMatchObject({ carrierKind: null, carrier: null });
    expect(emptyLabelForm(onlyReturn)).toMatchObject({ carrierKind: 'return', carrier: '35' });
    const direct = changeKind(emptyLabelForm(fields), 'direct', fields);
    expect(direct).toMatchObject({ carrierKind: 'direct', carrier: null });
    expect(changeKind(direct, 'return', fields)).toMatchObject({ carrier: '35' });
  });

  it('empties the carrier and label on a new kind; keeps a label the new carrier has', () => {
    let form = changeCarrier(changeKind(emptyLabelForm(fields), 'direct', fields), '1', fields);
    form = { ...form, labelName: 'Express A4' };
    expect(changeCarrier(form, '3', fields).labelName).toBe('Express A4');
    expect(changeCarrier({ ...form, labelName: 'Express 4x6' }, '3', fields).labelName).toBeNull();
    expect(changeKind(form, 'return', fields)).toMatchObject({ carrier: '35', labelName: null });
  });

  it('gives a DPI to ZPL types only: 200 by default, 300 for printing, kept when chosen', () => {
    const form = emptyLabelForm(fields);
    expect(changeType(form, 'html').labelDpi).toBeNull();
    expect(changeType(form, 'zpl').labelDpi).toBe(200);
    expect(changeType(form, 'zpl-print').labelDpi).toBe(300);
    expect(changeType({ ...form, labelType: 'zpl', labelDpi: 300 }, 'zpl-preview').labelDpi).toBe(
      300,
    );
    expect(changeType({ ...form, labelType: 'zpl', labelDpi: 300 }, 'pdf').labelDpi).toBeNull();
  });
});

describe('required fields', () => {
  it('needs kind and carrier, and tracking numbers the server takes', () => {
    expect(labelFormErrors(emptyLabelForm(fields))).toEqual({
      carrierKind: REQUIRED,
      carrier: REQUIRED,
    });
    const form = { ...emptyLabelForm(onlyReturn), tracking: 'AB 1', secondary: 'x'.repeat(41) };
    expect(labelFormErrors(form)).toEqual({
      tracking: LABEL_NUMBER_MESSAGE,
      secondary: LABEL_NUMBER_MESSAGE,
    });
    expect(labelFormErrors({ ...form, tracking: ' AB-1 ', secondary: '' })).toEqual({});
  });
});

describe('settings <-> URL', () => {
  it('turns a complete form into settings without empty values, DPI only for ZPL', () => {
    expect(settingsOf(emptyLabelForm(fields))).toBeNull();
    const form = changeType(
      changeCarrier(changeKind(emptyLabelForm(fields), 'direct', fields), '1', fields),
      'zpl',
    );
    expect(settingsOf({ ...form, tracking: ' T-1 ' })).toEqual({
      carrierKind: 'direct',
      carrier: '1',
      labelType: 'zpl',
      labelDpi: 200,
      tracking: 'T-1',
    });
  });

  it('reads the same form back from the URL, so a label is a link', () => {
    const form = {
      ...changeType(
        changeCarrier(changeKind(emptyLabelForm(fields), 'direct', fields), '3', fields),
        'zpl-print',
      ),
      labelName: 'Express A4',
      countryFrom: 'DE',
      countryTo: 'FR',
      countryReturn: 'DE',
      tracking: 'AB-12',
      secondary: '77',
    };
    const back = formFromSearch(search(settingsOf(form)!), fields);
    expect(back).toEqual(form);
    expect(isChanged(back, form)).toBe(false);
    expect(isChanged({ ...back, tracking: 'X' }, form)).toBe(true);
  });

  it('drops URL garbage and settings that do not fit the lists', () => {
    const garbage = search({
      carrierKind: 'air',
      carrier: '<script>',
      labelType: 'png',
      labelDpi: '600',
      tracking: 'a b',
      countryFrom: 'Germany',
    });
    expect(garbage).toEqual({});
    expect(formFromSearch(garbage, fields)).toEqual(emptyLabelForm(fields));
    const misfit = formFromSearch(
      search({
        carrierKind: 'return',
        carrier: '1',
        labelName: 'Express 4x6',
        labelType: 'pdf',
        labelDpi: 300,
        countryTo: 'fr',
        countryFrom: 'FR',
      }),
      fields,
    );
    // Carrier 1 is not a return carrier: ZigZag, the only one, is preselected instead.
    expect(misfit).toMatchObject({
      carrierKind: 'return',
      carrier: '35',
      labelName: null,
      labelDpi: null,
      countryTo: 'FR',
      countryFrom: null,
    });
  });

  it('repeats the contract lists and limits in the URL schema', () => {
    expect(SEARCH_KINDS).toEqual(LABEL_KINDS);
    expect(SEARCH_TYPES).toEqual(LABEL_TYPES);
    expect(SEARCH_DPIS).toEqual(LABEL_DPIS);
    expect(SEARCH_LIMITS).toEqual({ text: LABEL_LIMITS.labelName, number: LABEL_LIMITS.tracking });
  });
});

describe('results and printing', () => {
  it("shows text starting with '<' in a frame, ZPL drawn, anything else as a PDF", () => {
    expect(resultKindOf({ type: 'html', label: ' <!DOCTYPE html>' })).toBe('html');
    expect(resultKindOf({ type: 'zpl', label: '^XA^XZ' })).toBe('zpl');
    expect(resultKindOf({ type: 'pdf', label: 'JVBERi0xLjQK' })).toBe('pdf');
    expect(zplSizeOf(300).dpmm).toBe(12);
    expect(zplSizeOf(200).dpmm).toBe(8);
    expect(labelFileName({ type: 'zpl', filename: 'a/b:c.zpl' })).toBe('a_b_c.zpl');
    expect(labelFileName({ type: 'pdf', filename: '' })).toBe('label.pdf');
  });

  it('prints through the custom protocol, as zpl-print at 300 DPI, with hash, session and id', () => {
    const link = labelPrintLink({
      origin: 'https://console.example',
      apiBase: '/admin/',
      settings: { carrierKind: 'direct', carrier: '1', labelType: 'html', tracking: 'T 1' },
      id: 1767225600123,
      sessionId: 'sess',
      printHash: 'abc',
    });
    expect(
      link.startsWith('eplprinter:https://console.example/admin/label_builder/get_label?'),
    ).toBe(true);
    const url = new URL(printLinkTarget(link));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      carrierKind: 'direct',
      carrier: '1',
      labelType: 'zpl-print',
      labelDpi: '300',
      tracking: 'T 1',
      printHash: 'abc',
      PHPSESSID: 'sess',
      id: '1767225600123',
    });
  });
});
