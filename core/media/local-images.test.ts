import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageInside, resolveInsideDir } from './local-images.ts';

describe('local image paths', () => {
  let base: string;
  let images: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'vitrine-images-'));
    images = join(base, 'images');
    await mkdir(join(images, 'shirts'), { recursive: true });
    await writeFile(join(images, 'shirts', 'front.jpg'), 'front');
    await writeFile(join(images, '..hidden.jpg'), 'dots');
    await writeFile(join(base, 'secret.txt'), 'secret');
    await symlink(join(base, 'secret.txt'), join(images, 'leak.jpg'));
    await symlink(base, join(images, 'up'));
    await symlink(join(images, 'shirts', 'front.jpg'), join(images, 'alias.jpg'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('reads files inside the directory, relative or absolute, through links that stay inside', async () => {
    expect((await readImageInside(images, 'shirts/front.jpg', 1024)).toString()).toBe('front');
    expect((await readImageInside(images, join(images, 'shirts/front.jpg'), 1024)).toString()).toBe('front');
    expect((await readImageInside(images, 'shirts/../alias.jpg', 1024)).toString()).toBe('front');
    expect((await readImageInside(images, '..hidden.jpg', 1024)).toString()).toBe('dots');
  });

  it.each([
    ['../secret.txt', 'outside the images directory'],
    ['shirts/../../secret.txt', 'outside the images directory'],
    ['/etc/passwd', 'outside the images directory'],
    ['/etc/does-not-exist', 'outside the images directory'],
    ['leak.jpg', 'outside the images directory (through a link)'],
    ['up/secret.txt', 'outside the images directory (through a link)'],
    ['missing.jpg', 'file not found'],
    ['shirts', 'not a file'],
  ])('refuses %s: %s', async (ref, reason) => {
    await expect(readImageInside(images, ref, 1024)).rejects.toThrow(reason);
  });

  it('refuses files over the size cap and resolves to the real path', async () => {
    await expect(readImageInside(images, 'shirts/front.jpg', 3)).rejects.toThrow('larger than');
    expect(await resolveInsideDir(images, 'alias.jpg')).toBe(await realpath(join(images, 'shirts', 'front.jpg')));
  });
});
