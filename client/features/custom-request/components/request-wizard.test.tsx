// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import { aProviderListing } from '../../../components/listing/listing.fixtures.ts';
import { fakeApi, type FakeRequest } from '../../../test/dom.tsx';
import { aCategory, aUser, userJson } from '../../../test/fixtures.ts';
import { fixTodayAt } from '../../../test/fixed-today.ts';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';
import { encodeFormParam } from '../lib/form-in-url.ts';

fixTodayAt('2026-11-26T10:00:00Z');

const category = aCategory();
const rooms: CategoryQuestion = {
  id: '00000000-0000-4000-8000-0000000000e1',
  categoryId: category.id,
  titleNo: 'Antall rom',
  titleEn: 'Rooms',
  descriptionNo: null,
  descriptionEn: null,
  subCategory: null,
  type: 'NUMBER',
  options: { min: 1, max: 20 },
  dependsOnQuestionId: null,
  dependsOnAnswer: null,
  sortIndex: 1,
};
const kari = aProviderListing({ profile: { ...aProviderListing().profile, displayName: 'Kari Vask' } });
const ola = aProviderListing({ profile: { ...aProviderListing().profile, displayName: 'Ola Rent' } });

function api(options: { signedIn: boolean }) {
  const sent: FakeRequest[] = [];
  const fake = fakeApi({
    '/api/auth/config': authConfigAnswer,
    '/api/user': options.signedIn ? { body: userJson(aUser({ firstName: 'Ola' })) } : { status: 403, body: { message: 'Forbidden', status: 403 } },
    '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
    '/api/explore/categories': { body: [category] },
    [`/api/customRequests/categories/${category.id}`]: { body: [rooms] },
    '/api/explore/providers': { body: { data: [kari, ola], next: null } },
    '/api/customRequests/draft': (_url, request) => ({ body: { id: '00000000-0000-4000-8000-0000000000d1', stage: 1, customRequestDto: request.body, updatedAt: '2026-11-26T10:00:00Z' } }),
    '/api/customRequests': (_url, request) => {
      sent.push(request);
      return { status: 201, body: { id: '00000000-0000-4000-8000-0000000000f1', status: 'OPEN', recipients: [], responses: [] } };
    },
    '/api/custom-request/service': (_url, request) => {
      sent.push(request);
      return { status: 201, body: { id: '00000000-0000-4000-8000-0000000000b1' } };
    },
  });
  return { ...fake, sent };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

async function fillDescribe() {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('Kategori'), category.id);
  await user.type(screen.getByLabelText('Tittel'), 'Flyttevask av treroms');
  await user.type(screen.getByLabelText('Beskrivelse'), 'Tre rom og kjøkken, 70 kvadratmeter.');
  await user.type(await screen.findByLabelText('Antall rom'), '3');
  await user.click(screen.getByRole('button', { name: 'Neste' }));
  return user;
}

// A whole journey of typing through four steps takes longer than one screen's test.
describe('the custom request wizard', { timeout: 20_000 }, () => {
  it('goes through the four steps with the step in the address, and sends the request', async () => {
    const fake = api({ signedIn: true });
    const { router } = renderApp('/foresporsel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/foresporsel/steg/1'));
    expect(await screen.findByText('Steg 1 av 4: Oppdraget')).toBeTruthy();

    // Nothing filled in: the step names what is missing and stays.
    await userEvent.click(await screen.findByRole('button', { name: 'Neste' }));
    expect(router.state.location.pathname).toBe('/foresporsel/steg/1');

    const user = await fillDescribe();
    await waitFor(() => expect(router.state.location.pathname).toBe('/foresporsel/steg/2'));

    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(screen.getByText('Velg en dato')).toBeTruthy();
    expect(screen.getByText('Velg en adresse')).toBeTruthy();
    await user.click(screen.getAllByRole('checkbox', { name: /Ikke bestemt ennå/ })[0]!);
    await user.type(screen.getByLabelText('Gateadresse'), 'Storgata 1');
    await user.type(screen.getByLabelText('Postnummer'), '0155');
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foresporsel/steg/3'));

    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText('Velg minst én leverandør, eller send forespørselen til alle.')).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: /Kari Vask/ }));
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foresporsel/steg/4'));

    expect(screen.getByText('Flyttevask av treroms')).toBeTruthy();
    expect(screen.getByText('Storgata 1, 0155')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send forespørselen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foresporsel/suksess'));

    const form = fake.sent[0]?.body as FormData;
    expect(JSON.parse(String(form.get('customRequestDto')))).toEqual({
      categoryId: category.id,
      title: 'Flyttevask av treroms',
      description: 'Tre rom og kjøkken, 70 kvadratmeter.',
      tags: [],
      startTime: null,
      deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
      recipients: [kari.id],
      sendToAll: false,
      answers: [{ questionId: rooms.id, answer: 3 }],
    });
    // Sent: the next request starts from an empty draft.
    expect(localStorage.getItem('tt.customRequestDraft')).toBeNull();
  });

  it('keeps the draft in the browser, opens where the customer left off, and starts over on request', async () => {
    api({ signedIn: true });
    const first = renderApp('/foresporsel');
    await fillDescribe();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/foresporsel/steg/2'));
    first.unmount();

    const again = renderApp('/foresporsel');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/foresporsel/steg/2'));
    await userEvent.click(await screen.findByRole('button', { name: 'Start på nytt' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/foresporsel/steg/1'));
    expect((await screen.findByLabelText<HTMLInputElement>('Tittel')).value).toBe('');
  });

  it('does not let a step be skipped through the address', async () => {
    api({ signedIn: true });
    const { router } = renderApp('/foresporsel/steg/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/foresporsel/steg/1'));
  });

  it('asks a visitor to sign in at "send"', async () => {
    api({ signedIn: false });
    localStorage.setItem(
      'tt.customRequestDraft',
      JSON.stringify({ stage: 4, customRequestDto: { categoryId: category.id, title: 'Vask', description: 'Tre rom.', startTime: null, deliveryPlace: null, sendToAll: true } }),
    );
    renderApp('/foresporsel/steg/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Logg inn og send' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('sends a custom request carried in the address once signed in', async () => {
    const fake = api({ signedIn: true });
    const dto = { categoryId: category.id, title: 'Vask', description: 'Tre rom.', startTime: null, deliveryPlace: null, sendToAll: true };
    const { router } = renderApp(`/foresporsel?form=${encodeURIComponent(encodeFormParam(dto))}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/foresporsel/suksess'));
    expect(fake.sent[0]?.path).toBe('/api/customRequests');
    expect(fake.sent[0]?.body).toMatchObject({ ...dto, recipients: [], answers: [] });
  });

  it('sends a service request carried in the address, with its start time', async () => {
    const fake = api({ signedIn: true });
    const form = { serviceId: '00000000-0000-4000-8000-0000000000a9', startTime: '2026-12-05T09:00:00+01:00', deliveryPlace: { street: 'Storgata 1', postalCode: '0155' } };
    const { router } = renderApp(`/foresporsel?form=${encodeURIComponent(encodeFormParam(form))}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/foresporsel/suksess'));
    expect(fake.sent[0]?.path).toBe('/api/custom-request/service');
    expect(fake.sent[0]?.body).toMatchObject(form);
  });

  it('goes to the front page when the form in the address cannot be read, and says so in the log', async () => {
    api({ signedIn: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp('/foresporsel?form=%%%');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(log).toHaveBeenCalledWith('Failed to parse form from query');
  });
});
