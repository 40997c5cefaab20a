import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DriveCatalogue } from './catalogue';

/** The Drive emulator's tree (docs/architecture/testing.md): read once, read again only when the folder changes. */
const EMAIL = 'cache.test@northwind.test';
let root: string;
let catalogue: DriveCatalogue;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-catalogue-'));
  await fs.mkdir(path.join(root, EMAIL, 'Notes'), { recursive: true });
  await fs.writeFile(path.join(root, EMAIL, 'Notes', 'a.md'), '# A\n');
  catalogue = new DriveCatalogue(root);
});
afterEach(async () => {
  catalogue.close();
  await fs.rm(root, { recursive: true, force: true });
});

const names = async () => (await catalogue.items(EMAIL)).map((item) => item.name);

describe('the drive catalogue', () => {
  it('when nothing changed, then the tree is not read again', async () => {
    const first = await catalogue.items(EMAIL);
    const second = await catalogue.items(EMAIL);
    expect(second).toBe(first);
    expect(await names()).toEqual(['Notes', 'a.md']);
  });

  it('when a file is added, renamed or removed, then the next request sees it at once', async () => {
    await catalogue.items(EMAIL);
    await fs.writeFile(path.join(root, EMAIL, 'Notes', 'b.md'), '# B\n');
    expect(await names()).toEqual(['Notes', 'a.md', 'b.md']);
    await fs.rename(path.join(root, EMAIL, 'Notes', 'b.md'), path.join(root, EMAIL, 'Notes', 'c.md'));
    expect(await names()).toEqual(['Notes', 'a.md', 'c.md']);
    await fs.rm(path.join(root, EMAIL, 'Notes', 'a.md'));
    expect(await names()).toEqual(['Notes', 'c.md']);
  });

  it('when a file is edited in place, then its new version is served once the folder watcher has seen it', async () => {
    const before = (await catalogue.items(EMAIL)).find((item) => item.name === 'a.md');
    await fs.appendFile(path.join(root, EMAIL, 'Notes', 'a.md'), 'More words.\n');
    await expect
      .poll(async () => (await catalogue.items(EMAIL)).find((item) => item.name === 'a.md')?.version, {
        timeout: 2000,
      })
      .not.toBe(before?.version);
  });

  it('when one file is asked for by id after an edit in place, then its new version is served at once', async () => {
    const before = (await catalogue.items(EMAIL)).find((item) => item.name === 'a.md');
    await fs.appendFile(path.join(root, EMAIL, 'Notes', 'a.md'), 'More words.\n');
    const after = await catalogue.item(EMAIL, String(before?.id));
    expect(after?.version).not.toBe(before?.version);
    expect(after?.size).toBeGreaterThan(before?.size ?? 0);
  });

  it('when many requests arrive at once, then they share one read', async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => catalogue.items(EMAIL)));
    expect(new Set(all).size).toBe(1);
  });
});
