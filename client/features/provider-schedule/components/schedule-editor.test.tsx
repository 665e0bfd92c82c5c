// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { AvailabilityArea } from './availability-area.tsx';

const providerId = '00000000-0000-4000-8000-0000000000a1';
const schedulePath = `/api/provider/${providerId}/schedule`;

function renderAvailability(answerPut: (body: Schedule) => { status?: number; body: unknown } = (body) => ({ body })) {
  const api = fakeApi({
    '/api/provider/me': { body: { id: providerId, status: 'approved' } },
    [schedulePath]: (_url, request) => (request.method === 'PUT' ? answerPut(request.body as Schedule) : { body: defaultSchedule }),
  });
  renderWithProviders(<AvailabilityArea />);
  return api;
}

const puts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.method === 'PUT');
const overlapSentence = 'Arbeidstidene overlapper. Hver periode må slutte før den neste begynner.';

describe('schedule editor', () => {
  it('flags overlapping periods before saving and sends the periods chosen', async () => {
    const user = userEvent.setup();
    const api = renderAvailability();

    await user.click(await screen.findByRole('button', { name: 'Legg til periode Mandag' }));
    const from = screen.getByRole('combobox', { name: 'Fra, Mandag periode 2' });
    const to = screen.getByRole('combobox', { name: 'Til, Mandag periode 2' });
    await user.selectOptions(from, '12:00');
    await user.selectOptions(to, '18:00');
    expect(screen.getByText(overlapSentence)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Lagre tilgjengeligheten' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts(api)).toHaveLength(0);

    await user.selectOptions(from, '17:00');
    await user.selectOptions(to, '23:59');
    expect(screen.queryByText(overlapSentence)).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Fredag' }));
    await user.click(screen.getByRole('switch', { name: 'Lørdag' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Til, Lørdag periode 1' }), '14:00');
    await user.click(screen.getByRole('button', { name: 'Lagre tilgjengeligheten' }));

    await waitFor(() => expect(puts(api)).toHaveLength(1));
    const body = puts(api)[0]!.body as Schedule;
    expect(puts(api)[0]!.path).toBe(schedulePath);
    const hoursOf = (day: string) => body.weekdays.find((weekday) => weekday.day === day)?.workingHours ?? [];
    expect(hoursOf('MONDAY')).toEqual([
      { from: '08:00', to: '16:00' },
      { from: '17:00', to: '23:59' },
    ]);
    expect(hoursOf('FRIDAY')).toEqual([]);
    expect(hoursOf('SATURDAY')).toEqual([{ from: '08:00', to: '14:00' }]);
    expect(body).toMatchObject({ horizonDays: 90, earliestAvailableHours: 24, bufferTimeMinutes: 0, maxDailyBookings: null });
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Tilgjengeligheten er lagret.'));
  });

  it('closes public holidays by default, and sends the choice to keep them open', async () => {
    const user = userEvent.setup();
    const api = renderAvailability();
    const holidays = await screen.findByRole('switch', { name: 'Stengt på helligdager' });
    expect(holidays.getAttribute('aria-checked')).toBe('true');
    expect(holidays.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(holidays.getAttribute('aria-describedby')!)?.textContent).toMatch(/Helligdager og julaften kan ikke bestilles/);

    // A keyboard user reaches it and switches it with Space.
    holidays.focus();
    await user.keyboard(' ');
    expect(holidays.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Lagre tilgjengeligheten' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect((puts(api)[0]!.body as Schedule).closedOnHolidays).toBe(false);
  });

  it('shows the server’s problem with a day under that day', async () => {
    const user = userEvent.setup();
    renderAvailability(() => ({
      status: 400,
      body: {
        message: 'Validation failed',
        status: 400,
        data: { key: 'error.validation.failed', issues: [{ path: ['weekdays', 1, 'workingHours', 0, 'to'], key: 'error.schedule.time_grid', message: 'Grid' }] },
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Lagre tilgjengeligheten' }));
    const to = screen.getByRole('combobox', { name: 'Til, Tirsdag periode 1' });
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Velg et klokkeslett på hel eller halv time/)).toBeTruthy();
  });
});
