import type { ProductRef } from './csv-import-kinds.ts';

/** What became of a row of the file another row may name: the product's id (null in a dry run for a new one), or failed. */
export type RowState = { id: number | null } | { failed: true };

/** Which of its keys a row is the first of the file to hold: another row's `id:N` or SKU names that row. */
export interface RowKeys {
  fileId: number | null;
  sku: string | null;
}

const PENDING = -2;
const FAILED = -1;
const NEW_IN_DRY_RUN = 0;

const skuKey = (sku: string) => `s:${sku}`;
const refKey = (ref: ProductRef) => (ref.kind === 'id' ? `#${ref.id}` : skuKey(ref.sku));

/**
 * What the import keeps across the rows of a streamed file: for each ID and SKU of the file, the first
 * row holding it and, once written, its product's id (one number each); and the attribute names each
 * product's variations name. No row itself is kept.
 */
export class FileRowStates {
  readonly #byId = new Map<number, number>();
  readonly #bySku = new Map<string, number>();
  readonly #variationNames = new Map<string, string[]>();

  /** Registers a row's ID and SKU; the keys it is the first row to hold are returned, for `settle`. */
  claim(fileId: number | null, sku: string | null): RowKeys {
    const owned: RowKeys = { fileId: null, sku: null };
    if (fileId !== null && !this.#byId.has(fileId)) {
      this.#byId.set(fileId, PENDING);
      owned.fileId = fileId;
    }
    if (sku && !this.#bySku.has(sku)) {
      this.#bySku.set(sku, PENDING);
      owned.sku = sku;
    }
    return owned;
  }

  /** Records what became of a row, under the keys it owns. */
  settle(owned: RowKeys, state: RowState): void {
    const code = 'failed' in state ? FAILED : (state.id ?? NEW_IN_DRY_RUN);
    if (owned.fileId !== null) this.#byId.set(owned.fileId, code);
    if (owned.sku !== null) this.#bySku.set(owned.sku, code);
  }

  /** What became of the row a reference names, if it is a row of the file already written. */
  stateOf(ref: ProductRef): RowState | undefined {
    const code = ref.kind === 'id' ? this.#byId.get(ref.id) : this.#bySku.get(ref.sku);
    if (code === undefined || code === PENDING) return undefined;
    if (code === FAILED) return { failed: true };
    return { id: code === NEW_IN_DRY_RUN ? null : code };
  }

  /** A variation row names these attributes of its product. */
  addVariationNames(parent: ProductRef, names: Iterable<string>): void {
    const key = refKey(parent);
    const known = this.#variationNames.get(key) ?? [];
    for (const name of names) if (!known.includes(name)) known.push(name);
    this.#variationNames.set(key, known);
  }

  /** The attribute names the file's variations name for the row with these keys (the ones it owns). */
  variationNamesOf(owned: RowKeys): Set<string> {
    const names = new Set<string>();
    if (owned.fileId !== null) for (const name of this.#variationNames.get(`#${owned.fileId}`) ?? []) names.add(name);
    if (owned.sku !== null) for (const name of this.#variationNames.get(skuKey(owned.sku)) ?? []) names.add(name);
    return names;
  }
}
