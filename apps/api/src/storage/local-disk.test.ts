import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage, validateKey } from './local-disk.ts';

describe('LocalDiskStorage', () => {
  let rootDir = '';
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'hatake-storage-'));
    storage = new LocalDiskStorage({ rootDir, publicUrl: 'http://localhost:3000/' });
  });
  afterEach(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  it('stores an object with its content type and reads it back', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await storage.put('users/thumbnail/abc.png', body, 'image/png');
    const stored = await storage.get('users/thumbnail/abc.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.body.equals(body)).toBe(true);
    expect(await readFile(path.join(rootDir, 'users/thumbnail/abc.png'))).toEqual(body);
    const meta = JSON.parse(await readFile(path.join(rootDir, 'users/thumbnail/abc.png.meta.json'), 'utf8'));
    expect(meta).toEqual({ contentType: 'image/png' });
  });

  it('overwrites an object and leaves no temporary files', async () => {
    await storage.put('a/b.txt', Buffer.from('one'), 'text/plain');
    await storage.put('a/b.txt', Buffer.from('two'), 'text/markdown');
    const stored = await storage.get('a/b.txt');
    expect(stored?.body.toString()).toBe('two');
    expect(stored?.contentType).toBe('text/markdown');
    expect((await readdir(path.join(rootDir, 'a'))).sort()).toEqual(['b.txt', 'b.txt.meta.json']);
  });

  it('returns undefined for a missing object', async () => {
    expect(await storage.get('missing/file.png')).toBeUndefined();
    await storage.put('dir/file.png', Buffer.from('x'), 'image/png');
    expect(await storage.get('dir')).toBeUndefined();
    expect(await storage.get('dir/file.png/child')).toBeUndefined();
  });

  it('falls back to application/octet-stream without metadata', async () => {
    await storage.put('x/y.bin', Buffer.from('data'), 'application/x-test');
    await rm(path.join(rootDir, 'x/y.bin.meta.json'));
    expect((await storage.get('x/y.bin'))?.contentType).toBe('application/octet-stream');
  });

  it('builds public URLs under /media on the storefront origin', () => {
    expect(storage.publicUrl('seed/products/p1.webp')).toBe(
      'http://localhost:3000/media/seed/products/p1.webp',
    );
  });

  it.each([
    '',
    '/etc/passwd',
    '../secret',
    'a/../../b',
    'a/./b',
    'a//b',
    'a\\b',
    'a/b/',
    'C:/windows',
    'file.meta.json',
    'a b.png',
    '%2e%2e/x',
  ])('rejects the unsafe key %j', async (key) => {
    expect(() => validateKey(key)).toThrow(/invalid object key/);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid object key/);
    await expect(storage.get(key)).rejects.toThrow(/invalid object key/);
    expect(() => storage.publicUrl(key)).toThrow(/invalid object key/);
  });

  it('never writes outside the root directory', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(await readdir(path.dirname(rootDir))).not.toContain('escape.txt');
  });
});
