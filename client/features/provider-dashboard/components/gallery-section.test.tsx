// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import type * as imageFile from '../lib/image-file.ts';
import { loadChosenImage } from '../lib/image-file.ts';
import { aProviderMe, providerJson } from '../provider-dashboard.fixtures.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { GallerySection } from './gallery-section.tsx';

vi.mock('../lib/image-file.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof imageFile>()),
  loadChosenImage: vi.fn(),
}));

const pictureId = '00000000-0000-4000-8000-0000000000f1';
const provider = aProviderMe();
provider.profile.pictures = [{ id: pictureId, square: '/media/p/sq.jpg', wide: '/media/p/wide.jpg', title: 'Kjøkkenet etter vask', sortIndex: 0 }];

afterEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe('GallerySection', () => {
  it('deletes a picture after asking, then says "Bilde er slettet."', async () => {
    const api = fakeApi({
      [`/api/provider/pictures/${pictureId}`]: { status: 204, body: null },
      '/api/provider/me': { body: providerJson(aProviderMe()) },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <GallerySection provider={provider} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Slett Kjøkkenet etter vask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slette bildet?' });
    expect(api.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Slett bildet' }));

    expect(await screen.findByText('Bilde er slettet.')).toBeTruthy();
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: `/api/provider/pictures/${pictureId}` });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the picture when the provider changes their mind', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<GallerySection provider={provider} />);
    await user.click(screen.getByRole('button', { name: 'Slett Kjøkkenet etter vask' }));
    await user.click(await screen.findByRole('button', { name: 'Behold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([]);
  });
});

describe('adding a picture', () => {
  it('uploads the original with centred square and wide crops when the provider skips cropping', async () => {
    URL.revokeObjectURL = () => {};
    vi.mocked(loadChosenImage).mockImplementation(async (file) => ({ file, url: 'blob:picture', width: 4000, height: 3000 }));
    const api = fakeApi({ '/api/provider/add-picture': { body: providerJson(provider) }, '/api/provider/me': { body: providerJson(provider) } });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <GallerySection provider={provider} />
        <Toaster />
      </>,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File(['x'], 'hage.jpg', { type: 'image/jpeg' });
    fireEvent.change(input!, { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog', { name: 'Legg til bilde' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Bildetekst' }), 'Hagen');
    await user.click(within(dialog).getByRole('button', { name: 'Bruk midten av bildet' }));

    expect(await screen.findByText('Bildet er lagt til.')).toBeTruthy();
    const sent = api.requests.filter((request) => request.path === '/api/provider/add-picture').map((request) => request.body as FormData);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('original')).toEqual(file);
    expect(sent[0]?.get('title')).toBe('Hagen');
    expect(JSON.parse(String(sent[0]?.get('crops')))).toEqual({
      square: { x: 500, y: 0, width: 3000, height: 3000 },
      wide: { x: 0, y: 375, width: 4000, height: 2250 },
    });
  });

  it('counts the caption against the shared limit and refuses to upload past it', async () => {
    URL.revokeObjectURL = () => {};
    vi.mocked(loadChosenImage).mockImplementation(async (file) => ({ file, url: 'blob:picture', width: 4000, height: 3000 }));
    const api = fakeApi({ '/api/provider/add-picture': { body: providerJson(provider) }, '/api/provider/me': { body: providerJson(provider) } });
    const user = userEvent.setup();
    renderWithProviders(<GallerySection provider={provider} />);
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [new File(['x'], 'hage.jpg', { type: 'image/jpeg' })] } });
    const dialog = await screen.findByRole('dialog', { name: 'Legg til bilde' });
    const caption = within(dialog).getByRole('textbox', { name: 'Bildetekst' });
    fireEvent.change(caption, { target: { value: 'a'.repeat(fieldTextLimits.pictureText + 1) } });

    expect(caption.getAttribute('maxlength')).toBeNull();
    expect(caption.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(`Maksimalt ${fieldTextLimits.pictureText} tegn`)).toBeTruthy();
    const skip = within(dialog).getByRole('button', { name: 'Bruk midten av bildet' });
    expect(skip.hasAttribute('disabled')).toBe(true);
    await user.click(skip);
    expect(api.requests.filter((request) => request.path === '/api/provider/add-picture')).toEqual([]);

    fireEvent.change(caption, { target: { value: 'a'.repeat(fieldTextLimits.pictureText) } });
    expect(caption.getAttribute('aria-invalid')).toBeNull();
    expect(skip.hasAttribute('disabled')).toBe(false);
  });
});
