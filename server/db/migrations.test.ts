import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dropSchema, openDatabase } from './connect';
import { findMigrations, migrate } from './migrations';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('migrations', () => {
  it('are found in server/db/migrations and server/<area>/migrations, ordered by number', () => {
    const versions = findMigrations(SERVER_DIR).map((m) => m.version);
    expect(versions.slice(0, 2)).toEqual([1, 2]);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  });

  it('refuse two files with one number and a badly named file, naming them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'));
    try {
      mkdirSync(join(dir, 'db', 'migrations'), { recursive: true });
      mkdirSync(join(dir, 'rating', 'migrations'), { recursive: true });
      writeFileSync(join(dir, 'db', 'migrations', '0100_a.sql'), 'select 1');
      writeFileSync(join(dir, 'rating', 'migrations', '0100_b.sql'), 'select 1');
      expect(() => findMigrations(dir)).toThrow(/0100_b\.sql and .*0100_a\.sql share migration number 100/);
      rmSync(join(dir, 'rating', 'migrations', '0100_b.sql'));
      writeFileSync(join(dir, 'rating', 'migrations', 'Rates.sql'), 'select 1');
      expect(() => findMigrations(dir)).toThrow(/Rates\.sql: a migration is named NNNN_words\.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)('two instances migrating at once apply each file exactly once', async () => {
    const url = process.env.DATABASE_URL!;
    const schema = `mig_${randomBytes(5).toString('hex')}`;
    const [a, b] = await Promise.all([openDatabase({ databaseUrl: url, dataDir: '', schema }), openDatabase({ databaseUrl: url, dataDir: '', schema })]);
    try {
      const all = findMigrations(SERVER_DIR);
      const [ranA, ranB] = await Promise.all([migrate(a.db, all), migrate(b.db, all)]);
      expect([...ranA, ...ranB].sort((x, y) => x - y)).toEqual(all.map((m) => m.version));
      expect(await migrate(a.db, all)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await dropSchema(url, schema);
    }
  });

  it('a failing migration names its file and leaves nothing half applied', async () => {
    const url = process.env.DATABASE_URL;
    const schema = url ? `mig_${randomBytes(5).toString('hex')}` : undefined;
    const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema });
    try {
      const bad = [
        { version: 1, name: 'ok', file: 'x/0001_ok.sql', sql: 'create table ok_table (id int)' },
        { version: 2, name: 'bad', file: 'x/0002_bad.sql', sql: 'create table bad_table (id int); select * from missing_table' },
      ];
      await expect(migrate(handle.db, bad)).rejects.toThrow(/migration x\/0002_bad\.sql failed: .*missing_table/);
      const tables = await handle.db.introspection.getTables();
      expect(tables.map((t) => t.name).filter((n) => n.endsWith('_table'))).toEqual([]);
    } finally {
      await handle.close();
      if (url && schema) await dropSchema(url, schema);
    }
  });
});
