import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../shared/routing/paths';
import { updateApplicants, type ApplicantsState } from '../rules/applicants';
import { APPLICANTS_KEY, applicantsStore } from '../stores/applicants';
import { nric, registryDataOf, type RegistryData } from '../rules/registryData';
import { defaultScenario, DEMO_COMPANY } from '../scenarios/default';
import { INDUSTRIES } from '../builders/industries';
import { SCENARIOS } from '../scenarios/registry';
import { buildUser, KYC_ACCEPTED } from '../builders/users';
import {
  call,
  type CallResult,
  type NodeBank,
  post,
  restartNodeBank,
  signIn,
  startNodeBank,
} from '../testingNode';

const KYC = '/v1/boom/kyc';
const HOUR = 60 * 60_000;
const MB = 1024 * 1024;

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const tokenOf = async (email: string) => (await signIn(email)).accessToken;
/** The bank's onboarding records as kept (the node bank shares this process's localStorage). */
const stored = () => applicantsStore.load() as ApplicantsState;

interface FileUpload {
  fileName: string;
  contentType: string;
  size: number;
  content: string;
}
const file = (
  fileName = 'incorporation.pdf',
  text = '%PDF-1.4 demo',
  contentType = 'application/pdf',
): FileUpload => ({
  fileName,
  contentType,
  size: text.length,
  content: btoa(text),
});
type Uploaded = { Documents: { referenceID: string; signedURL: string; fileName: string }[] };
/** A PDF of `n` bytes ('%PDF-' then filler), base64-encoded. */
const bytes = (n: number) => {
  const pdf = Buffer.alloc(n, 7);
  pdf.write('%PDF-');
  return pdf.toString('base64');
};
/** The first bytes of each type (its signature), as a binary string btoa takes. */
const HEADS = {
  pdf: '%PDF-1.7\n',
  png: '\x89PNG\r\n\x1a\n',
  jpeg: '\xff\xd8\xff\xe0',
} as const;
/** statement.pdf of `n` bytes, saying it has `size`. */
const big = (n: number, size = n): FileUpload => ({
  fileName: 'statement.pdf',
  contentType: 'application/pdf',
  size,
  content: bytes(n),
});
const upload = (bearer: string, one: FileUpload = file()) =>
  post<Uploaded & { code?: string; description?: string }>(`${KYC}/document`, {
    bearer,
    body: { fileUploads: [one] },
  });
const referenceOf = async (bearer: string, one?: FileUpload) =>
  (await upload(bearer, one)).body.Documents[0]?.referenceID ?? '';

const consent = (bearer: string) =>
  call<{ authURI: string; state: string; code?: string; description?: string }>(
    `${KYC}/myinfo/auth-uri`,
    { bearer },
  );
const info = (bearer: string, state: string) =>
  call<RegistryData & { code?: string; description?: string }>(
    `${KYC}/myinfo/info?state=${encodeURIComponent(state)}`,
    { bearer },
  );

/** A whole application (the contract's required fields), naming `references`. */
function application(references: string[]) {
  const data = registryDataOf({
    corpID: 'CORP-TEST',
    companyName: 'Nimbus Trading Pte. Ltd.',
    firstName: 'Wei Ling',
    lastName: 'Tan',
  });
  return {
    ...data,
    businessProfile: {
      entityTotalNumberOfEmployees: '2-5',
      entityDescription: 'Wholesale of office supplies.',
      entitySelectLocations: ['SG'],
      sourceOfFunds: ['Business revenue'],
      statesToUse: ['Paying suppliers'],
      entityMarketingMediums: [],
      isMailingAddressSame: true,
    },
    card: { nameOnCard: 'WEI LING TAN', cardAddressType: 'MAILING_ADDRESS' },
    documentReferenceIds: references,
  };
}
const PROGRESS = {
  kycSource: 'KYCSourceManual',
  lastSavedPage: 'OnboardingLastSavedPageBusinessDetails',
  registrationFormVersion: 3,
  data: { entityName: 'Nimbus Trading Pte. Ltd.' },
};
const FROZEN = {
  code: 'RECORD_ALREADY_EXISTS',
  description: 'This application was already submitted: it can no longer be changed.',
};

describe('the identity registry, simulated', () => {
  it("answers a fresh state and the app's own callback page, where the registry consents at once", async () => {
    const bearer = await tokenOf('new@demo.test');
    const first = await consent(bearer);
    const second = await consent(bearer);
    expect(first.status).toBe(200);
    expect(second.body.state).not.toBe(first.body.state);
    const { authURI, state } = first.body;
    const [page, query] = authURI.split('?');
    expect(page).toBe(paths.onboarding.registry.callback(state));
    const params = new URLSearchParams(query);
    expect(params.get('state')).toBe(state);
    expect(params.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("answers the applicant's realistic data for its state, the same on every read", async () => {
    const bearer = await tokenOf('new@demo.test');
    const profile = await call<{ firstName: string; lastName: string }>(
      '/v1/boom/auth/user/profile',
      { bearer },
    );
    const read = await info(bearer, (await consent(bearer)).body.state);
    expect(read.status).toBe(200);
    const { person, entity, appointments, shareholders } = read.body;
    expect(person).toMatchObject({
      firstName: profile.body.firstName,
      lastName: profile.body.lastName,
      nationality: 'Singapore',
      nationalityCode: 'SG',
    });
    expect(person.uinfin).toMatch(/^S\d{7}[A-Z]$/);
    expect(nric('S', person.uinfin.slice(1, 8))).toBe(person.uinfin);
    expect(person.residentialAddress).toMatchObject({
      country: 'SG',
      postal: expect.stringMatching(/^\d{6}$/),
    });
    expect(person.residentialAddress.block && person.residentialAddress.street).toBeTruthy();
    expect(entity).toMatchObject({
      entityName: 'Nimbus Trading Pte. Ltd.',
      countryOfIncorporation: 'SG',
      legalEntityType: 'Local Company',
    });
    expect(entity.uen).toMatch(/^\d{9}[A-Z]$/);
    expect(entity.uen.slice(0, 4)).toBe(entity.dateOfIncorporation.slice(0, 4));
    const codes = INDUSTRIES.map((i) => i.code);
    expect(codes).toContain(entity.primaryActivity);
    expect(codes).toContain(entity.secondaryActivity);
    expect(entity.secondaryActivity).not.toBe(entity.primaryActivity);
    expect(entity.registeredAddress.postal).toMatch(/^\d{6}$/);
    expect(appointments.length).toBeGreaterThanOrEqual(1);
    expect(appointments.length).toBeLessThanOrEqual(3);
    expect(appointments[0]).toEqual({
      category: 'PERSON',
      position: 'Director',
      person: { idno: person.uinfin, name: person.name, nationality: 'SG' },
    });
    expect(shareholders.length).toBeGreaterThanOrEqual(1);
    expect(shareholders.length).toBeLessThanOrEqual(2);
    expect(shareholders[0]?.person?.idno).toBe(person.uinfin);

    const again = await info(bearer, (await consent(bearer)).body.state);
    expect(again.body).toEqual(read.body);
  });

  it('writes NRIC check letters as the registry does', () => {
    expect(nric('S', '1234567')).toBe('S1234567D');
    expect(nric('T', '0123456')).toBe('T0123456G');
  });

  it('refuses a state it did not issue to this applicant, and one older than 30 minutes, with 404', async () => {
    const mine = await tokenOf('new@demo.test');
    const other = await tokenOf('registry@demo.test');
    const notFound = {
      status: 404,
      body: {
        code: 'RESOURCE_NOT_FOUND',
        description:
          'This identity registry consent is not yours or has expired. Please retrieve your data again.',
      },
    };
    expect(await info(mine, (await consent(other)).body.state)).toMatchObject(notFound);
    expect(await info(mine, 'made-up-state')).toMatchObject(notFound);

    const { state } = (await consent(mine)).body;
    expect((await info(mine, state)).status).toBe(200);
    bank.advanceClock(29 * 60_000);
    // A reload of the callback page reads it again.
    expect((await info(mine, state)).status).toBe(200);
    bank.advanceClock(60_000);
    expect(await info(mine, state)).toMatchObject(notFound);
  });
});

describe('the identity registry under maintenance', () => {
  const SCENARIO = 'kyc-registry-window';
  beforeAll(() => {
    // A window from one hour after the bank starts to three hours after.
    SCENARIOS[SCENARIO] = () => ({
      ...defaultScenario(),
      name: SCENARIO,
      maintenance: [
        {
          maintenanceModeType: 'identity-registry',
          startDateTime: new Date(Date.now() + HOUR).toISOString(),
          endDateTime: new Date(Date.now() + 3 * HOUR).toISOString(),
          isExpired: false,
          impactedFeatures: '',
        },
      ],
    });
  });
  afterAll(() => {
    delete SCENARIOS[SCENARIO];
  });

  it('answers 503 SERVICE_UNAVAILABLE, apply manually, between its start and end by the bank clock', async () => {
    await bank.shutdown();
    bank = await startNodeBank(SCENARIO);
    const bearer = await tokenOf('new@demo.test');
    const before = await consent(bearer);
    expect(before.status).toBe(200);
    bank.advanceClock(HOUR);
    const down = {
      status: 503,
      body: {
        code: 'SERVICE_UNAVAILABLE',
        description: 'The identity registry is under maintenance. Please apply manually.',
      },
    };
    expect(await consent(bearer)).toMatchObject(down);
    expect(await info(bearer, before.body.state)).toMatchObject(down);
    // Applying manually goes on.
    expect((await upload(bearer)).status).toBe(200);
    bank.advanceClock(2 * HOUR);
    expect((await consent(bearer)).status).toBe(200);
  });
});

describe('the identity registry under a window scheduled from the demo panel', () => {
  it('answers 503 while the window is on, then consents again', async () => {
    const bearer = await tokenOf('new@demo.test');
    bank.scheduleMaintenance({
      maintenanceModeType: 'identity-registry',
      startDateTime: Date.now() - HOUR,
      endDateTime: Date.now() + HOUR,
    });
    expect(await consent(bearer)).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE' },
    });
    bank.advanceClock(2 * HOUR);
    expect((await consent(bearer)).status).toBe(200);
  });
});

describe('submissions', () => {
  it('a manual submission makes the company SUBMITTED and forgets the saved progress', async () => {
    const bearer = await tokenOf('new@demo.test');
    await post(`${KYC}/onboarding-progress`, { bearer, body: PROGRESS });
    const reference = await referenceOf(bearer);
    const submitted = await post(`${KYC}/manual-submission`, {
      bearer,
      body: application([reference]),
    });
    expect(submitted).toMatchObject({
      status: 200,
      body: { companyStatus: 'SUBMITTED', kycStatus: 'KYCStatusSubmitted' },
    });
    expect((await call(`${KYC}/onboarding-progress`, { bearer })).body).toEqual({ progress: null });
    expect((await call(`${KYC}/myinfo/status`, { bearer })).body).toMatchObject({
      companyKycStatus: 'SUBMITTED',
      kycStatus: 'KYCStatusSubmitted',
    });
    const kept = stored().applications['CORP-APPL-0001'];
    expect(kept?.kycSource).toBe('KYCSourceManual');
    expect(kept?.submission).toMatchObject({ documentReferenceIds: [reference] });
  });

  it('freezes a submitted application: no second submission, no new progress or documents', async () => {
    const bearer = await tokenOf('new@demo.test');
    const reference = await referenceOf(bearer);
    const body = application([reference]);
    expect((await post(`${KYC}/manual-submission`, { bearer, body })).status).toBe(200);
    const refused = { status: 409, body: FROZEN };
    expect(await post(`${KYC}/manual-submission`, { bearer, body })).toMatchObject(refused);
    expect(await post(`${KYC}/myinfo/submission`, { bearer, body })).toMatchObject(refused);
    expect(await post(`${KYC}/onboarding-progress`, { bearer, body: PROGRESS })).toMatchObject(
      refused,
    );
    expect(await upload(bearer)).toMatchObject(refused);
    expect(
      await post(`${KYC}/document/delete`, { bearer, body: { reference_id: reference } }),
    ).toMatchObject(refused);
    expect(await post(`${KYC}/document/delete-all`, { bearer })).toMatchObject(refused);
    expect(await consent(bearer)).toMatchObject(refused);
    expect(
      await post(`${KYC}/skip-authorization-letter`, {
        bearer,
        body: { submitAuthorizationViaEmail: true },
      }),
    ).toMatchObject(refused);
    // Reading stays open, and the card page comes after the submission.
    expect((await call(`${KYC}/document`, { bearer })).status).toBe(200);
    expect(
      (
        await post(`${KYC}/card-delivery`, {
          bearer,
          body: { nameOnCard: 'WEI LING TAN', cardAddressType: 'RESIDENTIAL_ADDRESS' },
        })
      ).status,
    ).toBe(200);
    // The demo applicants already past submission are frozen too.
    for (const email of ['submitted@demo.test', 'pending@demo.test', 'rejected@demo.test']) {
      const other = await tokenOf(email);
      expect
        .soft(await post(`${KYC}/onboarding-progress`, { bearer: other, body: PROGRESS }), email)
        .toMatchObject(refused);
    }
  });

  it('a registry submission needs the registry data read first, and keeps its source', async () => {
    const bearer = await tokenOf('new@demo.test');
    const body = application([await referenceOf(bearer)]);
    expect(await post(`${KYC}/myinfo/submission`, { bearer, body })).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description: 'Retrieve your data from the identity registry first, or apply manually.',
      },
    });
    await consent(bearer); // asked, never read: not enough
    expect((await post(`${KYC}/myinfo/submission`, { bearer, body })).status).toBe(400);
    await info(bearer, (await consent(bearer)).body.state);
    expect(await post(`${KYC}/myinfo/submission`, { bearer, body })).toMatchObject({
      status: 200,
      body: { companyStatus: 'SUBMITTED', kycStatus: 'KYCStatusSubmitted' },
    });
    expect(stored().applications['CORP-APPL-0001']?.kycSource).toBe('KYCSourceMyInfo');
  });

  it("refuses documents that are not the applicant's own", async () => {
    const theirs = await referenceOf(await tokenOf('registry@demo.test'));
    const bearer = await tokenOf('new@demo.test');
    const mine = await referenceOf(bearer);
    expect(
      await post(`${KYC}/manual-submission`, { bearer, body: application([mine, theirs]) }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description: `Document ${theirs} is not one of your uploads.`,
      },
    });
    expect(stored().applications['CORP-APPL-0001']?.companyKycStatus).toBe('unknown');
  });

  it('refuses an application missing a required field, naming it', async () => {
    const bearer = await tokenOf('new@demo.test');
    const body = application([await referenceOf(bearer)]);
    const { uen: _uen, ...entity } = body.entity;
    expect(
      await post(`${KYC}/manual-submission`, { bearer, body: { ...body, entity } }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field: 'entity.uen' } });
  });
});

describe('who works on an application', () => {
  it('refuses a user with no application (an onboarded admin) with 403 NO_PERMISSION_API', async () => {
    const bearer = await tokenOf('admin@demo.test');
    const refused = {
      status: 403,
      body: {
        code: 'NO_PERMISSION_API',
        description:
          'Only the admin of a company applying for an account works on its application, and an invited member on their own.',
      },
    };
    expect(await call(`${KYC}/onboarding-progress`, { bearer })).toMatchObject(refused);
    expect(await upload(bearer)).toMatchObject(refused);
    expect(await consent(bearer)).toMatchObject(refused);
  });

  it('lets an invited member keep their own progress and documents, not use the registry or submit', async () => {
    const scenario = defaultScenario();
    updateApplicants(scenario, (state) => {
      const member = buildUser(
        {
          email: 'joiner@demo.test',
          role: 'accountant',
          kyc: { ...KYC_ACCEPTED, nonAdminUserStatus: 'UserStatusUnknown' },
        },
        900,
        { firstName: 'Joiner', lastName: 'Lee', phone: '+65 8123 4567' },
        { ...DEMO_COMPANY },
      );
      state.users.push(member);
      state.members['joiner@demo.test'] = {
        email: 'joiner@demo.test',
        corpID: DEMO_COMPANY.corpID,
        userStatus: 'UserStatusUnknown',
        progress: null,
        documents: [],
        details: null,
      };
    });
    const bearer = await tokenOf('joiner@demo.test');
    const progress = { ...PROGRESS, lastSavedPage: 'OnboardingLastSavedPageNonAdminUpload' };
    expect((await post(`${KYC}/onboarding-progress`, { bearer, body: progress })).status).toBe(200);
    expect((await call(`${KYC}/onboarding-progress`, { bearer })).body).toEqual({ progress });
    const reference = await referenceOf(
      bearer,
      file('nric-front.png', `${HEADS.png}png bytes`, 'image/png'),
    );
    expect(stored().members['joiner@demo.test']?.documents.map((d) => d.referenceID)).toEqual([
      reference,
    ]);
    const adminOnly = {
      status: 403,
      body: {
        code: 'NO_PERMISSION_API',
        description: 'Only the admin of the company applying for the account can do this.',
      },
    };
    expect(await consent(bearer)).toMatchObject(adminOnly);
    expect(
      await post(`${KYC}/manual-submission`, { bearer, body: application([reference]) }),
    ).toMatchObject(adminOnly);
    // Another applicant does not see the member's documents.
    const admin = await tokenOf('new@demo.test');
    expect((await call(`${KYC}/document`, { bearer: admin })).body).toEqual({ documents: [] });
  });
});

describe('documents', () => {
  it('answers the reference, a link and the name, and lists what it keeps: never the content', async () => {
    const bearer = await tokenOf('new@demo.test');
    const text = '%PDF-1.4 UNIQUE-CONTENT-4f1c';
    const answer = await upload(bearer, file('Board resolution.pdf', text));
    expect(answer.status).toBe(200);
    const [document] = answer.body.Documents;
    const referenceID = document?.referenceID ?? '';
    expect(referenceID).toMatch(/^KYCDOC-[0-9a-f-]{36}$/);
    expect(document).toEqual({
      referenceID,
      signedURL: `https://documents.mock-bank.test/kyc/${referenceID}`,
      fileName: 'Board resolution.pdf',
    });
    expect((await call(`${KYC}/document`, { bearer })).body).toEqual({
      documents: [
        {
          reference_id: referenceID,
          referenceID,
          fileName: 'Board resolution.pdf',
          signedURL: `https://documents.mock-bank.test/kyc/${referenceID}`,
          uid: referenceID,
        },
      ],
    });
    const kept = localStorage.getItem(APPLICANTS_KEY) ?? '';
    expect(kept).toContain('Board resolution.pdf');
    expect(kept).not.toContain(btoa(text));
  });

  it('takes pdf, jpg, jpeg and png only, by the extension and the content type together', async () => {
    const bearer = await tokenOf('new@demo.test');
    for (const [name, type, head] of [
      ['scan.pdf', 'application/pdf', HEADS.pdf],
      ['photo.JPG', 'image/jpeg', HEADS.jpeg],
      ['photo.jpeg', 'image/jpeg', HEADS.jpeg],
      ['logo.png', 'image/png', HEADS.png],
    ] as const)
      expect.soft((await upload(bearer, file(name, `${head}bytes`, type))).status, name).toBe(200);
    for (const [name, type] of [
      ['scan.gif', 'image/gif'],
      ['scan.pdf', 'image/png'],
      ['renamed.png', 'application/pdf'],
      ['notes.docx', 'application/pdf'],
    ] as const)
      expect.soft(await upload(bearer, file(name, 'bytes', type)), name).toMatchObject({
        status: 400,
        body: {
          code: 'INVALID_PARAMETER',
          description: `${name} is not a PDF, JPG, JPEG or PNG file.`,
        },
      });
  });

  it('takes 10 MB, not a byte more, and a size that matches the content', async () => {
    const bearer = await tokenOf('new@demo.test');
    expect((await upload(bearer, big(10 * MB))).status).toBe(200);
    const tooLarge = {
      status: 400,
      body: { code: 'INVALID_PARAMETER', description: 'statement.pdf is larger than 10 MB.' },
    };
    expect(await upload(bearer, big(1000, 10 * MB + 1))).toMatchObject(tooLarge);
    const mismatch = {
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description:
          'statement.pdf did not arrive whole: its size does not match its content. Please upload it again.',
      },
    };
    // A size that lies either way is caught by the content.
    expect(await upload(bearer, big(1000, 2000))).toMatchObject(mismatch);
    expect(await upload(bearer, big(2000, 1000))).toMatchObject(mismatch);
    expect(await upload(bearer, { ...big(3), content: 'not base64!' })).toMatchObject(mismatch);
  });

  it('refuses a file whose first bytes are not its declared type (HTML or an executable named scan.pdf)', async () => {
    const bearer = await tokenOf('new@demo.test');
    for (const [name, type, content] of [
      ['scan.pdf', 'application/pdf', '<html><script>alert(1)</script></html>'],
      ['scan.pdf', 'application/pdf', 'MZ\x90\x00\x03 an executable'],
      ['photo.jpg', 'image/jpeg', `${HEADS.png}a png`],
      ['logo.png', 'image/png', `${HEADS.pdf}a pdf`],
    ] as const)
      expect.soft(await upload(bearer, file(name, content, type)), name).toMatchObject({
        status: 400,
        body: {
          code: 'INVALID_PARAMETER',
          description: `The content of ${name} is not a ${name.split('.')[1]?.toUpperCase()} file. Please upload the file itself.`,
        },
      });
    expect(
      (await call<{ documents: unknown[] }>(`${KYC}/document`, { bearer })).body.documents,
    ).toEqual([]);
  });

  it('keeps a safe file name: no path parts (../), no bidi or control characters', async () => {
    const bearer = await tokenOf('new@demo.test');
    const names: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\scans\\..\\id card.pdf', 'id card.pdf'],
      ['Invoice\u202Efdp.pdf', 'Invoicefdp.pdf'],
      ['re\u0000port\u200B.pdf', 'report.pdf'],
      ['...hidden.pdf', 'hidden.pdf'],
    ];
    for (const [sent, kept] of names)
      expect
        .soft((await upload(bearer, file(sent))).body.Documents?.[0]?.fileName, sent)
        .toBe(kept);
    const listed = (
      await call<{ documents: { fileName: string }[] }>(`${KYC}/document`, { bearer })
    ).body.documents;
    expect(listed.map((d) => d.fileName)).toEqual(names.map(([, kept]) => kept));
  });

  it('keeps at most 8 per applicant; deleting one makes room', async () => {
    const bearer = await tokenOf('new@demo.test');
    const references: string[] = [];
    for (let i = 1; i <= 8; i++) references.push(await referenceOf(bearer, file(`page-${i}.pdf`)));
    expect(await upload(bearer, file('page-9.pdf'))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER', description: 'You can upload up to 8 files.' },
    });
    const deleted = await post(`${KYC}/document/delete`, {
      bearer,
      body: { reference_id: references[0] },
    });
    expect(deleted.status).toBe(200);
    expect((await upload(bearer, file('page-9.pdf'))).status).toBe(200);
    const listed = await call<{ documents: { fileName: string }[] }>(`${KYC}/document`, { bearer });
    expect(listed.body.documents.map((d) => d.fileName)).toEqual([
      ...Array.from({ length: 7 }, (_, i) => `page-${i + 2}.pdf`),
      'page-9.pdf',
    ]);
  });

  it("deletes only the applicant's own documents (404 otherwise), and all of them at once", async () => {
    const theirs = await referenceOf(await tokenOf('registry@demo.test'));
    const bearer = await tokenOf('new@demo.test');
    await referenceOf(bearer);
    await referenceOf(bearer);
    expect(
      await post(`${KYC}/document/delete`, { bearer, body: { reference_id: theirs } }),
    ).toMatchObject({
      status: 404,
      body: {
        code: 'RESOURCE_NOT_FOUND',
        description: 'This document is not one of your uploads.',
      },
    });
    expect(stored().applications['CORP-APPL-0002']?.documents).toHaveLength(1);
    expect((await post(`${KYC}/document/delete-all`, { bearer })).status).toBe(200);
    expect((await call(`${KYC}/document`, { bearer })).body).toEqual({ documents: [] });
    expect(stored().applications['CORP-APPL-0002']?.documents).toHaveLength(1);
  });
});

describe('onboarding progress', () => {
  it('is saved, read and deleted, and survives a restart of the bank', async () => {
    const bearer = await tokenOf('new@demo.test');
    expect((await call(`${KYC}/onboarding-progress`, { bearer })).body).toEqual({ progress: null });
    expect((await post(`${KYC}/onboarding-progress`, { bearer, body: PROGRESS })).status).toBe(200);
    bank = await restartNodeBank(bank);
    expect((await call(`${KYC}/onboarding-progress`, { bearer })).body).toEqual({
      progress: PROGRESS,
    });
    expect((await call(`${KYC}/onboarding-progress`, { bearer, method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await call(`${KYC}/onboarding-progress`, { bearer })).body).toEqual({ progress: null });
  });

  it('refuses more than 64 kB of form data with INVALID_PARAMETER', async () => {
    const bearer = await tokenOf('new@demo.test');
    const save = (notes: string) =>
      post(`${KYC}/onboarding-progress`, { bearer, body: { ...PROGRESS, data: { notes } } });
    // {"notes":"..."} is 12 bytes around the text.
    expect((await save('x'.repeat(64 * 1024 - 12))).status).toBe(200);
    expect(await save('x'.repeat(64 * 1024 - 11))).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description: 'The progress to save is too large: at most 64 kB of form data is kept.',
      },
    });
  });

  it("gives registry@demo.test the registry's data it retrieved, as a fresh retrieval gives it", async () => {
    const bearer = await tokenOf('registry@demo.test');
    const saved = await call<{
      progress: { lastSavedPage: string; data: Record<string, unknown> };
    }>(`${KYC}/onboarding-progress`, { bearer });
    expect(saved.body.progress.lastSavedPage).toBe('OnboardingLastSavedPageBusinessDetails');
    const { registryState, ...data } = saved.body.progress.data;
    expect(registryState).toEqual(expect.any(String));
    expect(data).toMatchObject({ entity: { entityName: 'Harbour Lane Pte. Ltd.' } });
    const fresh = await info(bearer, (await consent(bearer)).body.state);
    expect(data).toEqual(fresh.body);
  });

  it('lets registry@demo.test submit by the registry without retrieving again', async () => {
    const bearer = await tokenOf('registry@demo.test');
    const body = application([await referenceOf(bearer)]);
    expect((await post(`${KYC}/myinfo/submission`, { bearer, body })).status).toBe(200);
  });
});

describe('the card, the authorisation letter, industries', () => {
  it('keeps the card choice and the letter by e-mail; a name on the card has at most 26 characters', async () => {
    const bearer = await tokenOf('new@demo.test');
    const card = { nameOnCard: 'WEI LING TAN', cardAddressType: 'RESIDENTIAL_ADDRESS' };
    expect((await post(`${KYC}/card-delivery`, { bearer, body: card })).status).toBe(200);
    expect(
      (
        await post(`${KYC}/skip-authorization-letter`, {
          bearer,
          body: { submitAuthorizationViaEmail: true },
        })
      ).status,
    ).toBe(200);
    expect(stored().applications['CORP-APPL-0001']).toMatchObject({
      cardDelivery: card,
      authorizationLetterByEmail: true,
    });
    expect(
      await post(`${KYC}/card-delivery`, { bearer, body: { ...card, nameOnCard: 'A'.repeat(27) } }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field: 'nameOnCard' } });
  });

  it('lists about 30 industries with 5-digit codes to any signed-in user', async () => {
    for (const email of ['new@demo.test', 'admin@demo.test']) {
      const answer = await call<{ industries: { code: string; name: string }[] }>(
        `${KYC}/config/industry`,
        { bearer: await tokenOf(email) },
      );
      const codes = answer.body.industries.map((i) => i.code);
      expect(codes.length).toBeGreaterThanOrEqual(30);
      expect(codes.every((c) => /^\d{5}$/.test(c))).toBe(true);
      expect(new Set(codes).size).toBe(codes.length);
      expect(answer.body.industries).toContainEqual({
        code: '62011',
        name: 'Development of software and applications',
      });
    }
  });
});

describe('the data-population step (tm_data)', () => {
  const TM_DATA = {
    transactionNumber: '10-50',
    transactionVolume: '10,000-50,000',
    sourceOfFunds: ['Business revenue'],
    supplierLocation: ['SG', 'MY'],
  };

  it('fresh@demo.test starts without it and the tutorial; giving it sets tmDataPopulated for good', async () => {
    const bearer = await tokenOf('fresh@demo.test');
    const status = () => call(`${KYC}/myinfo/status`, { bearer });
    expect((await status()).body).toMatchObject({
      companyKycStatus: 'ACCEPTED',
      kycStatus: 'KYCStatusAccepted',
      tmDataPopulated: false,
      tutorialsViewed: false,
    });
    expect((await post(`${KYC}/tm_data`, { bearer, body: TM_DATA })).status).toBe(200);
    bank = await restartNodeBank(bank);
    expect((await status()).body).toMatchObject({ tmDataPopulated: true, tutorialsViewed: false });
  });

  it('is refused to an applicant and to a user who is no admin', async () => {
    for (const email of ['new@demo.test', 'general@demo.test']) {
      const answer: CallResult = await post(`${KYC}/tm_data`, {
        bearer: await tokenOf(email),
        body: TM_DATA,
      });
      expect.soft(answer, email).toMatchObject({
        status: 403,
        body: {
          code: 'NO_PERMISSION_API',
          description:
            "Only an admin of an approved company gives the company's expected activity.",
        },
      });
    }
  });
});
