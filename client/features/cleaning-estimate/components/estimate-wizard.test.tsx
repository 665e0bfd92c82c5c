// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CleaningEstimateRequest } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { estimateCleaning } from '#shared/cleaning/cleaning-estimate.ts';
import { aServiceCard } from '../../../components/listing/listing.fixtures.ts';
import { fakeApi } from '../../../test/dom.tsx';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';

function estimateAnswer(body: CleaningEstimateRequest) {
  const result = estimateCleaning(body);
  if (!result.ok) throw new Error('not an estimate');
  return { ...body, frequency: body.frequency ?? null, ...result.estimate, promo: null, fridge: !!body.fridge, oven: !!body.oven, pets: !!body.pets, parking: !!body.parking, preferredDate: body.preferredDate ?? null, postalCode: body.postalCode ?? null, place: 'Oslo' };
}

const extraHourId = '0b7e2f6a-3c1d-4e5f-8a9b-1c2d3e4f5a6b';
const match = {
  service: aServiceCard({ slug: 'fast-vask-hos-ren', title: 'Fast vask hos Ren', provider: { ...aServiceCard().provider, displayName: 'Ren AS', instantBooking: true } }),
  addons: [{ id: extraHourId, units: 1 }],
  priceOre: 179_000,
  vatOre: 35_800,
  durationMinutes: 240,
  coversEstimate: true,
  day: '2026-12-04',
  times: ['2026-12-04T07:00:00.000Z', '2026-12-04T07:30:00.000Z'],
};

/** The API as the server answers it, from the same shared function. */
function api() {
  return fakeApi({
    '/api/auth/config': authConfigAnswer,
    '/api/user': { status: 403, body: { message: 'Forbidden', status: 403 } },
    '/api/cleaning/estimate': (_url, request) => {
      const body = request.body as CleaningEstimateRequest;
      const result = estimateCleaning(body);
      if (!result.ok) return { status: 400, body: { message: 'Cannot give an estimated price on the given size.', status: 400, data: { key: result.problem.key } } };
      return {
        body: estimateAnswer(body),
      };
    },
    '/api/cleaning/estimate/matches': (_url, request) => ({ body: { estimate: estimateAnswer(request.body as CleaningEstimateRequest), matches: [match] } }),
  });
}

describe('the cleaning estimator', { timeout: 15_000 }, () => {
  it('opens at step 1 and keeps the inputs in the address', async () => {
    api();
    const { router } = renderApp('/rengjoring/estimat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rengjoring/estimat/steg/1'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Flyttevask' }));
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/rengjoring/estimat/steg/2?type=flyttevask'));
  });

  it('sends a step without its inputs back to the step that asks for them', async () => {
    api();
    const { router } = renderApp('/rengjoring/estimat/steg/3?type=fast');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rengjoring/estimat/steg/1'));
  });

  it('refuses a size outside 1–500 at the field without asking the server', async () => {
    const fake = api();
    renderApp('/rengjoring/estimat/steg/2?type=engangs');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Postnummer'), '0368');
    await user.type(screen.getByLabelText('Størrelse på boligen (m²)'), '501');
    await user.click(screen.getByRole('button', { name: 'Se prisen' }));
    expect(await screen.findByText('Vi kan ikke anslå en pris for denne størrelsen.')).toBeTruthy();
    expect(screen.getByLabelText('Størrelse på boligen (m²)').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.filter((path) => path === '/api/cleaning/estimate')).toEqual([]);
  });

  it('shows the estimate and moves the extra time by half an hour', async () => {
    const fake = api();
    const { router } = renderApp('/rengjoring/estimat/steg/3?type=engangs&postnummer=0368&storrelse=55&ovn=1');
    expect(await screen.findByText('1 800 kr')).toBeTruthy();
    expect(screen.getByText('2 t')).toBeTruthy();
    expect(screen.getByText('3 t')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mer ekstra tid' }));
    expect(await screen.findByText('2 100 kr')).toBeTruthy();
    expect(router.state.location.search).toBe('?type=engangs&postnummer=0368&storrelse=55&ovn=1&ekstratimer=0.5');
    expect(fake.requests.filter((request) => request.path === '/api/cleaning/estimate').at(-1)?.body).toMatchObject({ extraHours: 0.5, oven: true, sizeM2: 55 });
    expect((screen.getByRole('button', { name: 'Mindre ekstra tid' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the cleaners free on the preferred day and carries the estimate to the one chosen', async () => {
    api();
    const { router } = renderApp('/rengjoring/estimat/steg/3?type=fast&hyppighet=annenhver-uke&postnummer=0368&storrelse=85&dato=2026-12-04&kjoleskap=1');
    expect(await screen.findByRole('link', { name: 'Fast vask hos Ren' })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Renholdere som kan ta jobben' });
    const text = list.textContent!.replace(/\s/g, ' ');
    expect(text).toContain('av Ren AS');
    expect(text).toContain('1 790 kr');
    expect(text).toContain('per besøk, 4 t');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Velg Fast vask hos Ren fre. 4. des. klokken 08:30' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service/fast-vask-hos-ren'));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({ type: 'fast', hyppighet: 'annenhver-uke', storrelse: '85', dato: '2026-12-04', kjoleskap: '1', tid: '2026-12-04T07:30:00.000Z', tillegg: `${extraHourId}:1` });
  });
});
