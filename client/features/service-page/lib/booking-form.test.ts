import { describe, expect, it } from 'vitest';
import { anAddon, aPublicService } from '../service-page.fixtures.ts';
import { addonMinutesOf, directBody, emptyDraft, fieldOfErrorKey, priceSummary, requestBody, validateDraft, type BookingDraft } from './booking-form.ts';

const oven = anAddon({ id: '20000000-0000-4000-8000-000000000001', title: 'Vask av ovn', unitType: 'custom', unitPriceOre: 35_000, unitTimeMinutes: 45, maxUnits: 2 });
const guest = anAddon({ id: '20000000-0000-4000-8000-000000000002', title: 'Ekstra gjest', unitType: 'participant', unitPriceOre: 20_000, unitTimeMinutes: 0, maxUnits: 10, unitsInBasePrice: 4 });
const service = aPublicService({ basePriceOre: 120_000, baseDurationMinutes: 180, addons: [oven, guest], maxBaseParticipants: null });
const draft = (patch: Partial<BookingDraft> = {}): BookingDraft => ({ ...emptyDraft, ...patch });

describe('priceSummary', () => {
  it('is the base price alone, with VAT at the category rate (25 %) and the base duration', () => {
    const summary = priceSummary(service, draft());
    if (!summary.ok) throw summary.error;
    expect(summary.price.totalOre).toBe(120_000);
    expect(summary.price.vatOre).toBe(24_000);
    expect(summary.durationMinutes).toBe(180);
    expect(addonMinutesOf(summary)).toBe(0);
  });

  it('adds a custom add-on per unit, in price and time', () => {
    const summary = priceSummary(service, draft({ addons: { [oven.id]: 2 } }));
    if (!summary.ok) throw summary.error;
    expect(summary.price.totalOre).toBe(190_000);
    expect(summary.price.lines.map((line) => line.amountOre)).toEqual([120_000, 70_000]);
    expect(summary.durationMinutes).toBe(270);
    expect(addonMinutesOf(summary)).toBe(90);
  });

  it('charges a participant add-on only for participants beyond those in the base price', () => {
    const party = aPublicService({ ...service, maxBaseParticipants: 4, category: { ...service.category, enableParticipants: true } });
    const summary = priceSummary(party, draft({ participants: 6, addons: { [guest.id]: 1 } }));
    if (!summary.ok) throw summary.error;
    expect(summary.price.totalOre).toBe(120_000 + 2 * 20_000);
  });

  it('refuses more participants than the base price covers without a participant add-on', () => {
    const party = aPublicService({ ...service, maxBaseParticipants: 4 });
    const summary = priceSummary(party, draft({ participants: 6 }));
    expect(summary.ok).toBe(false);
    if (summary.ok) return;
    expect(summary.error.key).toBe('error.booking.participants_out_of_range');
    expect(addonMinutesOf(summary)).toBe(0);
  });
});

describe('validateDraft', () => {
  const ok = priceSummary(service, draft());
  it('asks for a date, an address and the terms, each beside its field', () => {
    const errors = validateDraft(draft(), ok);
    expect(errors.startTime?.key).toBe('error.booking.date_required');
    expect(errors.deliveryPlace?.key).toBe('error.booking.address_required');
    expect(errors.acceptTerms?.key).toBe('error.auth.terms_required');
  });

  it('wants a time as well as a day, and both street and postal code', () => {
    const errors = validateDraft(draft({ day: '2026-12-01', street: 'Storgata 1', postalCode: ' ', acceptTerms: true }), ok);
    expect(Object.keys(errors)).toEqual(['startTime', 'deliveryPlace']);
  });

  it.each(['01a5', 'abcd', '155', '01555'])('says a postal code %j must be four digits, not that the address is missing', (postalCode) => {
    const errors = validateDraft(draft({ day: '2026-12-01', time: '2026-12-01T09:00:00.000Z', street: 'Storgata 1', postalCode, acceptTerms: true }), ok);
    expect(errors).toEqual({ deliveryPlace: { key: 'error.postal_code.invalid' } });
  });

  it('refuses a note past its limit with the limit, and lets one at the limit through', () => {
    const base = { day: '2026-12-01', time: '2026-12-01T09:00:00.000Z', street: 'Storgata 1', postalCode: '0155', acceptTerms: true };
    expect(validateDraft(draft({ ...base, note: 'a'.repeat(2001) }), ok)).toEqual({ note: { key: 'error.text.too_long', params: { count: 2000 } } });
    expect(validateDraft(draft({ ...base, note: 'a'.repeat(2000) }), ok)).toEqual({});
  });

  it('has nothing to say about a complete draft', () => {
    const complete = draft({ day: '2026-12-01', time: '2026-12-01T09:00:00.000Z', street: 'Storgata 1', postalCode: '0155', acceptTerms: true });
    expect(validateDraft(complete, ok)).toEqual({});
  });
});

describe('request and direct bodies', () => {
  const complete = draft({
    day: '2026-12-01',
    time: '2026-12-01T09:00:00.000Z',
    street: ' Storgata 1 ',
    postalCode: '0155',
    acceptTerms: true,
    addons: { [oven.id]: 1, [guest.id]: 0 },
    paymentMethod: 'invoice',
  });

  it('sends the chosen add-ons with units, trimmed address and no participants where none are asked for', () => {
    expect(requestBody(service, complete)).toEqual({
      serviceId: service.id,
      startTime: '2026-12-01T09:00:00.000Z',
      deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
      addons: [{ id: oven.id, units: 1 }],
    });
  });

  it('adds payment method and the accepted terms to a direct booking', () => {
    expect(directBody(service, complete)).toMatchObject({ paymentMethod: 'invoice', acceptTerms: true, addons: [{ id: oven.id, units: 1 }] });
  });

  it('sends participants and a participant add-on without units when the service counts them', () => {
    const party = aPublicService({ ...service, maxBaseParticipants: 4 });
    expect(requestBody(party, { ...complete, participants: 6, addons: { [guest.id]: 1 }, note: ' Ring på ' })).toMatchObject({
      participants: 6,
      addons: [{ id: guest.id }],
      note: 'Ring på',
    });
  });
});

describe('fieldOfErrorKey', () => {
  it.each([
    ['error.booking.time_already_booked', 'startTime'],
    ['error.booking.date_required', 'startTime'],
    ['error.booking.address_not_delivered', 'deliveryPlace'],
    ['error.booking.address_required', 'deliveryPlace'],
    ['error.booking.addon_units_out_of_range', 'addons'],
    ['error.payment.failed', 'paymentMethod'],
    ['error.auth.terms_required', 'acceptTerms'],
    ['error.booking.instant_booking_off', null],
    [undefined, null],
  ])('puts %s beside %s', (key, field) => {
    expect(fieldOfErrorKey(key)).toBe(field);
  });
});
