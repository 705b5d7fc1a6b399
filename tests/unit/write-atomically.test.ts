// writeAtomically (model/node/write.ts): the editor's saves and the build cache write through a symbolic link to its
// file, keep that file's permissions, and leave no temporary file behind.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { writeAtomically } from '../../model/node/write.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'write-atomically-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('a new file is written whole', () => {
  writeAtomically(join(dir, 'new.json'), '{"a": 1}\n');
  expect(readFileSync(join(dir, 'new.json'), 'utf8')).toBe('{"a": 1}\n');
  expect(readdirSync(dir)).toEqual(['new.json']);
});

test('a private file stays private', () => {
  const file = join(dir, 'private.json');
  writeAtomically(file, 'old');
  chmodSync(file, 0o600);
  writeAtomically(file, 'new');
  expect(readFileSync(file, 'utf8')).toBe('new');
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

test('a symbolic link is written through to its file, in another folder, and stays a link', () => {
  mkdirSync(join(dir, 'elsewhere'));
  const target = join(dir, 'elsewhere', 'site.manifest.json');
  writeAtomically(target, 'old');
  chmodSync(target, 0o640);
  const link = join(dir, 'site.manifest.json');
  symlinkSync(join('elsewhere', 'site.manifest.json'), link);

  writeAtomically(link, 'new');

  expect(lstatSync(link).isSymbolicLink()).toBe(true);
  expect(readFileSync(target, 'utf8')).toBe('new');
  expect(statSync(target).mode & 0o777).toBe(0o640);
  expect(readdirSync(dir).sort()).toEqual(['elsewhere', 'site.manifest.json']);
  expect(readdirSync(join(dir, 'elsewhere'))).toEqual(['site.manifest.json']);
});
