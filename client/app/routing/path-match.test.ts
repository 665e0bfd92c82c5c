import { describe, expect, it } from 'vitest';
import { matchPathPattern } from './path-match.ts';

describe('matchPathPattern', () => {
  it.each([
    ['/', '/', {}],
    ['/utforsk', '/utforsk', {}],
    ['/utforsk', '/Utforsk/', {}],
    ['/service/:id', '/service/vask-og-rens', { id: 'vask-og-rens' }],
    ['/tilbyder/:id', '/tilbyder/H%C3%B8yland%20AS', { id: 'Høyland AS' }],
    ['/service/:id', '/service/%E0%A4%A', { id: '%E0%A4%A' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPathPattern(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/', '/utforsk'],
    ['/utforsk', '/utforsk/mer'],
    ['/service/:id', '/service'],
    ['/service/:id', '/service/'],
    ['/service/:id', '/service/a/b'],
    ['/service/:id', '/tilbyder/a'],
    ['/utforsk', 'utforsk'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPathPattern(pattern, pathname)).toBeNull();
  });
});
