import { sql } from 'kysely';
import { boundChunks } from '../../db/bound-values.ts';
import type { Db } from '../../db/connect.ts';
import { isRowId } from '../shared/row-id.ts';
import { prefetchImages, type ImageOptions } from './csv-import-images.ts';
import { refText, type ProductRef } from './csv-import-kinds.ts';
import type { FileRowStates, RowKeys, RowState } from './csv-import-refs.ts';
import { mayWriteAsNew, planNewProduct, wantedSlug, type NewProductPlan } from './csv-import-new-product.ts';
import { findTakenKeys, insertNewProducts } from './csv-import-new-products.ts';
import { insertNewVariations, planNewVariation, type NewVariationPlan, type PlannedVariations } from './csv-import-new-variations.ts';
import { findExisting, importRow } from './csv-import-simple.ts';
import { attributeInputs, dryRunImages, importVariation, importWithEditor, RowProblem, warnLeftOutImages, type CheckedRow, type RowOutcome, type TypedImportContext } from './csv-import-typed.ts';
import { groupedPrices, type GroupedPrices } from './grouped-prices.ts';
import { MAX_NEW_PRODUCT_IMAGES } from './image-limits.ts';
import type { ProductAttributeInput } from './product-attributes.ts';
import type { ProductKind } from './product-kind.ts';
import type { StockStatus } from './stock-status.ts';
import { syncVariableParents } from './variable-parent.ts';
import { loadVariableProducts } from './variations.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue.ts';

/** A row kept for a later phase: checked, with the keys it owns. */
export type DeferredRow = CheckedRow & { keys: RowKeys };

/**
 * When a row is written: products that name no other ("plain", variable ones among them), then grouped
 * products, then variations. The report lists each phase's messages in the file's order, as one that
 * wrote the phases one after the other over the whole file would.
 */
export type Phase = 'plain' | 'grouped' | 'variation';
const PHASE_ORDER: Record<Phase, number> = { plain: 0, grouped: 1, variation: 2 };

type WriteOptions = ImageOptions & { dryRun?: boolean };
type Item = { row: DeferredRow; phase: Phase };
type Planned<P> = { item: Item; plan: P };

/**
 * How a run of rows is written together: what planning them needs, read from the database once for the
 * run (a planner of the rows in turn: a row's plan, or null for a row its own writer must write), and
 * how the plans go in (returning the products' ids in order).
 */
interface RunWriter<P> {
  prepare(trx: Db, items: readonly Item[]): Promise<(item: Item) => P | null>;
  insert(trx: Db, plans: readonly P[]): Promise<number[]>;
}

/** Product ids by reference. */
class RefIds {
  readonly #ids = new Map<string, number>();
  static #key = (ref: ProductRef) => (ref.kind === 'id' ? `#${ref.id}` : `s:${ref.sku}`);
  set(ref: ProductRef, id: number): void {
    this.#ids.set(RefIds.#key(ref), id);
  }
  has(ref: ProductRef): boolean {
    return this.#ids.has(RefIds.#key(ref));
  }
  get(ref: ProductRef): number | undefined {
    return this.#ids.get(RefIds.#key(ref));
  }
}
type Attempt = (RowOutcome | { error: string }) & { warnings: string[] };

/**
 * The products (and variations) a batch wrote, queued for the product webhooks in its transaction. A row
 * the product editor wrote queued its own already: the queue keeps one of the two.
 */
async function enqueueWritten(trx: Db, attempts: readonly Attempt[]): Promise<void> {
  for (const event of ['created', 'updated'] as const) {
    await enqueueWebhookEvent(
      trx,
      'product',
      event,
      attempts.flatMap((attempt) => ('error' in attempt || attempt.outcome !== event || attempt.id === null ? [] : [attempt.id])),
    );
  }
}
interface Note {
  phase: number;
  row: number;
  text: string;
}

/**
 * Writes checked rows a batch at a time: one transaction per batch and a savepoint per row, so a bad row
 * is rolled back alone and reported, and the rest of its batch still goes in. A batch also ends before
 * it would read more images than one row may bring, since they are read before its transaction begins.
 */
export class BatchWriter {
  readonly #db: Db;
  readonly #options: WriteOptions;
  readonly #states: FileRowStates;
  readonly #size: number;
  readonly #rowDone: () => void;
  readonly #categoryCache = new Map<string, number>();
  readonly #attributeCache: TypedImportContext['attributeCache'] = new Map();
  readonly #shippingClassCache = new Map<string, number>();
  #batch: { row: DeferredRow; phase: Phase }[] = [];
  /** Saved variations' products, in the order first met (`#syncParents`). */
  readonly #parentsToSync = new Set<number>();
  #images = 0;
  readonly #counts = { created: 0, updated: 0, failed: 0 };
  readonly #errors: Note[] = [];
  readonly #warnings: Note[] = [];

  constructor(db: Db, options: WriteOptions, states: FileRowStates, size: number, rowDone: () => void) {
    this.#db = db;
    this.#options = options;
    this.#states = states;
    this.#size = Math.max(1, Math.floor(size));
    this.#rowDone = rowDone;
  }

  async add(row: DeferredRow, phase: Phase): Promise<void> {
    const images = this.#options.dryRun ? 0 : row.product.images.length;
    if (this.#batch.length >= this.#size || (this.#batch.length > 0 && this.#images + images > MAX_NEW_PRODUCT_IMAGES)) await this.flush();
    this.#batch.push({ row, phase });
    this.#images += images;
  }

  async flush(): Promise<void> {
    const batch = this.#batch;
    this.#batch = [];
    this.#images = 0;
    if (batch.length === 0) return;
    if (this.#options.dryRun) {
      for (const item of batch) this.#record(item, await this.#attempt(this.#db, item, this.#options));
      return;
    }
    const refs = batch.flatMap((item) => item.row.product.images);
    const options = refs.length > 0 ? { ...this.#options, prefetched: await prefetchImages(refs, this.#options) } : this.#options;
    let attempts: Attempt[];
    try {
      attempts = await this.#db.transaction().execute(async (trx) => {
        const done = await this.#writeBatch(trx, batch, options);
        await this.#syncParents(trx);
        await enqueueWritten(trx, done);
        return done;
      });
    } catch {
      // The batch's own transaction failed (its commit, say): each row again in a transaction of its own.
      this.#forgetCreated();
      this.#parentsToSync.clear();
      attempts = [];
      for (const item of batch) {
        const alone = async (trx: Db) => {
          const attempt = await this.#inSavepoint(trx, item, options);
          await this.#syncParents(trx);
          await enqueueWritten(trx, [attempt]);
          return attempt;
        };
        attempts.push(
          await this.#db
            .transaction()
            .execute(alone)
            .catch((error: Error) => {
              this.#parentsToSync.clear();
              return this.#failure(item.row, error, []);
            }),
        );
      }
    }
    batch.forEach((item, index) => this.#record(item, attempts[index]!));
  }

  /** The variable products whose variations the transaction saved, brought in line once each before it commits. */
  async #syncParents(trx: Db): Promise<void> {
    const parents = [...this.#parentsToSync];
    this.#parentsToSync.clear();
    await syncVariableParents(trx, parents);
  }

  counts(): { created: number; updated: number; failed: number } {
    return { ...this.#counts };
  }

  errors(): string[] {
    return sorted(this.#errors);
  }

  warnings(): string[] {
    return sorted(this.#warnings);
  }

  /** The batch's rows in order: a run of rows of one phase that may be new products together, the others one at a time. */
  async #writeBatch(trx: Db, batch: Item[], options: WriteOptions): Promise<Attempt[]> {
    const done: Attempt[] = [];
    for (let start = 0; start < batch.length; ) {
      const phase = batch[start]!.phase;
      let end = start;
      while (end < batch.length && batch[end]!.phase === phase && mayWriteAsNew(batch[end]!.row)) end++;
      if (end === start) {
        done.push(await this.#inSavepoint(trx, batch[start]!, options));
        start++;
      } else {
        const run = batch.slice(start, end);
        done.push(...(await (phase === 'variation' ? this.#writeRun(trx, run, this.#variationRun, options) : this.#writeRun(trx, run, this.#productRun, options))));
        start = end;
      }
    }
    return done;
  }

  /**
   * A run of rows of one phase: those that are new go in together; one that is not (its SKU or slug
   * is a product's already, a row before it in the run included, or it names what the shop lacks) is
   * written on its own, in its place, after the new ones before it, so every row meets the shop as row
   * by row it would.
   */
  async #writeRun<P>(trx: Db, run: Item[], writer: RunWriter<P>, options: WriteOptions): Promise<Attempt[]> {
    const done: Attempt[] = [];
    let plan = await writer.prepare(trx, run);
    // Whether a row has been written on its own since the planner read the shop.
    let stale = false;
    let planned: Planned<P>[] = [];
    for (const [index, item] of run.entries()) {
      let planOfRow = plan(item);
      if (planOfRow !== null && stale) {
        // A row the planner takes for new may have been made since by a row written on its own: read again.
        // (One it refuses is written on its own, which is right whatever the planner knew: a file of
        // updates reads the shop once a run, not once a row.)
        plan = await writer.prepare(trx, run.slice(index));
        stale = false;
        planOfRow = plan(item);
      }
      if (planOfRow !== null) {
        planned.push({ item, plan: planOfRow });
        continue;
      }
      done.push(...(await this.#insertNew(trx, writer, planned, options)));
      planned = [];
      done.push(await this.#inSavepoint(trx, item, options));
      stale = true;
    }
    done.push(...(await this.#insertNew(trx, writer, planned, options)));
    return done;
  }

  /** Simple, external, variable and grouped products (`csv-import-new-product.ts`). */
  readonly #productRun: RunWriter<NewProductPlan> = {
    prepare: async (trx, items) => {
      const taken = await findTakenKeys(
        trx,
        items.flatMap((item) => (item.row.product.sku ? [item.row.product.sku] : [])),
        items.map((item) => wantedSlug(item.row)),
      );
      const groups = await this.#groupsOf(trx, items);
      const now = new Date();
      return (item) => {
        const plan = planNewProduct(item.row, taken, now, { variationNames: this.#states.variationNamesOf(item.row.keys), ...(groups.has(item) ? { group: groups.get(item)! } : {}) });
        if (plan?.values.sku) taken.skus.add(plan.values.sku);
        if (plan) taken.slugs.add(plan.values.slug);
        return plan;
      };
    },
    insert: async (trx, plans) => {
      const context: TypedImportContext = { db: trx, options: this.#options, warnings: [], categoryCache: this.#categoryCache, attributeCache: this.#attributeCache, shippingClassCache: this.#shippingClassCache };
      // Global attributes and terms the rows name are made in the rows' order, as row by row.
      const attributes: ProductAttributeInput[][] = [];
      for (const plan of plans) attributes.push(plan.attributes.length === 0 ? [] : await attributeInputs(context, null, plan.attributes, plan.variationNames));
      return insertNewProducts(trx, plans, this.#categoryCache, attributes, this.#shippingClassCache);
    },
  };

  /** Variations (`csv-import-new-variations.ts`); their products are brought in line before the batch commits. */
  readonly #variationRun: RunWriter<NewVariationPlan> = {
    prepare: async (trx, items) => {
      const refs = await this.#lookUp(
        trx,
        items.flatMap((item) => (item.row.row.parent ? [item.row.row.parent] : [])),
      );
      const parentIds = new Map(items.flatMap((item) => (item.row.row.parent && refs.has(item.row.row.parent) ? [[item, refs.get(item.row.row.parent)!] as const] : [])));
      const parents = await loadVariableProducts(trx, [...parentIds.values()]);
      const taken: PlannedVariations = {
        skus: (
          await findTakenKeys(
            trx,
            items.flatMap((item) => (item.row.product.sku ? [item.row.product.sku] : [])),
            [],
          )
        ).skus,
        combinations: new Map(),
      };
      return (item) => {
        const parent = parents.get(parentIds.get(item) ?? 0);
        return parent ? planNewVariation(item.row, parent, taken) : null;
      };
    },
    insert: async (trx, plans) => {
      const ids = await insertNewVariations(trx, plans, this.#shippingClassCache);
      for (const plan of plans) this.#parentsToSync.add(plan.parent.parent.id);
      return ids;
    },
  };

  /**
   * The products the references name that are the file's rows already written or the shop's products
   * (one query for those the file does not settle); a reference to a row that failed, or to nothing,
   * is left out, for the row's own writer to report.
   */
  async #lookUp(trx: Db, refs: readonly ProductRef[]): Promise<RefIds> {
    const found = new RefIds();
    const ids = new Set<number>();
    const skus = new Set<string>();
    for (const ref of refs) {
      const state = this.#states.stateOf(ref);
      if (state === undefined) {
        if (ref.kind === 'sku') skus.add(ref.sku);
        else if (isRowId(ref.id)) ids.add(ref.id);
      } else if (!('failed' in state) && state.id !== null) found.set(ref, state.id);
    }
    for (const part of boundChunks([...ids], 1)) {
      for (const row of await trx.selectFrom('products').select('id').where('id', 'in', part).execute()) found.set({ kind: 'id', id: row.id }, row.id);
    }
    for (const part of boundChunks([...skus], 1)) {
      for (const row of await trx.selectFrom('products').select(['id', 'sku']).where('sku', 'in', part).execute()) if (row.sku !== null) found.set({ kind: 'sku', sku: row.sku }, row.id);
    }
    return found;
  }

  /**
   * The children of the grouped products among these rows, and the prices they give them, when every
   * child is found and may be grouped (a simple or external product); others are left to the rows' writer.
   */
  async #groupsOf(trx: Db, items: readonly Item[]): Promise<Map<Item, { childIds: number[]; prices: GroupedPrices }>> {
    const groups = new Map<Item, { childIds: number[]; prices: GroupedPrices }>();
    const grouped = items.filter((item) => item.row.row.type === 'grouped');
    if (grouped.length === 0) return groups;
    const refs = await this.#lookUp(
      trx,
      grouped.flatMap((item) => item.row.row.grouped),
    );
    const wanted = new Map(grouped.flatMap((item) => (item.row.row.grouped.every((ref) => refs.has(ref)) ? [[item, item.row.row.grouped.map((ref) => refs.get(ref)!)] as const] : [])));
    const children = new Map<number, { type: string; status: string; price: unknown; max_price: unknown; stock_status: StockStatus }>();
    for (const part of boundChunks([...new Set([...wanted.values()].flat())], 1)) {
      for (const row of await trx.selectFrom('products').select(['id', 'type', 'status', 'price', 'max_price', 'stock_status']).where('id', 'in', part).execute()) children.set(row.id, row);
    }
    for (const [item, childIds] of wanted) {
      const rows = childIds.map((id) => children.get(id));
      if (rows.some((row) => row === undefined || (row.type !== 'simple' && row.type !== 'external'))) continue;
      const published = rows.flatMap((row) => (row && row.status === 'publish' ? [{ price: Number(row.price), maxPrice: row.max_price === null ? null : Number(row.max_price), stockStatus: row.stock_status }] : []));
      groups.set(item, { childIds, prices: groupedPrices(published) });
    }
    return groups;
  }

  /** Planned new rows in one go; when that fails, each on its own, so only the row at fault is reported. */
  async #insertNew<P>(trx: Db, writer: RunWriter<P>, planned: Planned<P>[], options: WriteOptions): Promise<Attempt[]> {
    if (planned.length === 0) return [];
    await sql`savepoint csv_import_new`.execute(trx);
    let ids: number[];
    try {
      ids = await writer.insert(
        trx,
        planned.map(({ plan }) => plan),
      );
    } catch {
      await sql`rollback to savepoint csv_import_new`.execute(trx);
      await sql`release savepoint csv_import_new`.execute(trx);
      this.#forgetCreated();
      const done: Attempt[] = [];
      for (const { item } of planned) done.push(await this.#inSavepoint(trx, item, options));
      return done;
    }
    await sql`release savepoint csv_import_new`.execute(trx);
    return planned.map(({ item }, index) => {
      this.#states.settle(item.row.keys, { id: ids[index]! });
      return { outcome: 'created', id: ids[index]!, warnings: [] };
    });
  }

  async #inSavepoint(trx: Db, item: { row: DeferredRow; phase: Phase }, options: WriteOptions): Promise<Attempt> {
    await sql`savepoint csv_import_row`.execute(trx);
    const attempt = await this.#attempt(trx, item, options);
    if ('error' in attempt) {
      await sql`rollback to savepoint csv_import_row`.execute(trx);
      // Categories and attributes the row made are gone with it.
      this.#forgetCreated();
    }
    await sql`release savepoint csv_import_row`.execute(trx);
    return attempt;
  }

  async #attempt(db: Db, { row, phase }: { row: DeferredRow; phase: Phase }, options: WriteOptions): Promise<Attempt> {
    const warnings: string[] = [];
    const context: TypedImportContext = { db, options, warnings, categoryCache: this.#categoryCache, attributeCache: this.#attributeCache, shippingClassCache: this.#shippingClassCache };
    try {
      const written = await this.#write(context, row, phase);
      this.#states.settle(row.keys, { id: written.id });
      return { ...written, warnings };
    } catch (error) {
      this.#states.settle(row.keys, { failed: true });
      return this.#failure(row, error as Error, warnings);
    }
  }

  #failure(row: CheckedRow, error: Error, warnings: string[]): Attempt {
    const { label } = row.product;
    return { error: error instanceof RowProblem ? `${label}: ${error.message}` : `${label}: could not be saved (${error.message.split('\n')[0]})`, warnings };
  }

  #record({ row, phase }: { row: DeferredRow; phase: Phase }, attempt: Attempt): void {
    const note = (text: string): Note => ({ phase: PHASE_ORDER[phase], row: row.product.rowNumber, text });
    this.#warnings.push(...attempt.warnings.map(note));
    if ('error' in attempt) {
      this.#counts.failed++;
      this.#errors.push(note(attempt.error));
    } else {
      this.#counts[attempt.outcome]++;
    }
    this.#rowDone();
  }

  #forgetCreated(): void {
    this.#categoryCache.clear();
    this.#attributeCache.clear();
    this.#shippingClassCache.clear();
  }

  #write(context: TypedImportContext, checked: DeferredRow, phase: Phase): Promise<RowOutcome> {
    if (phase === 'grouped') return this.#writeGrouped(context, checked);
    if (phase === 'variation') return this.#writeVariation(context, checked);
    return this.#writePlain(context, checked);
  }

  async #writePlain(context: TypedImportContext, checked: DeferredRow): Promise<RowOutcome> {
    const { db, options, warnings } = context;
    const { type } = checked.row;
    const existing = await findExisting(db, checked.product);
    if (type === 'simple' && (existing === null || existing.type === 'simple')) {
      return importRow(db, { ...checked.product, translations: checked.translations }, checked.row, options, context, existing?.id ?? null);
    }
    warnLeftOutImages(checked.product, warnings, MAX_NEW_PRODUCT_IMAGES);
    const kind: ProductKind = type === 'external' && checked.row.external ? { type, ...checked.row.external } : { type: type === 'variable' ? 'variable' : 'simple' };
    return importWithEditor(context, checked, existing?.id ?? null, kind, this.#states.variationNamesOf(checked.keys));
  }

  async #writeGrouped(context: TypedImportContext, checked: DeferredRow): Promise<RowOutcome> {
    const childIds: number[] = [];
    const missing: string[] = [];
    for (const ref of checked.row.grouped) {
      const found = await this.#resolve(context.db, ref);
      if ('missing' in found) missing.push(found.missing);
      else if (found.id !== null) childIds.push(found.id);
    }
    if (missing.length > 0) throw new RowProblem(`Grouped products: no product ${missing.map((item) => `'${item}'`).join(', ')} in the file or the shop`);
    warnLeftOutImages(checked.product, context.warnings, MAX_NEW_PRODUCT_IMAGES);
    const existing = await findExisting(context.db, checked.product);
    return importWithEditor(context, checked, existing?.id ?? null, { type: 'grouped', childIds }, new Set());
  }

  async #writeVariation(context: TypedImportContext, checked: DeferredRow): Promise<RowOutcome> {
    const parentRef = checked.row.parent;
    if (!parentRef) throw new RowProblem('Parent: a variation needs its product');
    const parent = await this.#resolve(context.db, parentRef);
    if ('missing' in parent) throw new RowProblem(`Parent: no product '${parent.missing}' in the file or the shop`);
    warnLeftOutImages(checked.product, context.warnings, MAX_NEW_PRODUCT_IMAGES);
    if (parent.id === null) {
      // A dry run: the product is still to be created, so the variation would be too.
      await dryRunImages(checked.product, context);
      return { outcome: 'created', id: null };
    }
    const written = await importVariation(context, checked, parent.id);
    if (!this.#options.dryRun) this.#parentsToSync.add(parent.id);
    return written;
  }

  /** The shop's product a reference names: a row of the file (once written), else a product of the shop. */
  async #resolve(db: Db, ref: ProductRef): Promise<{ id: number | null } | { missing: string }> {
    const state: RowState | undefined = this.#states.stateOf(ref);
    if (state && 'failed' in state) return { missing: `${refText(ref)} (its row was not imported)` };
    if (state && (state.id !== null || this.#options.dryRun)) return { id: state.id };
    const found =
      ref.kind === 'id'
        ? isRowId(ref.id)
          ? await db.selectFrom('products').select('id').where('id', '=', ref.id).executeTakeFirst()
          : undefined
        : await db.selectFrom('products').select('id').where('sku', '=', ref.sku).executeTakeFirst();
    return found ? { id: found.id } : { missing: refText(ref) };
  }
}

/** Messages by phase, then row, keeping each row's own order. */
function sorted(notes: Note[]): string[] {
  return notes
    .map((note, index) => ({ note, index }))
    .sort((a, b) => a.note.phase - b.note.phase || a.note.row - b.note.row || a.index - b.index)
    .map(({ note }) => note.text);
}
