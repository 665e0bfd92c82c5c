import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout-rules.ts';

describe('layoutFor (spec §2 chrome rules)', () => {
  it.each([
    // path, header, footer, promo banner
    ['/', true, true, true],
    ['/utforsk', true, true, true],
    ['/blokkert', true, true, true],
    ['/finnes-ikke', true, true, true],
    ['/account', true, true, false],
    ['/account/bestillinger', true, true, false],
    ['/konto', true, true, false],
    ['/service/123', true, true, false],
    ['/foresporsel', true, true, false],
    ['/foresporsel/suksess', true, true, false],
    ['/register', true, false, false],
    ['/register/step/2', true, false, false],
    ['/account/chat/call', false, false, false],
    ['/account/chat/call/abc', false, false, false],
    ['/agent', false, false, false],
    ['/agent/bestillinger/kalender', false, false, false],
    ['/verify', false, false, false],
    ['/testbetaling/abc', false, false, false],
  ] as const)('%s → header %s, footer %s, promo %s', (path, header, footer, promoBanner) => {
    expect(layoutFor(path)).toEqual({ header, footer, promoBanner });
  });

  it('matches whole path segments only, so look-alike paths keep the full layout', () => {
    expect(layoutFor('/agentur')).toEqual({ header: true, footer: true, promoBanner: true });
    expect(layoutFor('/verifying')).toEqual({ header: true, footer: true, promoBanner: true });
    expect(layoutFor('/registered')).toEqual({ header: true, footer: true, promoBanner: true });
    expect(layoutFor('/accounting')).toEqual({ header: true, footer: true, promoBanner: true });
    expect(layoutFor('/servicedesk')).toEqual({ header: true, footer: true, promoBanner: true });
  });

  it('keeps the chat itself in the normal layout; only the call screen is full-screen', () => {
    expect(layoutFor('/account/chat')).toEqual({ header: true, footer: true, promoBanner: false });
    expect(layoutFor('/account/chat/caller')).toEqual({ header: true, footer: true, promoBanner: false });
  });

  it('ignores a trailing slash, repeated slashes and letter case', () => {
    expect(layoutFor('/verify/')).toEqual(layoutFor('/verify'));
    expect(layoutFor('//agent//x')).toEqual(layoutFor('/agent/x'));
    expect(layoutFor('/Agent')).toEqual(layoutFor('/agent'));
  });
});
