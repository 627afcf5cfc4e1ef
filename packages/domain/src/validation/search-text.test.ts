import { describe, it, expect } from 'vitest';
import { SUGGEST_MIN_CHARS, canSuggest } from './search-length';
import { searchTextSchema, suggestTextSchema } from './search-text';

describe('searchTextSchema', () => {
  it('trims and folds white space', () => {
    expect(searchTextSchema.parse('  axis   blue\tchip ')).toBe('axis blue chip');
  });
  it('needs some text and at most 100 characters', () => {
    expect(searchTextSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      'Please enter a fund name to search',
    );
    expect(searchTextSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Please enter at most 100 characters to search',
    );
    expect(searchTextSchema.parse('x'.repeat(100))).toHaveLength(100);
  });
});

describe('suggestions (spec 1 §5: more than 3 characters)', () => {
  it('start at 4 characters, counted after trimming', () => {
    expect(SUGGEST_MIN_CHARS).toBe(4);
    expect(canSuggest('hdf')).toBe(false);
    expect(canSuggest('  hdf  ')).toBe(false);
    expect(canSuggest('hdfc')).toBe(true);
    expect(canSuggest('a  b')).toBe(false);
    expect(suggestTextSchema.safeParse(' hdf ').error?.issues[0]?.message).toBe(
      'Please enter at least 4 characters to search',
    );
    expect(suggestTextSchema.parse(' hdfc ')).toBe('hdfc');
  });
});
