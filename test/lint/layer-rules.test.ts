import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLayers, describeViolation, type LayerViolation } from '../../scripts/check-layers.ts';

// Two small shops on disk: one breaks every layer rule once, the other keeps them all.
const fixtures = join(import.meta.dirname, 'fixtures');

// Each rule with an import of the breaking shop that breaks it.
const BROKEN: [rule: string, arrow: string][] = [
  ['core-without-frameworks', 'core/catalog/prices.ts → react'],
  ['core-without-frameworks', 'core/catalog/prices.ts → express'],
  ['core-not-to-server-or-app', 'core/catalog/prices.ts → server/http.ts'],
  ['core-not-to-server-or-app', 'core/catalog/prices.ts → app/routes/page.ts'],
  ['browser-code-only-contract', 'app/features/cart/reaches-server.ts → core/catalog/prices.ts'],
  ['browser-code-only-contract', 'app/features/cart/reaches-server.ts → config/defaults.ts'],
  ['browser-code-only-contract', 'app/features/cart/reaches-server.ts → server/http.ts'],
  ['browser-code-only-contract', 'app/features/cart/reaches-server.ts → app/components/row-view.ts'],
  ['browser-code-no-node-built-ins', 'app/features/cart/reaches-server.ts → crypto'],
  ['browser-code-no-server-packages', 'app/features/cart/reaches-server.ts → pg'],
  ['contract-self-contained', 'core/contract/cart/leaks.ts → core/catalog/prices.ts'],
  ['contract-no-node-built-ins', 'core/contract/cart/leaks.ts → crypto'],
  ['contract-no-server-packages', 'core/contract/cart/leaks.ts → kysely'],
  ['db-not-to-core', 'db/schema.ts → core/catalog/cycle-a.ts'],
  ['components-not-to-db', 'app/components/row-view.ts → db/schema.ts'],
  ['routes-not-to-server', 'app/routes/page.ts → server/http.ts'],
  ['no-module-cycles', 'core/catalog/cycle-a.ts → core/catalog/cycle-b.ts → core/catalog/cycle-a.ts'],
  ['no-folder-cycles', 'server/ → app/ (server/http.ts imports app/document.ts; app/ leads back to server/)'],
];

describe('layer rules', () => {
  let broken: string[];
  let violations: LayerViolation[];
  beforeAll(async () => {
    violations = await checkLayers(join(fixtures, 'breaking'));
    broken = violations.map(describeViolation);
  });

  it.each(BROKEN)('%s fires on %s', (rule, arrow) => {
    expect(broken).toContain(`${rule}: ${arrow}`);
    expect(violations.find((violation) => violation.rule === rule)?.reason).not.toBe('');
  });

  it('reports no import of the breaking shop that keeps the rules', () => {
    const expected = BROKEN.map(([rule, arrow]) => `${rule}: ${arrow}`).filter((line) => !line.startsWith('no-folder-cycles'));
    expect(broken.filter((line) => !line.startsWith('no-folder-cycles')).sort()).toEqual(expected.sort());
  });

  it('allows what the rules allow: the contract from browser code, test files, packages in the contract', () => {
    expect(broken.filter((line) => line.includes('core/contract/cart/names.ts'))).toEqual([]);
    expect(broken.filter((line) => line.includes('.test.ts'))).toEqual([]);
  });

  it('passes a shop that keeps every rule', async () => {
    expect((await checkLayers(join(fixtures, 'obeying'))).map(describeViolation)).toEqual([]);
  });
});
