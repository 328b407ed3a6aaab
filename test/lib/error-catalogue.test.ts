import { describe, expect, it } from 'vitest';
import { failureMessages, statusTextOf } from '@/lib/api/error-catalogue';
import { ApiError, errorMessages } from '@/lib/api/api-error';

const http = (status: number, statusText: string, body?: unknown) =>
  ({ kind: 'http', status, statusText, body }) as const;

describe('error catalogue (spec a section 8)', () => {
  it('400 lists each error message with its fields appended', () => {
    const body = {
      errors: [
        { message: 'Requred field', fields: ['password'] },
        { message: 'Wrong login or password' },
      ],
    };
    expect(failureMessages(http(400, 'Bad Request', body))).toEqual([
      'Requred field: password',
      'Wrong login or password',
    ]);
  });

  it('400 without an errors list reads "Error 400. {status text}"', () => {
    expect(failureMessages(http(400, 'Bad Request', { nope: 1 }))).toEqual([
      'Error 400. Bad Request',
    ]);
    expect(failureMessages(http(400, '', undefined))).toEqual(['Error 400. Bad Request']);
  });

  it.each([403, 414])('%i reads "Error {status}. {status text}"', (status) => {
    expect(failureMessages(http(status, 'Custom Text', { errors: [{ message: 'x' }] }))).toEqual([
      `Error ${status}. Custom Text`,
    ]);
  });

  it('404 shows the error text, and "Server {status text lowercased}" on the login form', () => {
    expect(failureMessages(http(404, 'Not Found', { errors: [{ message: 'No parcel' }] }))).toEqual(
      ['No parcel'],
    );
    expect(failureMessages(http(404, 'Not Found'))).toEqual(['Error 404. Not Found']);
    expect(failureMessages(http(404, 'Not Found'), 'login')).toEqual(['Server not found']);
  });

  it('500 shows the errors list', () => {
    expect(
      failureMessages(http(500, 'Internal Server Error', { errors: [{ message: 'DB down' }] })),
    ).toEqual(['DB down']);
    expect(failureMessages(http(500, ''))).toEqual(['Error 500. Internal Server Error']);
  });

  it.each([
    [413, 'Payload Too Large'],
    [429, 'Too Many Requests'],
    [503, 'Service Unavailable'],
  ])('%i shows the listed errors, else "Error {status}. {status text}"', (status, phrase) => {
    const body = { errors: [{ message: 'Too many attempts. Try again in 15 minutes.' }] };
    expect(failureMessages(http(status, phrase, body))).toEqual([
      'Too many attempts. Try again in 15 minutes.',
    ]);
    expect(failureMessages(http(status, phrase, body), 'login')).toEqual([
      'Too many attempts. Try again in 15 minutes.',
    ]);
    // HTTP/2 answers carry no reason phrase: the standard one stands in.
    expect(failureMessages(http(status, '', undefined))).toEqual([`Error ${status}. ${phrase}`]);
    expect(failureMessages(http(status, '', 'upstream busy'), 'login')).toEqual([
      `Error ${status}. ${phrase}`,
    ]);
  });

  it.each([401, 409, 418, 502])('%i is "Unknown error."', (status) => {
    expect(failureMessages(http(status, 'Whatever'))).toEqual(['Unknown error.']);
  });

  it('no response, network error on login, malformed and missing account', () => {
    expect(failureMessages({ kind: 'network' })).toEqual(["Can't get response from server."]);
    expect(failureMessages({ kind: 'network' }, 'login')).toEqual([
      'Network Error. Check internet connection',
    ]);
    expect(failureMessages({ kind: 'malformed', detail: 'x' })).toEqual([
      'Unexpected response from server.',
    ]);
    expect(failureMessages({ kind: 'no-account' })).toEqual(['No account data in login response']);
  });

  it('falls back to standard reason phrases when the answer has none', () => {
    expect(statusTextOf(414, '')).toBe('URI Too Long');
    expect(statusTextOf(403, 'Nope')).toBe('Nope');
  });

  it('ApiError carries the messages and status; errorMessages reads any thrown value', () => {
    const error = new ApiError(http(403, 'Forbidden'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Error 403. Forbidden');
    expect(errorMessages(error)).toEqual(['Error 403. Forbidden']);
    expect(errorMessages('plain text')).toEqual(['plain text']);
    expect(errorMessages(new Error('boom'))).toEqual(['boom']);
    expect(errorMessages(undefined)).toEqual(['Something went wrong!']);
  });
});
