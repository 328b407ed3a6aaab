import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  CARRIER_ERROR_MESSAGES,
  type CarrierErrorMapping,
  MAPPING_FILTER,
  NOT_MAPPED,
  SaveCarrierErrorBodySchema,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import {
  carrierErrorFormErrors,
  emptyCarrierErrorForm,
  formValuesOf,
  HTTP_CODE_MESSAGE,
  saveBodyOf,
  saveRefusal,
  versionChoice,
  versionFor,
} from '@/features/carrier-error-mapping/carrier-error-form';
import {
  carrierErrorFilterParams,
  carrierErrorFilters,
  carrierErrorListParams,
  carrierErrorSearchDefaults,
  carrierErrorSearchSchema,
  MAPPING_VALUES,
  NOT_MAPPED_CODE,
} from '@/features/carrier-error-mapping/carrier-error-mapping-search';
import {
  findMapping,
  httpCodeText,
  LOOKUP_PAGE_SIZE,
  mappingIn,
} from '@/features/carrier-error-mapping/carrier-error-rules';
import { exampleTexts } from '@/features/carrier-error-mapping/example-texts';
import { ApiError } from '@/lib/api/api-error';
import { parseSearch, stringifySearch } from '@/lib/query-string';

const parse = (search: string) => v.parse(carrierErrorSearchSchema, parseSearch(search));

describe('carrier error mapping search (URL)', () => {
  it('an empty URL is page 1 of 32, no filter, All', () => {
    expect(parse('')).toEqual(carrierErrorSearchDefaults);
    expect(carrierErrorSearchDefaults).toMatchObject({ page: 1, quantity: 32, not_mapped: 'all' });
    expect(carrierErrorListParams(parse(''))).toEqual({ page: 1, quantity: 32 });
  });

  it("the dashboard's links land on the unmapped rows, of one carrier or all", () => {
    expect(carrierErrorListParams(parse('?error_code=not_mapped'))).toEqual({
      error_code: 'not_mapped',
      page: 1,
      quantity: 32,
    });
    expect(carrierErrorListParams(parse('?carrier_id=7&error_code=not_mapped'))).toEqual({
      carrier_id: '7',
      error_code: 'not_mapped',
      page: 1,
      quantity: 32,
    });
  });

  it('the mapping filter travels as not_mapped=0|1; All is left out', () => {
    expect(carrierErrorFilterParams(parse('?not_mapped=0'))).toEqual({ not_mapped: '0' });
    expect(carrierErrorFilterParams(parse('?not_mapped=1'))).toEqual({ not_mapped: '1' });
    expect(carrierErrorFilterParams(parse('?not_mapped=all'))).toEqual({});
    expect(carrierErrorFilters.active(parse('?not_mapped=all'))).toEqual([]);
  });

  it('round-trips every filter; the CSV takes the filters without paging', () => {
    const search = parse(
      '?carrier_id=3&error_code=PHONE_INVALID&carrier_error_pattern=%20phone%20&not_mapped=0&page=2&quantity=48',
    );
    expect(search).toMatchObject({
      carrier_id: '3',
      error_code: 'PHONE_INVALID',
      carrier_error_pattern: 'phone',
      not_mapped: '0',
      page: 2,
      quantity: 48,
    });
    expect(parse(stringifySearch(search))).toEqual(search);
    expect(carrierErrorFilterParams(search)).toEqual({
      carrier_id: '3',
      error_code: 'PHONE_INVALID',
      carrier_error_pattern: 'phone',
      not_mapped: '0',
    });
  });

  it('garbage falls back to no filter and the defaults', () => {
    expect(
      parse(
        '?carrier_id=abc&error_code=%3Cscript%3E&not_mapped=2&page=-1&quantity=7&carrier_error_pattern=%20',
      ),
    ).toEqual(carrierErrorSearchDefaults);
    expect(parse('?carrier_id=0').carrier_id).toBeUndefined();
    expect(parse('?carrier_id[]=1&carrier_id[]=2').carrier_id).toBeUndefined();
  });

  it("repeats the contract's values (the search file may not import it)", () => {
    expect(NOT_MAPPED_CODE).toBe(NOT_MAPPED);
    expect(MAPPING_VALUES).toEqual(['all', MAPPING_FILTER.mapped, MAPPING_FILTER.notMapped]);
  });

  it('Discard clears every filter, the mapping back to All', () => {
    expect(carrierErrorFilters.cleared()).toEqual({
      carrier_id: undefined,
      error_code: undefined,
      carrier_error_pattern: undefined,
      not_mapped: 'all',
    });
  });
});

const CARRIERS = [
  { id: 1, name: 'UPS', versions: ['1'] },
  { id: 2, name: 'FedEx', versions: ['1', '2'] },
  { id: 3, name: 'Odd', versions: [] },
];

describe('carrier version choice (spec c section 5)', () => {
  it('is disabled when only the default exists, or before a carrier is chosen', () => {
    expect(versionChoice(CARRIERS, '1')).toEqual({ versions: ['1'], disabled: true });
    expect(versionChoice(CARRIERS, '3')).toEqual({ versions: ['1'], disabled: true });
    expect(versionChoice(CARRIERS, null)).toEqual({ versions: ['1'], disabled: true });
    expect(versionChoice(CARRIERS, '2')).toEqual({ versions: ['1', '2'], disabled: false });
  });

  it('a new carrier keeps the version when it has it, else the default', () => {
    expect(versionFor(CARRIERS, '2', '2')).toBe('2');
    expect(versionFor(CARRIERS, '1', '2')).toBe('1');
  });
});

const valid = () => ({
  ...emptyCarrierErrorForm(),
  carrier_id: '2',
  result_error_code: 'PHONE_INVALID',
});

describe('carrier error form rules', () => {
  it('carrier and result error code are required', () => {
    expect(carrierErrorFormErrors(emptyCarrierErrorForm())).toEqual({
      carrier_id: CARRIER_ERROR_MESSAGES.required,
      result_error_code: CARRIER_ERROR_MESSAGES.required,
    });
    expect(CARRIER_ERROR_MESSAGES.required).toBe('Field is required');
    expect(carrierErrorFormErrors(valid())).toEqual({});
  });

  it.each([
    ['', undefined],
    ['100', undefined],
    ['599', undefined],
    ['99', HTTP_CODE_MESSAGE],
    ['600', HTTP_CODE_MESSAGE],
    ['4o4', HTTP_CODE_MESSAGE],
    ['40.5', HTTP_CODE_MESSAGE],
  ])('HTTP code %j', (http_code, message) => {
    expect(carrierErrorFormErrors({ ...valid(), http_code }).http_code).toBe(message);
  });

  it("fields are a comma list of names, at most 20 (the contract's messages)", () => {
    const fields = (result_error_field: string) =>
      carrierErrorFormErrors({ ...valid(), result_error_field }).result_error_field;
    expect(fields('a, b.c, items[0].sku')).toBeUndefined();
    expect(fields('first name')).toBe(CARRIER_ERROR_MESSAGES.fields);
    expect(fields(Array.from({ length: 21 }, (_, i) => `f${i}`).join(','))).toBe(
      'Maximum number of fields: 20',
    );
  });
});

const MAPPING: CarrierErrorMapping = {
  id: 1002,
  carrierId: 2,
  carrierName: 'FedEx',
  carrierVersion: '2',
  errorPattern: 'Recipient phone number is invalid',
  currentHttpCode: 400,
  resultErrorCode: 'PHONE_INVALID',
  resultErrorField: 'destination_address.phone',
  useCarrierMessage: false,
  resultErrorMsg: 'The receiver phone number is missing or invalid.',
  hasExample: true,
};

describe('save body', () => {
  it('creates without an id: trimmed, any HTTP code as null, fields joined', () => {
    const body = saveBodyOf(
      {
        ...valid(),
        carrier_error_pattern: '  Timeout  ',
        result_error_field: ' a ,, b ',
        result_error_msg: ' Try again ',
      },
      null,
    );
    expect(body).toEqual({
      carrier_id: 2,
      carrier_version: '1',
      carrier_error_pattern: 'Timeout',
      http_code: null,
      result_error_code: 'PHONE_INVALID',
      result_error_field: 'a,b',
      use_carrier_msg: false,
      result_error_msg: 'Try again',
    });
    expect(v.safeParse(SaveCarrierErrorBodySchema, body).success).toBe(true);
  });

  it('edits with the id; a saved mapping round-trips through the form', () => {
    const body = saveBodyOf(formValuesOf(MAPPING), MAPPING.id);
    expect(body).toEqual({
      id: 1002,
      carrier_id: 2,
      carrier_version: '2',
      carrier_error_pattern: MAPPING.errorPattern,
      http_code: 400,
      result_error_code: 'PHONE_INVALID',
      result_error_field: 'destination_address.phone',
      use_carrier_msg: false,
      result_error_msg: MAPPING.resultErrorMsg,
    });
    expect(v.safeParse(SaveCarrierErrorBodySchema, body).success).toBe(true);
  });

  it('an unmapped error opens with no result error code, so the form asks for one', () => {
    const values = formValuesOf({ ...MAPPING, resultErrorCode: null, currentHttpCode: null });
    expect(values).toMatchObject({ result_error_code: null, http_code: '' });
    expect(carrierErrorFormErrors(values).result_error_code).toBe('Field is required');
  });

  it("a refusal marks the fields the server names, with the server's words", () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      statusText: 'Bad Request',
      body: {
        errors: [{ message: CARRIER_ERROR_MESSAGES.duplicate, fields: ['carrier_error_pattern'] }],
      },
    });
    expect(saveRefusal(error)).toEqual({
      messages: [CARRIER_ERROR_MESSAGES.duplicate],
      fields: { carrier_error_pattern: CARRIER_ERROR_MESSAGES.duplicate },
    });
  });
});

describe('finding one mapping (no call for one)', () => {
  const page = (ids: number[], hasMoreItems: boolean) => ({
    errorsMappings: ids.map((id) => ({ ...MAPPING, id })),
    hasMoreItems,
    total: 0,
  });

  it('takes it from a list at hand', () => {
    expect(mappingIn([undefined, page([1, 2], false)], 2)?.id).toBe(2);
    expect(mappingIn([page([1], false)], 3)).toBeUndefined();
  });

  it('looks through the whole list, largest pages, until found or no more', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n === 1 ? [1, 2] : [3, 4], n < 2));
    expect((await findMapping(4, fetchPage))?.id).toBe(4);
    expect(fetchPage.mock.calls).toEqual([
      [1, LOOKUP_PAGE_SIZE],
      [2, LOOKUP_PAGE_SIZE],
    ]);
    expect(LOOKUP_PAGE_SIZE).toBe(48);
    fetchPage.mockClear();
    expect(await findMapping(9, fetchPage)).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('any HTTP code reads Any', () => {
    expect(httpCodeText(null)).toBe('Any');
    expect(httpCodeText(404)).toBe('404');
  });
});

describe('example texts', () => {
  it('JSON bodies re-indented, XML as sent, headers one per line', () => {
    const texts = exampleTexts({
      request: {
        url: 'https://api.example.com/ship',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ****' },
        body: '{"shipment":{"weight":2}}',
      },
      response: {
        code: 400,
        headers: { 'Content-Type': 'text/xml' },
        body: '<fault><code>1</code></fault>',
      },
    });
    expect(texts).toEqual({
      requestHeaders: 'Content-Type: application/json\nAuthorization: Bearer ****',
      requestBody: '{\n  "shipment": {\n    "weight": 2\n  }\n}',
      responseHeaders: 'Content-Type: text/xml',
      responseBody: '<fault><code>1</code></fault>',
    });
  });
});
