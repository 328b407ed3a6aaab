import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  base64ToBlob,
  base64ToBytes,
  base64ToText,
  downloadFile,
  entityIdMessage,
  fileBase64,
  fileByteLength,
  fileNameFor,
  formatFileSize,
  isEmptyFile,
  isZpl,
  mimeTypeOf,
  missingFileMessage,
  parseEntityId,
  previewKindOf,
  unsupportedExtraMessage,
} from '@/lib/files';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('MIME type of a file type (spec a section 7)', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['csv', 'text/csv'],
    ['txt', 'text/plain'],
    ['doc', 'application/msword'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xls', 'application/vnd.ms-excel'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['PDF', 'application/pdf'],
    [' .png ', 'image/png'],
  ])('%s -> %s', (type, mime) => {
    expect(mimeTypeOf(type)).toBe(mime);
  });

  it.each(['zpl', 'html', 'exe'])('any other type (%s) is text/plain', (type) => {
    expect(mimeTypeOf(type)).toBe('text/plain');
  });

  it.each([undefined, null, '', '  '])('no type (%j) is application/octet-stream', (type) => {
    expect(mimeTypeOf(type)).toBe('application/octet-stream');
  });
});

describe('how the viewer shows a type', () => {
  it.each([
    ['pdf', 'pdf'],
    ['PNG', 'image'],
    ['jpg', 'image'],
    ['jpeg', 'image'],
    ['gif', 'image'],
    ['csv', 'text'],
    ['txt', 'text'],
    ['zpl', 'text'],
    ['doc', 'none'],
    ['xlsx', 'none'],
    ['', 'none'],
    [null, 'none'],
  ])('%j -> %s', (type, kind) => {
    expect(previewKindOf(type)).toBe(kind);
  });
});

describe('file body', () => {
  it('takes content, else data', () => {
    expect(fileBase64({ type: 'txt', content: 'Y29udGVudA==', data: 'ZGF0YQ==' })).toBe(
      'Y29udGVudA==',
    );
    expect(fileBase64({ type: 'txt', data: 'ZGF0YQ==' })).toBe('ZGF0YQ==');
    expect(fileBase64({ type: 'txt', content: ' ', data: 'ZGF0YQ==' })).toBe('ZGF0YQ==');
    expect(fileBase64({ type: 'txt', content: null, data: null })).toBe('');
    expect(fileBase64(null)).toBe('');
  });

  it('is empty when missing, without a body or with a blank one', () => {
    expect(isEmptyFile(null)).toBe(true);
    expect(isEmptyFile(undefined)).toBe(true);
    expect(isEmptyFile({ type: 'pdf' })).toBe(true);
    expect(isEmptyFile({ type: 'pdf', data: '' })).toBe(true);
    expect(isEmptyFile({ type: 'pdf', content: '\n ' })).toBe(true);
    expect(isEmptyFile({ type: 'pdf', data: 'JVBERg==' })).toBe(false);
  });

  it('counts bytes from the base64 length', () => {
    expect(fileByteLength({ type: 'txt', data: b64('hello') })).toBe(5);
    expect(fileByteLength({ type: 'txt', data: b64('hell') })).toBe(4);
    expect(fileByteLength({ type: 'txt', data: b64('hel') })).toBe(3);
    expect(fileByteLength({ type: 'txt', content: `data:text/plain;base64,${b64('hi')}` })).toBe(2);
    expect(fileByteLength(null)).toBe(0);
  });
});

describe('base64 decoding', () => {
  it('decodes plain, wrapped, unpadded, base64url and data: URL input', () => {
    const bytes = [0xfb, 0xff, 0xbf, 0x00, 0x41];
    const standard = Buffer.from(bytes).toString('base64'); // '+/+/AEE='
    expect([...base64ToBytes(standard)]).toEqual(bytes);
    expect([...base64ToBytes(`${standard.slice(0, 4)}\n${standard.slice(4)}`)]).toEqual(bytes);
    expect([...base64ToBytes(standard.replace(/=+$/, ''))]).toEqual(bytes);
    expect([...base64ToBytes(Buffer.from(bytes).toString('base64url'))]).toEqual(bytes);
    expect([...base64ToBytes(`data:application/octet-stream;base64,${standard}`)]).toEqual(bytes);
  });

  it('throws on text that is not base64', () => {
    expect(() => base64ToBytes('not base64 at all!')).toThrow();
  });

  it('reads text as UTF-8', () => {
    expect(base64ToText(b64('Zürich — 東京'))).toBe('Zürich — 東京');
  });

  it('builds a blob with the bytes and the MIME type (octet-stream by default)', async () => {
    const blob = base64ToBlob(b64('%PDF-1.4'), 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(base64ToBlob(b64('x')).type).toBe('application/octet-stream');
  });
});

describe('download file names (spec a section 7)', () => {
  it('uses the server filename when there is one, without folders', () => {
    expect(fileNameFor('label', 'parcel', 7, { type: 'pdf', filename: 'carrier.pdf' })).toBe(
      'carrier.pdf',
    );
    expect(fileNameFor('invoice', 'parcel', 7, { type: 'pdf', filename: '../x/inv.pdf' })).toBe(
      'inv.pdf',
    );
    expect(fileNameFor('invoice', 'parcel', 7, { type: 'pdf', filename: 'C:\\x\\inv.pdf' })).toBe(
      'inv.pdf',
    );
  });

  it.each([
    ['label', 'parcel', 'pdf', 'label_for_parcel_42.pdf'],
    ['original_label', 'parcel', 'png', 'original_label_for_parcel_42.png'],
    ['invoice', 'parcel', 'pdf', 'invoice-42.pdf'],
    ['manifest', 'parcel', 'csv', 'manifest_42.csv'],
    ['label', 'pallet', 'txt', 'label_for_pallet_42.txt'],
    ['original_label', 'pallet', 'pdf', 'original_label_for_pallet_42.pdf'],
    ['manifest', 'pallet', 'pdf', 'manifest_42.pdf'],
    ['user_file', 'pallet', 'csv', 'user_file_42.csv'],
  ] as const)('%s of a %s (%s) falls back to %s', (kind, entity, type, name) => {
    expect(fileNameFor(kind, entity, 42, { type, filename: null })).toBe(name);
  });

  it('falls back also for a blank filename; no type means no extension', () => {
    expect(fileNameFor('label', 'parcel', '9', { type: 'PDF', filename: '  ' })).toBe(
      'label_for_parcel_9.pdf',
    );
    expect(fileNameFor('invoice', 'parcel', 9, { type: '' })).toBe('invoice-9');
    expect(fileNameFor('invoice', 'parcel', 9, null)).toBe('invoice-9');
    expect(fileNameFor('label', 'parcel', 9, { type: 'p/d f' })).toBe('label_for_parcel_9.pdf');
  });
});

describe('ZPL detection', () => {
  it.each([
    ['^XA^FO50,50^FDHello^FS^XZ', true],
    ['\n  ^XA\n^CI28\n^XZ', true],
    ['\uFEFF^XA^XZ', true],
    ['^xa^xz', true],
    ['~SD15~JSN^XA^XZ', true],
    ['~TA000 ~JSN\n^XA^XZ', true],
    ['CT~~CD,~CC^~CT~\n^XA~TA000~JSN^XZ', true],
    ['Hello ^XA', false],
    ['id,tracking\n1,^XA', false],
    ['^FO50,50^XA', false],
    ['~SD15 hello', false],
    ['', false],
  ])('%j -> %s', (text, zpl) => {
    expect(isZpl(text)).toBe(zpl);
  });
});

describe('downloading a file', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('saves the decoded bytes under the name through a temporary link, then revokes the URL', async () => {
    vi.useFakeTimers();
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    downloadFile({ type: 'csv', data: b64('a,b\r\n1,2\r\n') }, 'manifest_3.csv');

    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'manifest_3.csv', attached: true }]);
    const blob = createUrl.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeUrl).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeUrl).toHaveBeenCalledWith('blob:test/1');
  });
});

describe('file sizes use 1024 units (spec a section 9)', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024 - 1024, '1023 KB'],
    [1024 * 1024, '1 MB'],
    [5 * 1024 * 1024 * 1024, '5 GB'],
    [3 * 1024 ** 4, '3 TB'],
    [2048 * 1024 ** 4, '2048 TB'],
  ])('%d bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('viewer messages (spec a section 8)', () => {
  it('missing file', () => {
    expect(missingFileMessage('label', 12)).toBe('label 12 file not found or is empty');
    expect(missingFileMessage('invoice', '7')).toBe('invoice 7 file not found or is empty');
  });

  it('missing entity id', () => {
    expect(entityIdMessage(undefined)).toBe('Entity ID is required. Received: undefined');
    expect(entityIdMessage('abc')).toBe('Entity ID is required. Received: abc');
  });

  it('unsupported extra type', () => {
    expect(unsupportedExtraMessage('barcode')).toBe('Unsupported extra type: barcode');
  });
});

describe('entity id from a route param', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    ['0012', 12],
    [0, null],
    ['0', null],
    [-3, null],
    ['-3', null],
    [1.5, null],
    ['1.5', null],
    ['12abc', null],
    ['1e3', null],
    ['', null],
    ['create', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['9007199254740993', null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('%j -> %j', (raw, id) => {
    expect(parseEntityId(raw)).toBe(id);
  });
});
