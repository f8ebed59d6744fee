import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from './args.ts';
import { formatImportReport } from './report.ts';

describe('shop command line', () => {
  it('reads each command and its options', () => {
    expect(parseCommand([])).toEqual({ name: 'help' });
    expect(parseCommand(['help'])).toEqual({ name: 'help' });
    expect(parseCommand(['create-admin', '--username', 'sam', '--email', 'sam@example.com'])).toEqual({ name: 'create-admin', username: 'sam', email: 'sam@example.com' });
    expect(parseCommand(['create-admin', '--username=sam', '--email=s@e.x', '--password', 'p4ssword!'])).toMatchObject({ password: 'p4ssword!' });
    expect(parseCommand(['reseed'])).toEqual({ name: 'reseed' });
    expect(parseCommand(['create-api-key', '--user', 'sam', '--permissions', 'read'])).toEqual({ name: 'create-api-key', user: 'sam', permissions: 'read' });
    expect(parseCommand(['create-api-key', '--user=sam', '--permissions=read_write', '--description', 'Sync'])).toEqual({ name: 'create-api-key', user: 'sam', permissions: 'read_write', description: 'Sync' });
    expect(parseCommand(['reset-password', '--user', 'sam'])).toEqual({ name: 'reset-password', user: 'sam' });
    expect(parseCommand(['reset-password', '--user=sam@example.com', '--password', 'new-secret'])).toEqual({ name: 'reset-password', user: 'sam@example.com', password: 'new-secret' });
    expect(parseCommand(['import', 'products.csv', '--dry-run'])).toEqual({ name: 'import', file: 'products.csv', dryRun: true, imagesDir: null });
    expect(parseCommand(['import', 'products.csv'])).toEqual({ name: 'import', file: 'products.csv', dryRun: false, imagesDir: null });
    expect(parseCommand(['import', 'products.csv', '--images-dir', 'photos'])).toEqual({ name: 'import', file: 'products.csv', dryRun: false, imagesDir: 'photos' });
    expect(parseCommand(['export', 'catalogue.csv'])).toEqual({ name: 'export', file: 'catalogue.csv' });
  });

  it('explains what is wrong with a command line', () => {
    expect(() => parseCommand(['frobnicate'])).toThrow(new UsageError('Unknown command: frobnicate'));
    expect(() => parseCommand(['create-admin', '--username', 'sam'])).toThrow('create-admin needs --username and --email.');
    expect(() => parseCommand(['import'])).toThrow('import needs exactly one CSV file.');
    expect(() => parseCommand(['export'])).toThrow('export needs exactly one CSV file to write.');
    expect(() => parseCommand(['export', 'a.csv', 'b.csv'])).toThrow('export needs exactly one CSV file to write.');
    expect(() => parseCommand(['export', 'a.csv', '--all'])).toThrow(UsageError);
    expect(() => parseCommand(['reset-password'])).toThrow(new UsageError('reset-password needs --user.'));
    expect(() => parseCommand(['reset-password', '--user'])).toThrow(UsageError);
    expect(() => parseCommand(['reset-password', '--user', 'sam', 'extra'])).toThrow('Unexpected argument: extra');
    expect(() => parseCommand(['reseed', '--force'])).toThrow(UsageError);
    expect(() => parseCommand(['create-api-key', '--permissions', 'read'])).toThrow('create-api-key needs --user.');
    expect(() => parseCommand(['create-api-key', '--user', 'sam'])).toThrow('create-api-key needs --permissions read|write|read_write.');
    expect(() => parseCommand(['create-api-key', '--user', 'sam', '--permissions', 'admin'])).toThrow('create-api-key needs --permissions read|write|read_write.');
    expect(() => parseCommand(['import', 'a.csv', '--dryrun'])).toThrow(/dryrun/);
    expect(() => parseCommand(['import', 'a.csv', '--images-dir'])).toThrow(/images-dir/);
    expect(() => parseCommand(['import', 'a.csv', '--images-dir='])).toThrow('--images-dir needs a directory.');
  });

  it('prints errors, warnings and a summary', () => {
    const report = { rows: 3, created: 1, updated: 0, skipped: 1, failed: 1, errors: ["Row 2 (SKU A): Regular price 'x' is not a number"], warnings: ['Row 3: skipped'] };
    expect(formatImportReport(report, false)).toEqual([
      'Errors:',
      "  Row 2 (SKU A): Regular price 'x' is not a number",
      '',
      'Warnings:',
      '  Row 3: skipped',
      '',
      '3 rows: 1 created, 0 updated, 1 skipped, 1 failed, 1 warning.',
    ]);
    expect(formatImportReport({ ...report, errors: [], warnings: [] }, true)).toEqual(['Dry run, nothing written. 3 rows: 1 would be created, 0 would be updated, 1 skipped, 1 failed, 0 warnings.']);
  });
});
