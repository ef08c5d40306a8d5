import { describe, expect, it } from 'vitest';
import { isStampReady } from './unit-stamp';

const complete = { croRegistration: 'CRO-SP EPAO 12345', rtName: 'Ana Souza', rtCro: '12345', rtUf: 'SP' };

describe('isStampReady', () => {
  it('needs the clinic registration and the RT name, CRO number and UF', () => {
    expect(isStampReady(complete)).toBe(true);
    for (const field of Object.keys(complete) as Array<keyof typeof complete>) {
      expect(isStampReady({ ...complete, [field]: null }), field).toBe(false);
      expect(isStampReady({ ...complete, [field]: '   ' }), field).toBe(false);
    }
  });
});
