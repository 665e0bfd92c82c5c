import { describe, expect, it } from 'vitest';
import { decodeFormParam, encodeFormParam } from './form-in-url.ts';

const categoryId = '00000000-0000-4000-8000-0000000000c1';
const serviceId = '00000000-0000-4000-8000-0000000000a1';

describe('a request carried in the address (?form=)', () => {
  it('reads a custom request, Norwegian letters included', () => {
    const dto = { categoryId, title: 'Flyttevask på Grünerløkka', description: 'Tre rom.', startTime: null, deliveryPlace: null, sendToAll: true };
    expect(decodeFormParam(encodeFormParam(dto))).toEqual({
      kind: 'customRequest',
      dto: { ...dto, tags: [], recipients: [], answers: [] },
    });
  });

  it('reads a service request with its start time when the form names a service', () => {
    const form = { serviceId, startTime: '2026-12-05T09:00:00+01:00', deliveryPlace: { street: 'Storgata 1', postalCode: '0155' } };
    expect(decodeFormParam(encodeFormParam(form))).toEqual({ kind: 'serviceRequest', form: { ...form, addons: [] } });
  });

  it('accepts the URL-safe alphabet without padding', () => {
    const param = encodeFormParam({ categoryId, title: 'Ø?', description: 'å>', startTime: null, deliveryPlace: null, sendToAll: true });
    const urlSafe = param.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeFormParam(urlSafe)?.kind).toBe('customRequest');
  });

  it('refuses what is not base64 of JSON of either shape', () => {
    expect(decodeFormParam('not base64!')).toBeNull();
    expect(decodeFormParam(btoa('{broken'))).toBeNull();
    expect(decodeFormParam(btoa('"text"'))).toBeNull();
    expect(decodeFormParam(encodeFormParam({ title: 'No category' }))).toBeNull();
    expect(decodeFormParam(encodeFormParam({ serviceId: 'not-a-uuid', startTime: '2026-12-05T09:00:00Z' }))).toBeNull();
    expect(decodeFormParam(btoa(String.fromCharCode(0xff, 0xfe)))).toBeNull();
  });
});
