import type { BatchTemplate } from '../../../../api/batchTransfers';
import {
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_TRANSFERS,
} from '../../../../shared/domain/batchTransfers';

/**
 * A template answer for this folder's tests (the bank's own is src/mirage/routes/batchTransfers):
 * a saved recipient or a local recipient's details, then the payout's fields.
 */
export const TEST_TEMPLATE: BatchTemplate = {
  kind: 'LOCAL',
  columns: [
    {
      key: 'recipientId',
      header: 'Recipient ID',
      required: 'optional',
      description: 'A saved recipient',
    },
    { key: 'name', header: 'Recipient name', required: 'withoutRecipient', description: 'Name' },
    {
      key: 'accountNumber',
      header: 'Account number',
      required: 'withoutRecipient',
      description: 'Account',
    },
    { key: 'bankName', header: 'Bank', required: 'withoutRecipient', description: 'Bank' },
    { key: 'amount', header: 'Amount', required: 'required', description: 'Amount' },
    {
      key: 'senderAccountNumber',
      header: 'Sender account',
      required: 'required',
      description: 'From',
    },
    { key: 'reference', header: 'Reference', required: 'optional', description: 'Reference' },
    {
      key: 'paymentAdviceEmails',
      header: 'Payment advice e-mails',
      required: 'optional',
      description: 'E-mails',
    },
  ],
  exampleRows: [
    {
      recipientId: 'rcp-0001',
      amount: '1,250.50',
      senderAccountNumber: '0012345678',
      reference: 'INV 1001',
    },
    {
      name: 'Tan Mei Ling',
      accountNumber: '0098765432',
      bankName: 'DBS Bank Ltd',
      amount: '300.00',
      senderAccountNumber: '0012345678',
      reference: '=SUM(A1)',
      paymentAdviceEmails: 'mei@example.com;ap@example.com',
    },
  ],
  maxTransfers: BATCH_MAX_TRANSFERS,
  maxBytes: BATCH_FILE_MAX_BYTES,
};
