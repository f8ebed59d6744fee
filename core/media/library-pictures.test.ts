import { describe, expect, it } from 'vitest';
import { filesOfImageAddress } from './library-pictures.ts';

describe('filesOfImageAddress', () => {
  it('reads the file stem of a size or of an original, on any host, without the query', () => {
    expect(filesOfImageAddress('https://shop.example/uploads/brass-lamp-0a1b2c3d4e5f-600.webp')).toEqual(['brass-lamp-0a1b2c3d4e5f', 'brass-lamp-0a1b2c3d4e5f-600']);
    expect(filesOfImageAddress('http://127.0.0.1:3000/uploads/straw-hat-ab12cd34ef56.jpg?v=2')).toEqual(['straw-hat-ab12cd34ef56']);
    // An original whose stem ends in a number is not taken for a size.
    expect(filesOfImageAddress('/uploads/lamp-2.png')).toEqual(['lamp-2']);
  });

  it('names nothing for an address that is no stored image', () => {
    expect(filesOfImageAddress('https://shop.example/uploads/')).toEqual([]);
    expect(filesOfImageAddress('https://shop.example/notes.txt')).toEqual([]);
    expect(filesOfImageAddress('lamp.webp')).toEqual([]);
  });
});
