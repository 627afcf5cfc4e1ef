import { describe, expect, it } from 'vitest';
import { chequeFileRefusal, signatureFileRefusal, sniffFileType } from './upload-files';

const bytes = (...b: number[]) => new Uint8Array(b);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const PDF = new TextEncoder().encode('%PDF-1.7');
const EXE = new TextEncoder().encode('MZ\x90\x00');

describe('uploads are judged by their bytes (spec 2 §5)', () => {
  it('recognises JPEG, PNG and PDF by their magic bytes', () => {
    expect(sniffFileType(JPEG)).toBe('jpeg');
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(PDF)).toBe('pdf');
    expect(sniffFileType(EXE)).toBeNull();
    expect(sniffFileType(bytes())).toBeNull();
  });
  it('takes a cheque as JPG, PNG or PDF up to 5,000,000 bytes', () => {
    expect(chequeFileRefusal({ head: PDF, size: 5_000_000 })).toBeNull();
    expect(chequeFileRefusal({ head: JPEG, size: 5_000_001 })).toBe('File size cannot exceed 5MB.');
    expect(chequeFileRefusal({ head: EXE, size: 10 })).toBe(
      'Invalid file format. Please upload a JPG, JPEG, PNG, or PDF.',
    );
  });
  it('takes a signature as an image only', () => {
    expect(signatureFileRefusal({ head: PNG, size: 1000 })).toBeNull();
    expect(signatureFileRefusal({ head: PDF, size: 1000 })).toBe('Invalid file. You can upload image file of < 5mb size.');
    expect(signatureFileRefusal({ head: JPEG, size: 6_000_000 })).toBe('Invalid file. You can upload image file of < 5mb size.');
  });
});
