import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Recipient } from '../../shared/domain/recipient';
import { call, type NodeBank, post, restartNodeBank, signIn, startNodeBank } from '../testingNode';

const LIST = '/boom/v2/payouts/recipients';
const DUPCHECK = '/boom/v2/payouts/recipients/dupcheck';
const detailPath = (id: string) => `/boom/v2/payouts/recipients/detail/${id}`;
const DUPLICATE = 'Recipient already exists. Please check your input.';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const token = async (email = 'admin@demo.test') => (await signIn(email)).accessToken;
const list = async (bearer: string) =>
  (await call<{ recipients: Recipient[] }>(LIST, { bearer })).body.recipients;
const remove = (bearer: string, id: string) =>
  call(LIST, { method: 'DELETE', bearer, body: { recipientDisplayReferenceID: id } });

/** A new GBP recipient as the add form sends it. */
const gbp = (accountNumber = '41234567') => ({
  country: 'GB',
  currency: 'GBP',
  name: 'Thames Trading Ltd',
  accountType: 'CORPORATE',
  accountNumber,
  bankName: 'Barclays Bank',
  swiftCodeValue: 'barcgb22',
  routingCodeType: 'SORT',
  routingCodeValue: '200000',
  address: '1 Churchill Place',
  city: 'London',
});

describe('recipient list and detail', () => {
  it('lists the seeded local and overseas recipients in several currencies', async () => {
    const recipients = await list(await token());
    const local = recipients.filter((r) => r.recipientType === 'LOCAL');
    const overseas = recipients.filter((r) => r.recipientType === 'OVERSEAS');
    expect([local.length, overseas.length]).toEqual([7, 15]);
    // Two local rows are business accounts of this product at DBS (spec-2 §3 classification).
    expect(
      local.filter((r) => /^88516[45]/.test(r.recipientAccountNo)).map((r) => r.recipientBankCode),
    ).toEqual(['DBSSSGSG', 'DBSSSGSG']);
    expect(new Set(local.map((r) => r.recipientCountry))).toEqual(new Set(['SG']));
    for (const currency of ['SGD', 'USD', 'GBP', 'EUR', 'INR', 'AUD', 'MYR', 'IDR'])
      expect(recipients.some((r) => r.currency === currency)).toBe(true);
    // The dimmed rows: a currency the product does not pay out in, VND corporate, CNY individual.
    expect(recipients.find((r) => r.currency === 'NZD')?.displayReferenceId).toBe('RCP-0021');
  });

  it('gives the same recipients on every start (seeded)', async () => {
    const first = await list(await token());
    expect(first).toHaveLength(22);
    await bank.shutdown();
    bank = await startNodeBank();
    expect(await list(await token())).toEqual(first);
  });

  it('lists recipients to the accountant while approvals are on, refuses it with NO_PERMISSION_API otherwise', async () => {
    const bearer = await token('accountant@demo.test');
    expect((await list(bearer)).length).toBe(22);
    bank.setToggle('approvals', false);
    expect(await call(LIST, { bearer })).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    expect((await call(detailPath('RCP-0001'), { bearer })).status).toBe(403);
  });

  it('refuses the list and the detail to the general role with NO_PERMISSION_API', async () => {
    const bearer = await token('general@demo.test');
    expect(await call(LIST, { bearer })).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    expect((await call(detailPath('RCP-0001'), { bearer })).body).toMatchObject({
      code: 'NO_PERMISSION_API',
    });
  });

  it('answers one recipient by id, and 404 RECIPIENT_NOT_FOUND for an unknown id', async () => {
    const bearer = await token();
    const detail = await call<{ recipient: Recipient }>(detailPath('RCP-0001'), { bearer });
    expect(detail.body.recipient).toEqual((await list(bearer))[0]);
    expect(await call(detailPath('RCP-9999'), { bearer })).toMatchObject({
      status: 404,
      body: { code: 'RECIPIENT_NOT_FOUND' },
    });
  });
});

describe('adding a recipient', () => {
  it('adds an overseas recipient that every user then sees, and keeps it across a restart', async () => {
    const added = await post<{ recipient: Recipient }>(LIST, {
      bearer: await token('finance@demo.test'),
      body: gbp(),
    });
    expect(added.status).toBe(200);
    expect(added.body.recipient).toMatchObject({
      recipientType: 'OVERSEAS',
      recipientNickName: 'Thames Trading Ltd',
      recipientAccountName: 'Thames Trading Ltd',
      recipientAccountNo: '41234567',
      currency: 'GBP',
      recipientCountry: 'GB',
      swiftCodeValue: 'BARCGB22',
      routingCodeType: 'SORT',
      routingCodeValue: '200000',
      payoutPurpose: 'Transfers',
    });
    const id = added.body.recipient.displayReferenceId;
    expect((await list(await token())).map((r) => r.displayReferenceId)).toContain(id);
    bank = await restartNodeBank(bank);
    expect((await list(await token())).map((r) => r.displayReferenceId)).toContain(id);
  });

  it('makes a recipient in Singapore LOCAL', async () => {
    const added = await post<{ recipient: Recipient }>(LIST, {
      bearer: await token(),
      body: {
        country: 'SG',
        currency: 'SGD',
        name: 'Marina Supplies',
        accountType: 'CORPORATE',
        accountNumber: '0123456789',
        bankName: 'United Overseas Bank',
        swiftCodeValue: 'UOVBSGSG',
      },
    });
    expect(added.body.recipient).toMatchObject({ recipientType: 'LOCAL', currency: 'SGD' });
  });

  it('takes a tax id as long as the field rules allow (20 characters), not only 18', async () => {
    const added = await post<{ recipient: Recipient }>(LIST, {
      bearer: await token(),
      body: {
        country: 'BR',
        currency: 'BRL',
        name: 'Sao Paulo Comercio Ltda',
        accountType: 'CORPORATE',
        identificationType: 'CNPJ',
        identificationValue: '12345678000195123456',
        bankAccountType: 'CHECKING',
        accountNumber: '123456789',
        routingCodeValue: '1234',
        bankCode: '001',
        bankName: 'Banco do Brasil',
        swiftCodeValue: 'BRASBRRJ',
        address: 'Avenida Paulista 1000',
        city: 'Sao Paulo',
        state: 'SP',
        postal: '01310100',
        contactCountryCode: '+55',
        contactNumber: '11987654321',
      },
    });
    expect(added.body).toMatchObject({ recipient: {} });
    expect(added.body.recipient.recipientIdentificationValue).toBe('12345678000195123456');
  });

  it('refuses a duplicate on the check and on the add with RECORD_ALREADY_EXISTS and the spec text', async () => {
    const bearer = await token();
    const [seeded] = (await list(bearer)).filter((r) => r.currency === 'GBP');
    // The same account number written in groups and lower case is the same recipient.
    const again = gbp(
      `${seeded?.recipientAccountNo.slice(0, 4)} ${seeded?.recipientAccountNo.slice(4)}`,
    );
    for (const path of [DUPCHECK, LIST]) {
      expect(await post(path, { bearer, body: again })).toMatchObject({
        status: 409,
        body: { code: 'RECORD_ALREADY_EXISTS', description: DUPLICATE },
      });
    }
    expect((await list(bearer)).length).toBe(22);
  });

  it('passes the check for a new recipient without adding it', async () => {
    const bearer = await token();
    expect(await post(DUPCHECK, { bearer, body: gbp('49876543') })).toEqual({
      status: 200,
      body: {},
    });
    expect((await list(bearer)).length).toBe(22);
  });

  it('refuses a second add of the same recipient', async () => {
    const bearer = await token();
    expect((await post(LIST, { bearer, body: gbp() })).status).toBe(200);
    expect((await post(LIST, { bearer, body: gbp() })).body).toMatchObject({
      code: 'RECORD_ALREADY_EXISTS',
      description: DUPLICATE,
    });
  });

  it('refuses the add and the check to the accountant and general roles with NO_PERMISSION_API', async () => {
    for (const email of ['accountant@demo.test', 'general@demo.test']) {
      const bearer = await token(email);
      for (const path of [LIST, DUPCHECK]) {
        expect(await post(path, { bearer, body: gbp() })).toMatchObject({
          status: 403,
          body: { code: 'NO_PERMISSION_API' },
        });
      }
    }
  });

  it('refuses a currency it does not pay out in, or a name too long, with INVALID_PARAM_ERROR naming the field', async () => {
    const bearer = await token();
    expect((await post(LIST, { bearer, body: { ...gbp(), currency: 'NZD' } })).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'currency',
    });
    expect(
      (await post(LIST, { bearer, body: { ...gbp(), name: 'x'.repeat(256) } })).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'name' });
  });
});

/** A new EUR recipient in Germany, as the add form sends it. */
const eur = (accountNumber: string) => ({
  country: 'DE',
  currency: 'EUR',
  name: 'Rhein Handel GmbH',
  accountType: 'CORPORATE',
  accountNumber,
  bankName: 'Deutsche Bank',
  swiftCodeValue: 'DEUTDEFF',
});

describe('the field rules, at the bank', () => {
  it("refuses what the form would, with the spec's text on the field: a GBP IBAN whose sort code does not match", async () => {
    const bearer = await token();
    // A published Barclays IBAN: its sort code is 200000.
    const iban = 'GB33BUKB20201555555555';
    expect(
      (await post(LIST, { bearer, body: { ...gbp(iban), routingCodeValue: '200000' } })).body,
    ).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'routingCodeValue',
      description: 'The SORT code does not match the IBAN number',
    });
    expect(
      (await post(LIST, { bearer, body: { ...gbp(iban), routingCodeValue: '202015' } })).status,
    ).toBe(200);
  });

  it('refuses a EUR IBAN with wrong check digits (a typo would pay a stranger), naming the account number', async () => {
    const bearer = await token();
    expect(await post(LIST, { bearer, body: eur('DE88370400440532013000') })).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAM_ERROR',
        field: 'accountNumber',
        description: 'Please enter a valid IBAN number.',
      },
    });
    expect((await post(DUPCHECK, { bearer, body: eur('DE88370400440532013000') })).status).toBe(
      400,
    );
    expect((await post(LIST, { bearer, body: eur('DE89370400440532013000') })).status).toBe(200);
  });

  it("refuses a DBS account number of another currency with the spec's whole sentence", async () => {
    const bearer = await token();
    // 885164: a DBS business prefix of SGD (classification.ts), sent as a USD recipient.
    const answer = await post(LIST, {
      bearer,
      body: {
        country: 'SG',
        currency: 'USD',
        name: 'Marina Supplies',
        accountType: 'CORPORATE',
        accountNumber: '885164123456',
        bankName: 'DBS Bank',
        swiftCodeValue: 'DBSSSGSG',
      },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAM_ERROR',
        field: 'accountNumber',
        description: 'Please enter a valid USD account number where USD is the selected currency.',
      },
    });
  });

  it("refuses one of the company's own accounts as a recipient, naming the account number", async () => {
    const bearer = await token();
    const own = bank.accounts().find((a) => a.currency === 'SGD')?.accountNumber ?? '';
    const answer = await post(LIST, {
      bearer,
      body: {
        country: 'SG',
        currency: 'SGD',
        name: 'Ourselves',
        accountType: 'CORPORATE',
        accountNumber: own,
        bankName: 'DBS Bank',
        swiftCodeValue: 'DBSSSGSG',
      },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAM_ERROR',
        field: 'accountNumber',
        description:
          'This is your own YouBiz account. Please use Exchange/Internal Transfer feature instead.',
      },
    });
  });
});

describe('what a client sends beside the rules', () => {
  /** A local SGD recipient as the local form sends it. */
  const local = {
    country: 'SG',
    currency: 'SGD',
    name: 'Marina Supplies',
    accountType: 'CORPORATE',
    accountNumber: '5012345678',
    swiftCodeValue: 'OCBCSGSG',
  };

  it("stores only what the currency's rules read: HTML and formula text sent in fields a local recipient has not are dropped", async () => {
    const bearer = await token();
    const answer = await post<{ recipient: Recipient }>(LIST, {
      bearer,
      body: {
        ...local,
        email: 'phish@evil.test',
        relationship: '<img src=x onerror=alert(1)> =HYPERLINK("http://evil.test")',
        identificationValue: '@SUM(1+1)*cmd',
        routingCodeValue: '123456',
      },
    });
    expect(answer.status).toBe(200);
    const stored = answer.body.recipient;
    expect(stored).not.toHaveProperty('recipientEmail');
    expect(stored).not.toHaveProperty('recipientRelationship');
    expect(stored).not.toHaveProperty('recipientIdentificationValue');
    expect(stored).not.toHaveProperty('routingCodeValue');
    expect(stored).toMatchObject({
      recipientAccountName: 'Marina Supplies',
      recipientAccountNo: '5012345678',
      swiftCodeValue: 'OCBCSGSG',
    });
    const listed = (await list(bearer)).find(
      (r) => r.displayReferenceId === stored.displayReferenceId,
    );
    expect(listed).toEqual(stored);
  });

  it('stores the fields as the rules read them (trimmed, codes upper case), not as sent', async () => {
    const bearer = await token();
    const answer = await post<{ recipient: Recipient }>(LIST, {
      bearer,
      body: { ...local, name: '  Marina Supplies ', swiftCodeValue: ' ocbc sgsg ' },
    });
    expect(answer.body.recipient).toMatchObject({
      recipientAccountName: 'Marina Supplies',
      recipientNickName: 'Marina Supplies',
      swiftCodeValue: 'OCBCSGSG',
      recipientBankCode: 'OCBCSGSG',
    });
  });

  it('refuses a name hiding a right-to-left override or a zero-width joiner, instead of storing it stripped', async () => {
    const bearer = await token();
    for (const name of ['Invoice\u202Efdp.exe', 'Marina\u200DSupplies', 'Marina\u0000Supplies']) {
      const answer = await post(LIST, { bearer, body: { ...local, name } });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          code: 'INVALID_PARAM_ERROR',
          field: 'name',
          description: "Acceptable characters: a-z A-Z 0-9 space / - ( ) . , '",
        },
      });
    }
    expect(await list(bearer)).toHaveLength(22);
  });
});

describe('deleting a recipient', () => {
  it('deletes it for all users, keeps it deleted across a restart, then answers RECIPIENT_NOT_FOUND', async () => {
    expect(await remove(await token('subadmin@demo.test'), 'RCP-0002')).toEqual({
      status: 200,
      body: {},
    });
    const admin = await token();
    expect((await list(admin)).map((r) => r.displayReferenceId)).not.toContain('RCP-0002');
    expect((await call(detailPath('RCP-0002'), { bearer: admin })).status).toBe(404);
    bank = await restartNodeBank(bank);
    const again = await token();
    expect((await list(again)).map((r) => r.displayReferenceId)).not.toContain('RCP-0002');
    expect(await remove(again, 'RCP-0002')).toMatchObject({
      status: 404,
      body: { code: 'RECIPIENT_NOT_FOUND' },
    });
  });

  it("brings deleted recipients back and drops added ones on the demo panel's reset", async () => {
    const bearer = await token();
    await remove(bearer, 'RCP-0001');
    await post(LIST, { bearer, body: gbp() });
    bank.reset();
    const ids = (await list(await token())).map((r) => r.displayReferenceId);
    expect(ids).toHaveLength(22);
    expect(ids).toContain('RCP-0001');
  });

  it('refuses the delete to the accountant and general roles with NO_PERMISSION_API', async () => {
    for (const email of ['accountant@demo.test', 'general@demo.test']) {
      expect(await remove(await token(email), 'RCP-0001')).toMatchObject({
        status: 403,
        body: { code: 'NO_PERMISSION_API' },
      });
    }
    expect((await list(await token())).length).toBe(22);
  });
});
