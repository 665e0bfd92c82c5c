// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function BookingTabs() {
  return (
    <Tabs defaultValue="active">
      <TabsList aria-label="Bestillinger">
        <TabsTrigger value="active">Aktive</TabsTrigger>
        <TabsTrigger value="requests">Forespørsler</TabsTrigger>
        <TabsTrigger value="archive">Arkiv</TabsTrigger>
      </TabsList>
      <TabsContent value="active">Ingen aktive bestillinger</TabsContent>
      <TabsContent value="requests">Ingen forespørsler</TabsContent>
      <TabsContent value="archive">Arkivet er tomt</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the chosen panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingTabs />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Ingen aktive bestillinger');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Aktive' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Forespørsler' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Ingen forespørsler');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Wraps around from the last tab to the first.
    expect(screen.getByRole('tab', { name: 'Aktive' }).getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Arkivet er tomt');
  });

  it('is one Tab stop: Tab leaves the tab list for the panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingTabs />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
