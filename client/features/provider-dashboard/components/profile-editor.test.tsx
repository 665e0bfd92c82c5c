// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import type * as imageFile from '../lib/image-file.ts';
import { loadChosenImage } from '../lib/image-file.ts';
import { aProviderMe, categories, musicId, providerJson } from '../provider-dashboard.fixtures.ts';
import { ProfileEditor } from './profile-editor.tsx';

vi.mock('../lib/image-file.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof imageFile>()),
  // jsdom decodes no images; the test says how large the chosen file is.
  loadChosenImage: vi.fn(),
}));

const provider = aProviderMe();
const profilePath = `/api/provider/${provider.id}/profile`;

/** The profile forms the app sent, in order. */
const sentProfiles = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.path === profilePath).map((request) => request.body as FormData);

function renderEditor(shown = provider) {
  return renderWithProviders(
    <>
      <ProfileEditor provider={shown} categories={categories} />
      <Toaster />
    </>,
  );
}

function choosePhoto(name = 'meg.jpg') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const file = new File(['x'], name, { type: 'image/jpeg' });
  fireEvent.change(input, { target: { files: [file] } });
  return file;
}

beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  useToastStore.setState({ toasts: [] });
  vi.mocked(loadChosenImage).mockReset();
});

describe('ProfileEditor', () => {
  it('shows the provider\'s current profile', () => {
    fakeApi({});
    renderEditor();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Visningsnavn' }).value).toBe('Kari Vask');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Kort beskrivelse/ }).value).toBe('Skinnende rent hver gang');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Erfaring' }).value).toBe('Ti år med husvask.');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Instagram' }).value).toBe('https://instagram.com/karivask');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Videoer 1: tittel' }).value).toBe('Slik jobber jeg');
    expect(screen.getByRole('combobox', { name: 'Kategori' }).textContent).toContain('Vask');
    expect(screen.getByRole('switch', { name: 'Direktebestilling' }).getAttribute('aria-checked')).toBe('false');
  });

  it('refuses a photo under 1200 × 1200 with the server\'s sentence, without uploading it', async () => {
    const api = fakeApi({ [profilePath]: { body: providerJson(provider) } });
    vi.mocked(loadChosenImage).mockImplementation(async (file) => ({ file, url: 'blob:small', width: 1600, height: 900 }));
    const user = userEvent.setup();
    renderEditor();
    choosePhoto();
    expect(await screen.findByText('Profilbildet må være minst 1200 × 1200 piksler.')).toBeTruthy();
    expect(api.calls).toEqual([]);

    // Saving afterwards sends the profile without the refused photo.
    await user.click(screen.getByRole('button', { name: 'Lagre profilen' }));
    await waitFor(() => expect(sentProfiles(api)).toHaveLength(1));
    expect(sentProfiles(api)[0]?.get('photo')).toBeNull();
  });

  it('asks a cleaner for no music links, while video links saved earlier stay editable', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: 'Legg til musikk' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Musikk' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Legg til video' })).toBeTruthy();
  });

  it('saves the changed profile and a large enough photo as multipart, and says so', async () => {
    const musician = aProviderMe({ profile: { ...provider.profile, categoryId: musicId } });
    const api = fakeApi({ [profilePath]: { body: providerJson(musician) } });
    vi.mocked(loadChosenImage).mockImplementation(async (file) => ({ file, url: 'blob:big', width: 1200, height: 1500 }));
    const user = userEvent.setup();
    renderEditor(musician);

    const name = screen.getByRole('textbox', { name: 'Visningsnavn' });
    await user.clear(name);
    await user.type(name, 'Kari Rengjøring');
    await user.clear(screen.getByRole('textbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('button', { name: 'Legg til musikk' }));
    await user.type(screen.getByRole('textbox', { name: 'Musikk 1: tittel' }), 'Sommerlåt');
    await user.type(screen.getByRole('textbox', { name: 'Musikk 1: adresse' }), 'https://musikk.eksempel.no/sommer');
    const photo = choosePhoto('stor.jpg');
    expect(await screen.findByText(/Valgt: stor\.jpg/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lagre profilen' }));

    expect(await screen.findByText('Profilen er lagret.')).toBeTruthy();
    expect(api.requests.find((request) => request.path === profilePath)?.method).toBe('POST');
    const [form] = sentProfiles(api);
    expect(form).toBeInstanceOf(FormData);
    const sent = JSON.parse(String(form?.get('profile'))) as Record<string, unknown>;
    expect(sent).toMatchObject({
      displayName: 'Kari Rengjøring',
      categoryId: musicId,
      content: {
        music: [{ title: 'Sommerlåt', url: 'https://musikk.eksempel.no/sommer' }],
        socials: { instagram: null },
        practicalInfo: null,
      },
    });
    expect(form?.get('photo')).toEqual(photo);
  });

  it('checks a link before sending and shows the server\'s field problems on their fields', async () => {
    const api = fakeApi({
      [profilePath]: apiErrorAnswer(400, 'error.validation.failed', 'Validation failed', {
        issues: [{ path: ['displayName'], key: 'common.field.required', message: 'Field is required' }],
      }),
    });
    const user = userEvent.setup();
    renderEditor();
    await user.clear(screen.getByRole('textbox', { name: 'Videoer 1: adresse' }));
    await user.type(screen.getByRole('textbox', { name: 'Videoer 1: adresse' }), 'ikke en lenke');
    await user.click(screen.getByRole('button', { name: 'Lagre profilen' }));
    const link = screen.getByRole('textbox', { name: 'Videoer 1: adresse' });
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Fjern Videoer 1' }));
    await user.click(screen.getByRole('button', { name: 'Lagre profilen' }));
    expect(await screen.findByText('Feltet er påkrevd')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Visningsnavn' }).getAttribute('aria-invalid')).toBe('true');
  });
});
