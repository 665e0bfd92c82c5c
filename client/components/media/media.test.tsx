// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { Avatar } from './avatar.tsx';
import { PictureGallery } from './picture-gallery.tsx';

const labels = { showAll: 'Vis alle bilder (3)', dialogTitle: 'Bilder: Flyttevask' };
const pictures = [
  { id: 'a', src: '/media/a.jpg', alt: 'Kjøkken', caption: 'Blankt kjøkken' },
  { id: 'b', src: '/media/b.jpg', alt: 'Bad', caption: null },
  { id: 'c', src: '/media/c.jpg', alt: 'Stue', caption: 'Stue etter vask' },
];

describe('PictureGallery', () => {
  it('opens every picture with its caption in a dialog, and closes with Escape back to the button', async () => {
    renderWithProviders(<PictureGallery pictures={pictures} labels={labels} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Vis alle bilder (3)' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Bilder: Flyttevask' });
    expect(within(dialog).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Kjøkken', 'Bad', 'Stue']);
    expect(within(dialog).getByText('Stue etter vask')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('has no "show all" button for a single picture and a placeholder for none', () => {
    const { container, rerender } = renderWithProviders(<PictureGallery pictures={pictures.slice(0, 1)} labels={labels} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kjøkken' }).getAttribute('loading')).toBe('eager');
    rerender(<PictureGallery pictures={[]} labels={labels} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-placeholder="picture"]')).toBeTruthy();
  });
});

describe('Avatar', () => {
  it('shows the initials when there is no photo or the photo fails to load', () => {
    const { rerender } = renderWithProviders(<Avatar src="/media/kari.jpg" name="Kari Vask" alt="Kari Vask" />);
    const photo = screen.getByRole('img', { name: 'Kari Vask' });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    const fallback = screen.getByRole('img', { name: 'Kari Vask' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('KV');
    rerender(<Avatar src={null} name="oslo rens" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('OR').getAttribute('aria-hidden')).toBe('true');
  });
});
