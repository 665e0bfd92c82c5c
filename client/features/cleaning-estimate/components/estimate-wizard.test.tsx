// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CleaningEstimateRequest } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { estimateCleaning } from '#shared/cleaning/cleaning-estimate.ts';
import { fakeApi } from '../../../test/dom.tsx';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';

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
        body: { ...body, frequency: body.frequency ?? null, ...result.estimate, promo: null, fridge: !!body.fridge, oven: !!body.oven, pets: !!body.pets, parking: !!body.parking, preferredDate: null, postalCode: body.postalCode ?? null, place: 'Oslo' },
      };
    },
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
});
