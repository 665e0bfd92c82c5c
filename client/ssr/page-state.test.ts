import { describe, expect, it } from 'vitest';
import { parsePageState, pageStateScript, serializePageState, type RenderedPageState } from './page-state.ts';

const state = (data: unknown): RenderedPageState => ({
  language: 'nb',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['service', 'vask'],
        queryHash: '["service","vask"]',
        dehydratedAt: 0,
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: 0,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
});

describe('the state a rendered page hands to the browser', () => {
  it('keeps dates as dates and date-like text as text, as the page rendered them', () => {
    const createdAt = new Date('2026-11-27T09:30:00.000Z');
    const read = parsePageState(serializePageState(state({ createdAt, startsAtText: '2026-12-01T08:00:00.000Z', price: 149_900 })));
    const data = read.queries.queries[0]?.state.data as Record<string, unknown>;
    expect(data.createdAt).toBeInstanceOf(Date);
    expect((data.createdAt as Date).toISOString()).toBe('2026-11-27T09:30:00.000Z');
    expect(data.startsAtText).toBe('2026-12-01T08:00:00.000Z');
    expect(data.price).toBe(149_900);
  });

  it('cannot be ended early by text a provider wrote', () => {
    const description = 'Vask </script><script>alert(1)</script> og <!-- mer -->';
    const script = pageStateScript(state({ description }));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect((parsePageState(json).queries.queries[0]?.state.data as { description: string }).description).toBe(description);
  });
});
