import { describe, expect, it } from 'vitest';
import { buildBundle, toValue } from './seed-bundle';

describe('toValue', () => {
  it('encodes what stored documents hold', () => {
    expect(toValue(null)).toEqual({ nullValue: null });
    expect(toValue('x')).toEqual({ stringValue: 'x' });
    expect(toValue(true)).toEqual({ booleanValue: true });
    expect(toValue(3)).toEqual({ integerValue: '3' });
    expect(toValue(1.5)).toEqual({ doubleValue: 1.5 });
    expect(toValue(new Date('2026-11-01T09:00:00Z'))).toEqual({
      timestampValue: '2026-11-01T09:00:00.000Z',
    });
    expect(toValue({ a: [1], b: undefined })).toEqual({
      mapValue: { fields: { a: { arrayValue: { values: [{ integerValue: '1' }] } } } },
    });
  });
});

describe('buildBundle', () => {
  it('prefixes each element with its length in UTF-8 bytes and counts the documents', () => {
    const bundle = buildBundle(
      'demo-portal',
      [{ path: 'jobs/a', data: { Salary: '₹6–10 LPA' } }],
      new Date(0),
    );
    const elements: unknown[] = [];
    const bytes = new TextEncoder().encode(bundle);
    const decoder = new TextDecoder();
    let offset = 0;
    while (offset < bytes.length) {
      let digits = '';
      while (bytes[offset]! >= 0x30 && bytes[offset]! <= 0x39)
        digits += String.fromCharCode(bytes[offset++]!);
      const length = Number(digits);
      elements.push(JSON.parse(decoder.decode(bytes.slice(offset, offset + length))));
      offset += length;
    }
    expect(elements).toHaveLength(3);
    expect(elements[0]).toMatchObject({ metadata: { totalDocuments: 1 } });
    expect(elements[2]).toMatchObject({
      document: {
        name: 'projects/demo-portal/databases/(default)/documents/jobs/a',
        fields: { Salary: { stringValue: '₹6–10 LPA' } },
      },
    });
  });
});
