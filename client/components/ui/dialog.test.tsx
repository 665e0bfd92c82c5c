// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

function Example() {
  return (
    <Dialog title="Avbestille?" description="Du får pengene tilbake." trigger={<Button>Avbestill</Button>}>
      <input aria-label="Grunn" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    const trigger = screen.getByRole('button', { name: 'Avbestill' });

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Avbestille?' });
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('Du får pengene tilbake.'));
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps Tab inside the dialog and closes from the labelled close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Avbestill' }));
    const dialog = screen.getByRole('dialog');

    for (let step = 0; step < 4; step++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dialog opened from outside (modal registry)', () => {
  it('gives focus back to the button that opened it', async () => {
    const { useState } = await import('react');
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Logg inn</Button>
          {open ? <Dialog open onOpenChange={setOpen} title="Logg inn" /> : null}
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Logg inn' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Logg inn' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(opener);
  });
});
