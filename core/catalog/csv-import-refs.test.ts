import { describe, expect, it } from 'vitest';
import { FileRowStates } from './csv-import-refs.ts';

describe('FileRowStates', () => {
  it('answers for the first row of the file with an ID or SKU, once it is written, and not before', () => {
    const states = new FileRowStates();
    const first = states.claim(5, 'TEE');
    const second = states.claim(5, 'TEE-2');
    expect(first).toEqual({ fileId: 5, sku: 'TEE' });
    expect(second).toEqual({ fileId: null, sku: 'TEE-2' });
    expect(states.stateOf({ kind: 'id', id: 5 })).toBeUndefined();
    states.settle(second, { id: 90 });
    states.settle(first, { id: 42 });
    expect(states.stateOf({ kind: 'id', id: 5 })).toEqual({ id: 42 });
    expect(states.stateOf({ kind: 'sku', sku: 'TEE-2' })).toEqual({ id: 90 });
    expect(states.stateOf({ kind: 'sku', sku: 'NOT-IN-FILE' })).toBeUndefined();
  });

  it('remembers failed rows and rows a dry run would create', () => {
    const states = new FileRowStates();
    states.settle(states.claim(1, 'A'), { failed: true });
    states.settle(states.claim(2, 'B'), { id: null });
    expect(states.stateOf({ kind: 'sku', sku: 'A' })).toEqual({ failed: true });
    expect(states.stateOf({ kind: 'id', id: 2 })).toEqual({ id: null });
  });

  it("gathers the attribute names a product's variations name, by its ID and by its SKU", () => {
    const states = new FileRowStates();
    states.addVariationNames({ kind: 'id', id: 7 }, ['size']);
    states.addVariationNames({ kind: 'sku', sku: 'TEE' }, ['colour', 'size']);
    expect([...states.variationNamesOf({ fileId: 7, sku: 'TEE' })]).toEqual(['size', 'colour']);
    expect([...states.variationNamesOf({ fileId: null, sku: 'TEE' })]).toEqual(['colour', 'size']);
    expect([...states.variationNamesOf({ fileId: 8, sku: null })]).toEqual([]);
  });
});
