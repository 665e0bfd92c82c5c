// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi, type FakeRequest } from '../../../test/dom.tsx';
import { aCategory, aUser, userJson } from '../../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';

const categoryId = '00000000-0000-4000-8000-0000000000c1';
const providerId = '00000000-0000-4000-8000-0000000000a1';
const category = aCategory({ id: categoryId, description: { nb: 'Vask av hjem og kontor', en: 'Homes and offices' } });

const emptyLegal: ProviderMe['legalInfo'] = {
  orgType: null,
  firstName: null,
  lastName: null,
  companyName: null,
  orgNumber: null,
  nationalId: null,
  email: null,
  bankAccountNumber: null,
  invoiceAddress: null,
  hasIdPhoto: false,
  termsAccepted: false,
  serviceFeePercentage: 15,
};

function aDraft(overrides: Partial<ProviderMe> = {}): ProviderMe {
  return {
    id: providerId,
    status: 'draft',
    registrationStage: 2,
    rejectionReason: null,
    submittedAt: null,
    approvedAt: null,
    orgType: 'individual',
    legalInfo: emptyLegal,
    profile: {
      slug: 'kari',
      displayName: 'Kari Nordmann',
      tagline: null,
      description: '',
      categoryId,
      instantBooking: false,
      photo: null,
      coverOriginal: null,
      coverSquare: null,
      coverWide: null,
      satisfactionGuarantee: false,
      isRecommended: false,
      content: { experience: null, music: [], videos: [], socials: { instagram: null, facebook: null, tiktok: null, youtube: null, website: null }, practicalInfo: null },
      pictures: [],
    },
    serviceFeePercent: 15,
    created: new Date('2026-11-01T10:00:00Z'),
    ...overrides,
  };
}

type Partial_ = { stage: number; orgType?: 'individual' | 'company' | 'agent'; details?: Record<string, unknown>; payout?: { bankAccountNumber: string; invoiceAddress: { street: string; postalCode: string } } };

/** A registration server in memory: `provider/partial` stores what it is sent, as the real one does. */
function renderRegistration(path: string, initial: ProviderMe | null, legal: (request: FakeRequest) => { status?: number; body: unknown } = () => ({ body: null })) {
  let provider = initial;
  const api = fakeApi({
    '/api/auth/config': authConfigAnswer,
    '/api/user': { body: userJson(aUser({ firstName: 'Kari', lastName: 'Nordmann', email: 'kari@eksempel.no' })) },
    '/api/explore/categories': { body: [category] },
    '/api/provider/me': () => (provider ? { body: JSON.parse(JSON.stringify(provider)) } : { status: 404, body: { message: 'Not found', status: 404 } }),
    '/api/provider/partial': (_url, request) => {
      const body = request.body as Partial_;
      const details = body.details ?? {};
      provider = aDraft({
        registrationStage: body.stage,
        orgType: body.orgType ?? 'individual',
        legalInfo: {
          ...emptyLegal,
          ...(body.orgType ? { orgType: body.orgType } : {}),
          ...details,
          termsAccepted: details.acceptTerms === true,
          bankAccountNumber: body.payout?.bankAccountNumber ?? null,
          invoiceAddress: body.payout ? { ...body.payout.invoiceAddress, postalPlace: 'OSLO' } : null,
        } as ProviderMe['legalInfo'],
      });
      return { body: JSON.parse(JSON.stringify(provider)) };
    },
    [`/api/provider/${providerId}/legal`]: (_url, request) => legal(request),
    '/api/location/lookup': { status: 400, body: { message: 'Not found', status: 400 } },
  });
  const { router } = renderApp(path);
  return { api, router };
}

const partialBodies = (api: { requests: FakeRequest[] }) => api.requests.filter((request) => request.path === '/api/provider/partial').map((request) => request.body);
const errorText = (key: string) => i18n.t(key as 'error.national_id.invalid', { ns: 'errors' });
const idPhoto = () => new File(['id'], 'leg.jpg', { type: 'image/jpeg' });

describe('provider registration', () => {
  it('goes through the stages, refuses bad numbers, saves each stage and sends the application', async () => {
    const user = userEvent.setup();
    const { api, router } = renderRegistration('/register', null, () => ({ body: JSON.parse(JSON.stringify(aDraft({ status: 'pending' }))) }));

    await user.click(await screen.findByRole('link', { name: 'Start registreringen' }));
    expect(router.state.location.pathname).toBe('/register/steg/1');
    const progress = screen.getByRole('navigation', { name: 'Registreringen' });
    expect(within(progress).getByText('Steg 1 av 4: Kategori')).toBeTruthy();
    expect(within(progress).getByText('Kategori').closest('li')?.getAttribute('aria-current')).toBe('step');

    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText('Feltet er påkrevd')).toBeTruthy();
    expect(partialBodies(api)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Rengjøring' }));
    await user.click(screen.getByRole('button', { name: 'Neste' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hvem registrerer seg?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register/steg/2');
    expect(partialBodies(api)).toEqual([{ stage: 2, categoryId }]);
    await user.click(screen.getByRole('radio', { name: 'Privatperson' }));
    await user.click(screen.getByRole('button', { name: 'Neste' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Opplysninger' })).toBeTruthy();
    expect(partialBodies(api)[1]).toEqual({ stage: 3, categoryId, orgType: 'individual' });
    expect((screen.getByRole('textbox', { name: 'E-post' }) as HTMLInputElement).value).toBe('kari@eksempel.no');
    await user.type(screen.getByRole('textbox', { name: 'Fødselsnummer' }), '15076500566');
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText(errorText('error.national_id.invalid'))).toBeTruthy();
    expect(screen.getByText(errorText('error.auth.terms_required'))).toBeTruthy();
    expect(screen.getByText(errorText('error.provider.id_photo_required'))).toBeTruthy();
    expect(partialBodies(api)).toHaveLength(2);

    await user.clear(screen.getByRole('textbox', { name: 'Fødselsnummer' }));
    await user.type(screen.getByRole('textbox', { name: 'Fødselsnummer' }), '150765 00565');
    await user.upload(screen.getByLabelText('Bilde av legitimasjon'), idPhoto());
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar vilkårene for leverandører' }));
    await user.click(screen.getByRole('button', { name: 'Neste' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Utbetaling' })).toBeTruthy();
    expect(partialBodies(api)[2]).toEqual({
      stage: 4,
      categoryId,
      orgType: 'individual',
      details: { orgType: 'individual', firstName: 'Kari', lastName: 'Nordmann', email: 'kari@eksempel.no', nationalId: '15076500565', acceptTerms: true },
    });

    await user.type(screen.getByRole('textbox', { name: 'Kontonummer' }), '1234.56.78900');
    await user.type(screen.getByRole('textbox', { name: 'Gateadresse' }), 'Storgata 1');
    await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), '01a55');
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText(errorText('error.bank_account.invalid'))).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Postnummer' })).toHaveProperty('value', '01a55');
    expect(screen.getByText('Postnummeret må være fire siffer')).toBeTruthy();
    expect(partialBodies(api)).toHaveLength(3);
    await user.clear(screen.getByRole('textbox', { name: 'Postnummer' }));
    await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), '0155');

    await user.clear(screen.getByRole('textbox', { name: 'Kontonummer' }));
    await user.type(screen.getByRole('textbox', { name: 'Kontonummer' }), '1234.56.78903');
    await user.click(screen.getByRole('button', { name: 'Neste' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Se over og send' })).toBeTruthy();
    expect(partialBodies(api)[3]).toMatchObject({
      stage: 5,
      payout: { bankAccountNumber: '12345678903', invoiceAddress: { street: 'Storgata 1', postalCode: '0155' } },
    });
    expect(screen.getByText(/0155 OSLO/)).toBeTruthy();
    expect(screen.getByText('Bildet av legitimasjonen sendes med søknaden.')).toBeTruthy();

    // The browser's back and forward go between stages, keeping what was typed.
    expect(screen.getByRole('link', { name: 'Tilbake' }).getAttribute('href')).toBe('/register/steg/4');
    await router.navigate(-1);
    expect((await screen.findByRole('textbox', { name: 'Kontonummer' }) as HTMLInputElement).value).toBe('1234.56.78903');
    await router.navigate(1);
    await user.click(await screen.findByRole('button', { name: 'Send til godkjenning' }));

    expect(await screen.findByText('Registreringer gjennomgås manuelt, vanligvis innen et par dager. Du får en e-post.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST' && request.path === `/api/provider/${providerId}/legal`)).toBe(true);
    expect(screen.getByRole('link', { name: 'Gå til leverandørsiden' }).getAttribute('href')).toBe('/agent');
  });

  it('resumes a company draft where it was left and refuses a bad organisation number', async () => {
    const user = userEvent.setup();
    const { api } = renderRegistration('/register', aDraft({ registrationStage: 3, orgType: 'company', legalInfo: { ...emptyLegal, orgType: 'company' } }));

    await user.click(await screen.findByRole('link', { name: 'Fortsett der du slapp' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opplysninger' })).toBeTruthy();
    expect(screen.queryByLabelText('Bilde av legitimasjon')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Firmanavn' }), 'Vask AS');
    await user.type(screen.getByRole('textbox', { name: 'Organisasjonsnummer' }), '923609017');
    await user.click(screen.getByRole('checkbox', { name: 'Jeg godtar vilkårene for leverandører' }));
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText(errorText('error.org_number.invalid'))).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Organisasjonsnummer' }));
    await user.type(screen.getByRole('textbox', { name: 'Organisasjonsnummer' }), '923 609 016');
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Utbetaling' })).toBeTruthy();
    expect(partialBodies(api)[0]).toMatchObject({
      stage: 4,
      orgType: 'company',
      details: { orgType: 'company', companyName: 'Vask AS', orgNumber: '923609016', acceptTerms: true },
    });
  });

  it('asks again for the ID photo on another device and shows the server problems on the summary', async () => {
    const user = userEvent.setup();
    const complete = aDraft({
      registrationStage: 5,
      legalInfo: {
        ...emptyLegal,
        orgType: 'individual',
        firstName: 'Kari',
        lastName: 'Nordmann',
        email: 'kari@eksempel.no',
        nationalId: '15076500565',
        bankAccountNumber: '12345678903',
        invoiceAddress: { street: 'Storgata 1', postalCode: '0155', postalPlace: 'OSLO' },
        // The photo never left the first device: it is only sent with the application.
        hasIdPhoto: false,
        termsAccepted: true,
      },
    });
    renderRegistration('/register/steg/5', complete, () =>
      apiErrorAnswer(400, 'error.provider.legal_failed', 'Something went wrong. Please review and try again.', {
        issues: [{ path: ['nationalId'], key: 'error.national_id.invalid', message: 'Not valid' }],
      }),
    );

    const send = await screen.findByRole('button', { name: 'Send til godkjenning' });
    expect(screen.getByText('Velg bildet av legitimasjonen før du sender.')).toBeTruthy();
    await user.click(send);
    expect(await screen.findByText(errorText('error.provider.id_photo_required'))).toBeTruthy();

    await user.upload(screen.getByLabelText('Bilde av legitimasjon'), idPhoto());
    await user.click(send);
    expect((await screen.findByRole('alert')).textContent).toContain(errorText('error.provider.legal_failed'));
    expect(screen.getByText(errorText('error.national_id.invalid'))).toBeTruthy();
  });
});
