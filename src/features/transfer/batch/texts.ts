import { REQUESTER_REMARKS_LABEL } from '../../../entities/approval/remarks';
/**
 * The batch transfer page's texts. spec-2 gives the page's name (messages.tsv nav_batch_transfer)
 * and leaves the screen to us: the rest is written for this product.
 */
export const BATCH_TEXTS = {
  title: 'Batch transfer',
  subtitle: 'Pay up to 1,000 recipients from one file, checked before anything is sent.',
  tableCaption: 'Transfers in the file',
  onlyErrors: (count: number) => `Only rows with errors (${count.toLocaleString('en')})`,
  noRows: 'No transfers to show.',
  deleteSelected: (count: number) => `Delete ${count.toLocaleString('en')} selected`,
  deleteRowsTitle: 'Delete transfers?',
  deleteRowsBody: (count: number) =>
    `${count.toLocaleString('en')} ${count === 1 ? 'transfer is' : 'transfers are'} removed from this batch. The rest stay as they are.`,
  deleteFile: 'Delete file',
  newBatch: 'Start a new batch',
  deleteFileTitle: 'Delete this batch?',
  deleteFileBody:
    'The file and every transfer not yet sent are deleted. Transfers already sent stay in Transactions.',
  cancel: 'Cancel',
  delete: 'Delete',
  edit: 'Edit',
  editTitle: (line: number) => `Edit line ${line}`,
  save: 'Save',
  saving: 'Saving…',
  status: { VALID: 'Valid', INVALID: 'Has errors', SUBMITTED: 'Sent' },
  summaryTitle: 'Summary',
  readyCount: (count: number) =>
    `${count.toLocaleString('en')} ${count === 1 ? 'transfer' : 'transfers'} ready to send`,
  invalidLeft: (count: number) =>
    `${count.toLocaleString('en')} ${count === 1 ? 'row has' : 'rows have'} errors and will not be sent until fixed.`,
  recipientsReceive: 'Recipients receive',
  fees: 'Fees',
  totalDebit: 'Total debit',
  balance: 'Available balance',
  overBalance: 'More than the available balance: top up the account or delete some transfers.',
  needsApproval: (approvers: string) => `Needs approval from ${approvers}`,
  noApproval: 'No approval needed',
  submitGroup: (count: number) =>
    `Send ${count.toLocaleString('en')} ${count === 1 ? 'transfer' : 'transfers'}`,
  approvalRemarksLabel: REQUESTER_REMARKS_LABEL,
  submitForApproval: (count: number) =>
    `Send ${count.toLocaleString('en')} ${count === 1 ? 'transfer' : 'transfers'} for approval`,
  paidTitle: 'Transfers sent',
  paidBody: (count: number) =>
    `${count.toLocaleString('en')} ${count === 1 ? 'payout was' : 'payouts were'} sent. Each one is in Transactions with its own status.`,
  heldTitle: 'Sent for approval',
  heldBody: (count: number, approvers: string) =>
    `${count.toLocaleString('en')} ${count === 1 ? 'transfer waits' : 'transfers wait'} for approval from ${approvers} as one request.`,
  heldNotSubmitted:
    'It could not reach the approvers yet: open it in My requests and submit it from there.',
  viewTransactions: 'View transactions',
  viewApprovals: 'View approvals',
  batchChanged:
    'The batch changed after the summary was read, so nothing was sent. Check the new summary and send again.',
  priceExpired:
    'The prices of the summary ran out, so nothing was sent. Check the new summary and send again.',
  offlineTable: 'You are offline: this is the batch as it was last read.',
} as const;

/** The template and upload steps (written for this product). */
export const BATCH_START_TEXTS = {
  templateTitle: '1. Download a template',
  templateText:
    'One transfer a row: a saved recipient by its ID, or the recipient’s full details, then the amount, sender account and reference.',
  kindLegend: 'Template',
  kinds: { LOCAL: 'Local (Singapore)', OVERSEAS: 'Overseas (every currency)' },
  downloadCsv: 'Download CSV',
  downloadXlsx: 'Download Excel (XLSX)',
  templateOffline: 'The template downloads when you’re back online.',
  templateFailed: 'The template could not be loaded. Please refresh the page to try again.',
  uploadTitle: '2. Upload your file',
  uploadText:
    'CSV or Excel (XLSX), up to 1,000 transfers. Every row is checked here first, then by the bank; nothing is sent until you confirm.',
  chooseFile: 'Choose a file',
  refusedTitle: 'This file was not uploaded',
  checkedHere: (rows: number, invalid: number) =>
    `Checked ${rows.toLocaleString('en')} ${rows === 1 ? 'row' : 'rows'}: ${
      invalid === 0
        ? 'no errors.'
        : `${invalid.toLocaleString('en')} ${invalid === 1 ? 'has' : 'have'} errors, shown on each row next.`
    }`,
  sending: 'Sending the rows to the bank for its check…',
  sendFailedTitle: 'The bank could not check the file',
  keptTitle: (fileName: string) => `${fileName} is saved on this device`,
  keptOffline: (rows: number) =>
    `${rows.toLocaleString('en')} rows are kept. The bank checks them when you’re back online.`,
  keptOnline: (rows: number) =>
    `${rows.toLocaleString('en')} rows are kept. Send them to the bank for its check.`,
  sendKept: 'Check with the bank',
} as const;
