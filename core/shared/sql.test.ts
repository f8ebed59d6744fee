import { describe, expect, it } from 'vitest';
import { containsPattern } from './sql.ts';

describe('containsPattern', () => {
  it('matches the lower-cased text anywhere', () => {
    expect(containsPattern('Hoodie')).toBe('%hoodie%');
  });

  it("takes LIKE's wildcards and its escape character literally", () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
