import { join } from 'node:path';
import { beforeAll, describe as group, expect, it } from 'vitest';
import { checkLayers, describe, type LayerViolation } from '../../scripts/check-layers.ts';

// Two small shops on disk: one breaks every layer rule once, the other keeps them all.
const fixtures = join(import.meta.dirname, 'fixtures');

group('layer rules', () => {
  let broken: string[];
  let violations: LayerViolation[];
  beforeAll(async () => {
    violations = await checkLayers(join(fixtures, 'breaking'));
    broken = violations.map(describe);
  });

  it.each([
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
  ])('%s fires on %s', (rule, arrow) => {
    expect(broken).toContain(`${rule}: ${arrow}`);
    expect(violations.find((violation) => violation.rule === rule)?.reason).not.toBe('');
  });

  it('allows what the rules allow: the contract from browser code, test files, packages in the contract', () => {
    expect(broken.filter((line) => line.includes('core/contract/cart/names.ts'))).toEqual([]);
    expect(broken.filter((line) => line.includes('.test.ts'))).toEqual([]);
  });

  it('passes a shop that keeps every rule', async () => {
    expect((await checkLayers(join(fixtures, 'obeying'))).map(describe)).toEqual([]);
  });
});
