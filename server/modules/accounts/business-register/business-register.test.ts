import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidOrgNumber } from '#shared/validation/org-number.ts';
import { testConfig } from '#server/test/test-config.ts';
import { BrregBusinessRegister } from './brreg-business-register.ts';
import { createBusinessRegister } from './create-business-register.ts';
import { LocalBusinessRegister, localRegisterCompanies } from './local-business-register.ts';

describe('LocalBusinessRegister', () => {
  const register = new LocalBusinessRegister();

  it('finds a listed company by organisation number', async () => {
    expect(await register.lookup('923609016')).toEqual({ orgNumber: '923609016', name: 'EQUINOR ASA' });
  });

  it('answers null for a valid number it does not list', async () => {
    expect(isValidOrgNumber('999999999')).toBe(true);
    expect(await register.lookup('999999999')).toBeNull();
  });

  it('lists only numbers that pass the MOD11 check, each once', () => {
    expect(localRegisterCompanies.length).toBeGreaterThanOrEqual(15);
    for (const company of localRegisterCompanies) expect(isValidOrgNumber(company.orgNumber), company.orgNumber).toBe(true);
    expect(new Set(localRegisterCompanies.map((company) => company.orgNumber)).size).toBe(localRegisterCompanies.length);
  });
});

describe('BrregBusinessRegister against a stand-in register', () => {
  let server: Server;
  let apiUrl: string;
  const requested: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      switch (request.url) {
        case '/api/enheter/923609016':
          return json(200, { organisasjonsnummer: '923609016', navn: 'EQUINOR ASA', konkurs: false, underAvvikling: false });
        case '/api/enheter/914778271':
          return json(200, { organisasjonsnummer: '914778271', navn: 'NORSK HYDRO ASA', konkurs: true, underAvvikling: true });
        case '/api/enheter/974760673':
          return json(410, { organisasjonsnummer: '974760673', slettedato: '2020-01-01', respons_klasse: 'SlettetEnhet' });
        case '/api/enheter/984851006':
          return json(500, { feilmelding: 'Intern feil' });
        default:
          return json(404, { feilmelding: 'Ingen enhet funnet' });
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the registered name of an existing entity', async () => {
    expect(await new BrregBusinessRegister(apiUrl).lookup('923609016')).toEqual({ orgNumber: '923609016', name: 'EQUINOR ASA' });
    expect(requested).toContain('/api/enheter/923609016');
  });

  it('still returns a company that is bankrupt or being wound up', async () => {
    expect(await new BrregBusinessRegister(`${apiUrl}/`).lookup('914778271')).toEqual({ orgNumber: '914778271', name: 'NORSK HYDRO ASA' });
  });

  it('answers null for an unknown (404) or deleted (410) entity', async () => {
    const register = new BrregBusinessRegister(apiUrl);
    expect(await register.lookup('999999999')).toBeNull();
    expect(await register.lookup('974760673')).toBeNull();
  });

  it('does not ask the register about something that is not 9 digits', async () => {
    const before = requested.length;
    expect(await new BrregBusinessRegister(apiUrl).lookup('../enheter')).toBeNull();
    expect(requested.length).toBe(before);
  });

  it('throws when the register fails (5xx) or cannot be reached', async () => {
    await expect(new BrregBusinessRegister(apiUrl).lookup('984851006')).rejects.toThrow(/500/);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(new BrregBusinessRegister(deadUrl).lookup('923609016')).rejects.toThrow(/unreachable/);
  });

  it('gives up after the timeout', async () => {
    const slow = createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/api`;
      await expect(new BrregBusinessRegister(slowUrl, { timeoutMs: 100 }).lookup('923609016')).rejects.toThrow(/unreachable/);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});

describe('createBusinessRegister', () => {
  it('uses the local list outside production unless told otherwise, and the real register when configured', () => {
    expect(createBusinessRegister(testConfig())).toBeInstanceOf(LocalBusinessRegister);
    expect(createBusinessRegister(testConfig({ BUSINESS_REGISTER: 'brreg' }))).toBeInstanceOf(BrregBusinessRegister);
  });
});
