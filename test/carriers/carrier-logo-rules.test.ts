import { describe, expect, it } from 'vitest';
import {
  bytesToBase64,
  CARRIER_LOGO_MAX_BYTES,
  carrierLogoFileError,
  carrierLogoSrc,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  sniffLogoType,
} from '@/features/carriers/carrier-logo-rules';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];

describe('carrier logo rules', () => {
  it('takes jpg, jpeg and png files (spec c section 5) of at most 512 KB', () => {
    expect(carrierLogoFileError({ name: 'dhl.png', type: 'image/png', size: 10 })).toBeNull();
    expect(carrierLogoFileError({ name: 'DHL.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(carrierLogoFileError({ name: 'dhl.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(
      carrierLogoFileError({ name: 'dhl.png', type: 'image/png', size: CARRIER_LOGO_MAX_BYTES }),
    ).toBeNull();
    expect(carrierLogoFileError({ name: 'dhl.png', type: 'image/png', size: 512 * 1024 + 1 })).toBe(
      LOGO_SIZE_MESSAGE,
    );
  });

  it('refuses another extension or another MIME type', () => {
    expect(carrierLogoFileError({ name: 'dhl.gif', type: 'image/gif', size: 10 })).toBe(
      LOGO_TYPE_MESSAGE,
    );
    expect(carrierLogoFileError({ name: 'dhl.png', type: 'image/svg+xml', size: 10 })).toBe(
      LOGO_TYPE_MESSAGE,
    );
    expect(carrierLogoFileError({ name: 'dhl.svg', type: 'image/png', size: 10 })).toBe(
      LOGO_TYPE_MESSAGE,
    );
    expect(carrierLogoFileError({ name: 'png', type: 'image/png', size: 10 })).toBe(
      LOGO_TYPE_MESSAGE,
    );
  });

  it('tells a PNG and a JPEG by their first bytes', () => {
    expect(sniffLogoType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffLogoType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffLogoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffLogoType(new Uint8Array())).toBeNull();
  });

  it('writes base64 without a data: prefix, also for files larger than one slice', () => {
    expect(bytesToBase64(new Uint8Array(PNG))).toBe('iVBORw0KGgoAAA==');
    const large = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(Buffer.from(bytesToBase64(large), 'base64').equals(Buffer.from(large))).toBe(true);
  });

  it('shows a stored logo given as an address, a data URL or bare base64', () => {
    expect(carrierLogoSrc(null)).toBeNull();
    expect(carrierLogoSrc('  ')).toBeNull();
    expect(carrierLogoSrc('https://cdn.example/dhl.png')).toBe('https://cdn.example/dhl.png');
    expect(carrierLogoSrc('data:image/png;base64,iVBORw0K')).toBe('data:image/png;base64,iVBORw0K');
    expect(carrierLogoSrc('iVBORw0KGgo')).toBe('data:image/png;base64,iVBORw0KGgo');
    expect(carrierLogoSrc('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(carrierLogoSrc('javascript:alert(1)')).toBeNull();
    expect(carrierLogoSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
  });
});
