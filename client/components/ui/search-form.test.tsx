// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form.tsx';

/** A page's search as the front page holds it, with something else on the page that re-renders it. */
function Page({ onSubmit }: { onSubmit: (text: string) => void }) {
  const [query, setQuery] = useState('');
  const [, setTicks] = useState(0);
  return (
    <>
      <SearchForm variant="hero" id="search" label="Hva trenger du hjelp til?" placeholder="" submitLabel="Søk" value={query} onChange={setQuery} onSubmit={onSubmit} action="/utforsk" name="q" />
      <button type="button" onClick={() => setTicks((ticks) => ticks + 1)}>
        Noe annet
      </button>
    </>
  );
}

describe('SearchForm on a page rendered on the server', () => {
  it('keeps what was typed before the app took over, through later renders, and searches for it', async () => {
    const onSubmit = vi.fn();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(<Page onSubmit={onSubmit} />);
    const field = root.querySelector('input')!;
    field.value = 'flyttevask';

    await act(async () => {
      hydrateRoot(root, <Page onSubmit={onSubmit} />);
    });
    await act(async () => {
      root.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    });
    expect(field.value).toBe('flyttevask');

    await act(async () => {
      root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    expect(onSubmit).toHaveBeenCalledWith('flyttevask');
  });
});
