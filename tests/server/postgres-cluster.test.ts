// The throwaway PostgreSQL cluster the database tests use (tests/support/postgres.ts): a real server that keeps its
// data over a restart, refuses connections while stopped, and leaves nothing behind, even when its process ends early.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { postgresAvailable, startPostgres } from '../support/postgres.ts';
import { ROOT } from './support.ts';

const TSX = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const HELPER = pathToFileURL(join(ROOT, 'tests', 'support', 'postgres.ts')).href;

async function query<Row extends object>(url: string, sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Whether a listener can bind the port: nothing (a server left behind) holds it. */
async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe.skipIf(!postgresAvailable())('a throwaway PostgreSQL cluster', () => {
  test('keeps rows over a restart, refuses connections while stopped, and is gone after remove()', async () => {
    const cluster = await startPostgres();
    try {
      expect(existsSync(cluster.dir)).toBe(true);
      const url = await cluster.createDatabase('cluster_test');
      expect(url).toMatch(/\/cluster_test$/);
      await query(url, 'CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL)');
      await query(url, 'INSERT INTO notes VALUES ($1, $2)', [1, 'kept over a restart — ünïcode']);

      await cluster.restart();
      expect(await query(url, 'SELECT id, body FROM notes')).toEqual([
        { id: 1, body: 'kept over a restart — ünïcode' },
      ]);

      await cluster.stop();
      await expect(query(url, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      await cluster.start();
      expect(await query(url, 'SELECT count(*)::int AS notes FROM notes')).toEqual([{ notes: 1 }]);
      // A second database, named by the helper, is fresh and empty.
      const other = await cluster.createDatabase();
      expect(await query(other, "SELECT to_regclass('notes') AS notes")).toEqual([{ notes: null }]);
    } finally {
      await cluster.remove();
    }
    expect(existsSync(cluster.dir)).toBe(false);
    expect(await portIsFree(portOf(cluster.url))).toBe(true);
    await cluster.remove(); // A second remove() does nothing.
  });

  test('a process ended by SIGTERM before remove() leaves no server and no folder', async () => {
    const script = `const { startPostgres } = await import(${JSON.stringify(HELPER)});
      const cluster = await startPostgres();
      console.log(JSON.stringify({ dir: cluster.dir, url: cluster.url }));
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', TSX, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const started = await new Promise<{ dir: string; url: string }>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolve(JSON.parse(output) as { dir: string; url: string });
      });
      child.once('exit', () => reject(new Error(`the child ended before starting a cluster: ${output}`)));
    });
    expect(await query(started.url, 'SELECT 1 AS up')).toEqual([{ up: 1 }]);

    child.kill('SIGTERM');
    expect(await exited).toBe('SIGTERM');
    expect(existsSync(started.dir)).toBe(false);
    expect(await portIsFree(portOf(started.url))).toBe(true);
  });
});
