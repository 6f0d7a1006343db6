import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteReceiptFile,
  hasAttachments,
  receiptFiles,
  saveReceiptFiles,
  transferFiles,
  uploadReceiptFile,
} from '../../shared/contracts/receipts';
import { saveNote, transactionsByIds } from '../../shared/contracts/transactions';
import { ATTACHMENT_FILE_BYTES_MAX, ATTACHMENT_TEXTS } from '../../shared/domain/attachments';
import type { Transaction } from '../../shared/domain/transactions';
import { RECEIPT_PNG } from '../builders/receiptFiles';
import { defaultScenario } from '../scenarios/default';
import { receiptsStore } from '../stores/receipts';
import { snapshotStores } from '../stores/index';
import { codeBindingOf, decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import {
  isFastRecipient,
  pay,
  payoutRequest,
  recipientsOf,
  withPayoutCode,
} from '../testingPayments';
import {
  call,
  payoutReference,
  restartNodeBank,
  signIn,
  startNodeBank,
  type CallResult,
  type NodeBank,
} from '../testingNode';

/**
 * spec-3 §7 the receipt calls and save-note (rules/receipts.ts; docs/decisions/receipts.md): each
 * rule with the attack it stops.
 */

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const scenario = defaultScenario();
const seeds = scenario.attachments ?? { receipts: [], syncStatus: {} };
const seededIds = [...new Set(seeds.receipts.map((r) => r.transactionId))];
const seededAt = (i: number) => {
  const id = seededIds[i];
  if (!id) throw new Error(`no seeded receipt ${i}`);
  return id;
};
/** Receipts seeded by scenarios/receipts.ts: two, one, one synced (COMPLETED), the general user's own. */
const [COLLEAGUE_TWO, COLLEAGUE_ONE, SYNCED, GENERAL_OWN] = [0, 1, 2, 3].map(seededAt) as [
  string,
  string,
  string,
  string,
];
const byId = (id: string | undefined) => {
  const t = scenario.transactions.find((x) => x.displayReferenceId === id);
  if (!t) throw new Error(`no transaction ${id}`);
  return t;
};
/** A card payment nobody attached a file to. */
const BARE_SALE = scenario.transactions.find((t) => t.type === 'Sales' && t.totalAttachments === 0)
  ?.displayReferenceId as string;
/** A drawn payout sent with two files. */
const PAYOUT_WITH_TWO = scenario.transactions.find(
  (t) => t.type === 'PayOut' && t.totalAttachments === 2,
)?.displayReferenceId as string;

type FileView = {
  referenceID: string;
  fileName: string;
  fileType: string;
  signedURL: string;
  size: number;
};
type Change = { txnDisplayRefID: string; files: FileView[]; totalAttachments: number };
type Refusal = { code: string; description: string; title?: string; field?: string };

const token = async (email: string) => (await signIn(email)).accessToken;
const send = <T>(method: string, path: string, bearer: string, body?: unknown) =>
  call<T & Refusal>(path, { method, bearer, ...(body === undefined ? {} : { body }) });

const b64 = (bytes: ArrayLike<number>) => Buffer.from(bytes as Uint8Array).toString('base64');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG of `size` bytes (its signature, then zeros: the bank reads the type from the head). */
const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return b64(bytes);
};
const JPEG = b64([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const ZIP = b64([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0, 0]);
const file = (fileName: string, bufferFile = RECEIPT_PNG, fileType = 'image/png') => ({
  fileName,
  fileType,
  bufferFile,
});

const list = (bearer: string, id: string) =>
  send<{ files: FileView[] }>('GET', `${receiptFiles.path}?transaction-id=${id}`, bearer);
const transfers = (bearer: string, id: string) =>
  send<{ files: FileView[] }>(
    'GET',
    `${transferFiles.path}?transaction-id=${id}&type=PayOut`,
    bearer,
  );
const upload = (bearer: string, id: string, f = file('receipt.png')) =>
  send<Change>('POST', uploadReceiptFile.path, bearer, { txnDisplayRefID: id, file: f });
const save = (bearer: string, id: string, files: unknown[], fileToDeleteRefIDs: string[] = []) =>
  send<Change>('POST', saveReceiptFiles.path, bearer, {
    txnDisplayRefID: id,
    files,
    fileToDeleteRefIDs,
  });
const remove = (bearer: string, referenceID: string) =>
  send<Change>('DELETE', deleteReceiptFile.path, bearer, { referenceID });
const note = (bearer: string, id: string, text: string) =>
  send<{ note: string }>('POST', saveNote.path, bearer, { txnDisplayRefID: id, note: text });
const transaction = async (bearer: string, id: string) =>
  (
    await send<{ transactions: Transaction[] }>('POST', transactionsByIds.path, bearer, {
      referenceIds: [id],
    })
  ).body.transactions[0];
/** A file's content at its signed link. */
const content = (bearer: string, f: Pick<FileView, 'signedURL'>) =>
  send<{ fileName: string; fileType: string; bufferFile: string }>('GET', f.signedURL, bearer);
const expectRefused = (answer: CallResult<Refusal>, status: number, code: string) => {
  expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
};

describe('reading files', () => {
  it("lists a card payment's seeded receipts with signed links to their real bytes", async () => {
    const admin = await token('admin@demo.test');
    const answer = await list(admin, COLLEAGUE_TWO);
    expect(answer.status).toBe(200);
    expect(answer.body.files.map((f) => [f.fileName, f.fileType])).toEqual([
      ['Receipt.png', 'image/png'],
      ['Tax invoice.pdf', 'application/pdf'],
    ]);
    const [png, pdf] = answer.body.files as [FileView, FileView];
    expect(png.signedURL).toMatch(/\/receipt-files\/.+\/content\?signature=\d+\./);
    const image = await content(admin, png);
    expect(image.body.fileType).toBe('image/png');
    expect([...Buffer.from(image.body.bufferFile, 'base64').subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const doc = Buffer.from((await content(admin, pdf)).body.bufferFile, 'base64');
    expect(doc.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(doc.length).toBe(pdf.size);
  });

  it("lists a payout's transfer files: as many as its totalAttachments", async () => {
    const admin = await token('admin@demo.test');
    const answer = await transfers(admin, PAYOUT_WITH_TWO);
    expect(answer.body.files.map((f) => f.fileName)).toEqual([
      'Transfer document 1.pdf',
      'Transfer document 2.pdf',
    ]);
    expect((await list(admin, PAYOUT_WITH_TWO)).body.files).toEqual([]);
  });

  it('keeps the files sent with a payout as its transfer files', async () => {
    const admin = await token('admin@demo.test');
    const from = bank.accounts().find((a) => a.accountName === 'Main account');
    const to = (await recipientsOf(admin)).find(isFastRecipient);
    if (!from || !to) throw new Error('no account or recipient');
    const request = payoutRequest(
      from,
      to,
      5_000_000,
      {},
      {
        fileBufferList: [file('invoice.pdf', b64(Buffer.from('%PDF-1.4 demo')), 'application/pdf')],
      },
    );
    const answer = await pay(admin, 'FAST', await withPayoutCode(admin, request, from, to));
    expect(answer.body).toMatchObject({ approvalStatus: 'NotRequired' });
    const id = answer.body.touched.transactions[0]?.displayReferenceId ?? '';
    const files = (await transfers(admin, id)).body.files;
    expect(files.map((f) => [f.fileName, f.fileType])).toEqual([
      ['invoice.pdf', 'application/pdf'],
    ]);
    expect(
      Buffer.from(
        (await content(admin, files[0] as FileView)).body.bufferFile,
        'base64',
      ).toString(),
    ).toBe('%PDF-1.4 demo');
  });

  it("keeps a held payout's files until an approver executes it, then lists them", async () => {
    const finance = await token('finance@demo.test');
    const from = bank.accounts().find((a) => a.accountName === 'Main account');
    const to = (await recipientsOf(finance)).find(isFastRecipient);
    if (!from || !to) throw new Error('no account or recipient');
    // S$12,000: above the demo policy's S$10,000, so held for an approver.
    const request = payoutRequest(
      from,
      to,
      12_000_000_000,
      {},
      {
        fileBufferList: [file('quote.png'), file('po.pdf', b64(Buffer.from('%PDF-1.4 po')))],
      },
    );
    const held = await pay(finance, 'FAST', await withPayoutCode(finance, request, from, to));
    expect(held.body.approvalStatus).toBe('PendingCheck');
    const id = held.body.referenceID;
    await call(`/v1/boom/approval/request/${id}`, {
      method: 'PUT',
      bearer: finance,
      body: { remarks: 'Supplier' },
    });
    const admin = await token('admin@demo.test');
    const stored = bank.approvals().find((r) => r.referenceId === id);
    if (!stored) throw new Error('no request');
    const otpReferenceID = await payoutReference(
      admin,
      codeBindingOf(decisionAuthorisation(stored, 'Accepted')),
    );
    const approved = await call<{ touched: { transactions: Transaction[] } }>(
      `/v1/boom/approval/request/${id}/action`,
      {
        method: 'PUT',
        bearer: admin,
        body: { actionStatus: 'Accepted', remarks: 'ok', otpReferenceID },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      },
    );
    const txn = approved.body.touched.transactions[0]?.displayReferenceId ?? '';
    const files = (await transfers(admin, txn)).body.files;
    expect(files.map((f) => [f.fileName, f.fileType])).toEqual([
      ['quote.png', 'image/png'],
      ['po.pdf', 'application/pdf'],
    ]);
    expect((await content(admin, files[1] as FileView)).body.bufferFile).toBe(
      b64(Buffer.from('%PDF-1.4 po')),
    );
  });

  it('answers which of a page of transactions have files, leaving out those the caller cannot see', async () => {
    const ids = [COLLEAGUE_TWO, BARE_SALE, PAYOUT_WITH_TWO, 'TXN-NOPE'];
    const ask = async (email: string) =>
      (
        await send<{ txnDisplayRefIDs: string[] }>(
          'POST',
          hasAttachments.path,
          await token(email),
          {
            txnDisplayRefIDs: ids,
          },
        )
      ).body.txnDisplayRefIDs;
    expect(await ask('admin@demo.test')).toEqual([COLLEAGUE_TWO, PAYOUT_WITH_TWO]);
    expect(await ask('general@demo.test')).toEqual([COLLEAGUE_TWO]);
  });
});

describe('who may see and change', () => {
  it("answers another company's or an unknown transaction id as unknown (404), on every call", async () => {
    const admin = await token('admin@demo.test');
    for (const answer of [
      await list(admin, 'TXN-OTHER-CO-1'),
      await transfers(admin, 'TXN-OTHER-CO-1'),
      await upload(admin, 'TXN-OTHER-CO-1'),
      await note(admin, 'TXN-OTHER-CO-1', 'x'),
    ])
      expectRefused(answer, 404, 'RESOURCE_NOT_FOUND');
  });

  it('answers a general-role user on a payout exactly as on an unknown id: nothing leaks', async () => {
    const general = await token('general@demo.test');
    const onPayout = await list(general, PAYOUT_WITH_TWO);
    const onNothing = await list(general, 'TXN-NOPE');
    expectRefused(onPayout, 404, 'RESOURCE_NOT_FOUND');
    expect(onPayout.body).toEqual(onNothing.body);
    expectRefused(await transfers(general, PAYOUT_WITH_TWO), 404, 'RESOURCE_NOT_FOUND');
    expectRefused(await upload(general, PAYOUT_WITH_TWO), 404, 'RESOURCE_NOT_FOUND');
    expectRefused(await note(general, PAYOUT_WITH_TWO, 'mine'), 404, 'RESOURCE_NOT_FOUND');
  });

  it("refuses a general-role user on a colleague's card payment (403), allows their own", async () => {
    const general = await token('general@demo.test');
    expect((await list(general, COLLEAGUE_ONE)).status).toBe(200);
    const colleague = await upload(general, COLLEAGUE_ONE);
    expectRefused(colleague, 403, 'NO_PERMISSION_API');
    expect(colleague.body.description).toBe(ATTACHMENT_TEXTS.notYours);
    expectRefused(await note(general, COLLEAGUE_ONE, 'not mine'), 403, 'NO_PERMISSION_API');
    const own = await upload(general, GENERAL_OWN);
    expect(own.status).toBe(200);
    expect(own.body.totalAttachments).toBe(byId(GENERAL_OWN).totalAttachments + 1);
    expect((await note(general, GENERAL_OWN, 'Team lunch')).body.note).toBe('Team lunch');
  });
});

describe('file rules', () => {
  it('adds a receipt: totalAttachments one more, in the answer and on the transaction', async () => {
    const admin = await token('admin@demo.test');
    const answer = await upload(admin, BARE_SALE, file('lunch.png'));
    expect(answer.status).toBe(200);
    expect(answer.body.totalAttachments).toBe(1);
    expect(answer.body.files.map((f) => f.fileName)).toEqual(['lunch.png']);
    expect((await transaction(admin, BARE_SALE))?.totalAttachments).toBe(1);
    const back = await content(admin, answer.body.files[0] as FileView);
    expect(back.body.bufferFile).toBe(RECEIPT_PNG);
  });

  it('reads the type from the bytes: a zip named .png and HTML named .pdf are refused, a JPEG named .png is kept as JPEG', async () => {
    const admin = await token('admin@demo.test');
    const zip = await upload(admin, BARE_SALE, file('receipt.png', ZIP, 'image/png'));
    expectRefused(zip, 400, 'ATTACHMENT_TYPE_NOT_ALLOWED');
    expect(zip.body).toMatchObject({
      title: ATTACHMENT_TEXTS.typeTitle,
      description: ATTACHMENT_TEXTS.typeBody,
    });
    const html = b64(Buffer.from('<html><script>alert(1)</script></html>'));
    expectRefused(
      await upload(admin, BARE_SALE, file('invoice.pdf', html, 'application/pdf')),
      400,
      'ATTACHMENT_TYPE_NOT_ALLOWED',
    );
    const jpeg = await upload(admin, BARE_SALE, file('photo.png', JPEG, 'image/png'));
    expect(jpeg.body.files.map((f) => [f.fileName, f.fileType])).toEqual([
      ['photo.png', 'image/jpeg'],
    ]);
    expect(jpeg.body.totalAttachments).toBe(1);
  });

  it('refuses a sixth file, counting the transfer files with the receipts', async () => {
    const admin = await token('admin@demo.test');
    const three = await save(admin, PAYOUT_WITH_TWO, [file('a.png'), file('b.png'), file('c.png')]);
    expect(three.body.totalAttachments).toBe(5);
    const sixth = await upload(admin, PAYOUT_WITH_TWO, file('d.png'));
    expectRefused(sixth, 400, 'ATTACHMENT_LIMIT_EXCEEDED');
    expect(sixth.body).toMatchObject({
      title: 'File upload limit exceeded',
      description: 'You can only upload up to 5 files',
    });
    expect((await list(admin, PAYOUT_WITH_TWO)).body.files).toHaveLength(3);
    expect((await transaction(admin, PAYOUT_WITH_TWO))?.totalAttachments).toBe(5);
  });

  it('accepts a file of exactly 5 MB, keeping its bytes out of the stored state, and refuses 5 MB and one byte', async () => {
    const admin = await token('admin@demo.test');
    const over = await upload(
      admin,
      BARE_SALE,
      file('big.png', pngOf(ATTACHMENT_FILE_BYTES_MAX + 1)),
    );
    expectRefused(over, 400, 'ATTACHMENT_TOO_LARGE');
    expect(over.body).toMatchObject({
      title: 'File size too large',
      description: 'Please upload a file with size less than 5 MB',
    });
    const exact = await upload(
      admin,
      BARE_SALE,
      file('five.png', pngOf(ATTACHMENT_FILE_BYTES_MAX)),
    );
    expect(exact.status).toBe(200);
    expect(exact.body.files[0]?.size).toBe(ATTACHMENT_FILE_BYTES_MAX);
    // Its bytes stay out of the stored state: only its record is kept.
    expect(JSON.stringify(receiptsStore.raw()).length).toBeLessThan(2_000);
    expect(JSON.stringify(snapshotStores()).length).toBeLessThan(1_000_000);
  });

  it('saves all or nothing, and moves totalAttachments by files added minus files deleted', async () => {
    const admin = await token('admin@demo.test');
    const [png] = (await list(admin, COLLEAGUE_TWO)).body.files as [FileView];
    const bad = await save(
      admin,
      COLLEAGUE_TWO,
      [file('ok.png'), file('evil.png', ZIP)],
      [png.referenceID],
    );
    expectRefused(bad, 400, 'ATTACHMENT_TYPE_NOT_ALLOWED');
    expect((await list(admin, COLLEAGUE_TWO)).body.files).toHaveLength(2);
    const good = await save(
      admin,
      COLLEAGUE_TWO,
      [file('x.png'), file('y.png')],
      [png.referenceID],
    );
    expect(good.body.totalAttachments).toBe(byId(COLLEAGUE_TWO).totalAttachments - 1 + 2);
    expect(good.body.files.map((f) => f.fileName)).toEqual(['Tax invoice.pdf', 'x.png', 'y.png']);
  });

  it('deletes a receipt once: a replayed delete is 404 and the count moves once', async () => {
    const admin = await token('admin@demo.test');
    const [first] = (await list(admin, COLLEAGUE_TWO)).body.files as [FileView];
    const before = byId(COLLEAGUE_TWO).totalAttachments;
    const deleted = await remove(admin, first.referenceID);
    expect(deleted.body.totalAttachments).toBe(before - 1);
    expectRefused(await remove(admin, first.referenceID), 404, 'RESOURCE_NOT_FOUND');
    expect((await transaction(admin, COLLEAGUE_TWO))?.totalAttachments).toBe(before - 1);
  });

  it("refuses deleting a transfer file or another transaction's receipt through save", async () => {
    const admin = await token('admin@demo.test');
    const [transfer] = (await transfers(admin, PAYOUT_WITH_TWO)).body.files as [FileView];
    expectRefused(await remove(admin, transfer.referenceID), 404, 'RESOURCE_NOT_FOUND');
    const [other] = (await list(admin, COLLEAGUE_TWO)).body.files as [FileView];
    expectRefused(await save(admin, BARE_SALE, [], [other.referenceID]), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('read-only after the accounting sync', () => {
  it('refuses notes and files once the sync is COMPLETED (409), and still lists them', async () => {
    const admin = await token('admin@demo.test');
    const synced = SYNCED;
    const [seeded] = (await list(admin, synced)).body.files as [FileView];
    expect(seeded.fileName).toBe('Tax invoice.pdf');
    expect((await transaction(admin, synced))?.xeroExpenseTag?.xeroSyncStatus).toBe('COMPLETED');
    for (const answer of [
      await upload(admin, synced),
      await save(admin, synced, [], [seeded.referenceID]),
      await remove(admin, seeded.referenceID),
      await note(admin, synced, 'too late'),
    ]) {
      expectRefused(answer, 409, 'TRANSACTION_READ_ONLY');
      expect(answer.body.description).toBe(ATTACHMENT_TEXTS.readOnly);
    }
  });

  it('follows a sync status set later', async () => {
    const admin = await token('admin@demo.test');
    expect((await note(admin, BARE_SALE, 'before the sync')).status).toBe(200);
    expect((await transaction(admin, BARE_SALE))?.xeroExpenseTag).toBeUndefined();
    bank.setSyncStatus(BARE_SALE, 'COMPLETED');
    // The list says so, so the detail is read-only before anyone tries (spec-3 §3 xeroExpenseTag).
    expect((await transaction(admin, BARE_SALE))?.xeroExpenseTag).toEqual({
      xeroSyncStatus: 'COMPLETED',
    });
    expectRefused(await note(admin, BARE_SALE, 'after'), 409, 'TRANSACTION_READ_ONLY');
    bank.setSyncStatus(BARE_SALE, 'FAILED');
    expect((await transaction(admin, BARE_SALE))?.xeroExpenseTag).toEqual({
      xeroSyncStatus: 'FAILED',
    });
    expect((await note(admin, BARE_SALE, 'after a failed sync')).status).toBe(200);
  });
});

describe('notes', () => {
  it('saves a note of 500 characters, cleaned, refuses 501, and clears with an empty one', async () => {
    const admin = await token('admin@demo.test');
    const huge = await note(admin, BARE_SALE, 'x'.repeat(501));
    expectRefused(huge, 400, 'INVALID_PARAM_ERROR');
    expect(huge.body.field).toBe('note');
    expect((await note(admin, BARE_SALE, 'y'.repeat(500))).body.note).toHaveLength(500);
    const cleaned = await note(admin, BARE_SALE, '  Lunch\u202e with\u200b client\nQ3  ');
    expect(cleaned.body.note).toBe('Lunch with client\nQ3');
    expect((await transaction(admin, BARE_SALE))?.note).toBe('Lunch with client\nQ3');
    expect((await note(admin, BARE_SALE, '')).body.note).toBe('');
    expect((await transaction(admin, BARE_SALE))?.note).toBeUndefined();
  });

  it('keeps notes and counts across a restart; an uploaded file stays listed, its bytes are gone', async () => {
    const admin = await token('admin@demo.test');
    await note(admin, BARE_SALE, 'Kept');
    const uploaded = (await upload(admin, BARE_SALE)).body.files[0] as FileView;
    bank = await restartNodeBank(bank);
    const again = await token('admin@demo.test');
    expect(await transaction(again, BARE_SALE)).toMatchObject({
      note: 'Kept',
      totalAttachments: 1,
    });
    const [listed] = (await list(again, BARE_SALE)).body.files as [FileView];
    expect(listed.referenceID).toBe(uploaded.referenceID);
    expectRefused(await content(again, listed), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('signed links', () => {
  it("refuses another user's link, a changed signature and an expired link", async () => {
    const admin = await token('admin@demo.test');
    const finance = await token('finance@demo.test');
    const [png] = (await list(admin, COLLEAGUE_TWO)).body.files as [FileView];
    expectRefused(await content(finance, png), 403, 'NO_PERMISSION_API');
    const tampered = { signedURL: png.signedURL.replace(/signature=(\d+)\./, 'signature=$19.') };
    expectRefused(await content(admin, tampered), 403, 'NO_PERMISSION_API');
    expect((await content(admin, png)).status).toBe(200);
    bank.advanceClock(16 * 60_000);
    expectRefused(await content(admin, png), 403, 'NO_PERMISSION_API');
  });
});
