import { jsPDF } from 'jspdf';
import { PRODUCT_NAME } from '../../shared/config/product';
import { hasPayableNumber, type Account } from '../../shared/domain/accounts';
import { BankError } from '../types';
import { COMPANY_TIME_ZONE } from '../../shared/domain/exports';
import { BENEFICIARY_ADDRESS, RECEIVING_BANK_ADDRESS } from './accountDocuments';

/**
 * spec-3 §7 proof-of-account letter (docs/decisions/accounts.md 'Proof-of-account letter'): an
 * A4 PDF confirming the account, made with jsPDF in the mock bank's chunk (never the app's), sent
 * as base64 (data.bufferFile).
 */

export const PROOF_OF_ACCOUNT_TOGGLE = 'proofOfAccountLetter';

export function proofOfAccountFileName(accountNumber: string): string {
  return `proof_of_account_letter_${accountNumber}.pdf`;
}

/** A letter's reference: the account and the day, so the same day's letter has the same one. */
export function letterReference(accountNumber: string, issuedOn: Date): string {
  const day = issuedOn.toISOString().slice(0, 10).replaceAll('-', '');
  return `POA-${accountNumber}-${day}`;
}

function longDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: COMPANY_TIME_ZONE,
  });
}

/** 400 INVALID_PARAMETER for a THB account (it cannot receive funds, so there is nothing to prove). */
export function proofOfAccountLetter(
  account: Account,
  company: { name: string; address: string },
  issuedOn: Date,
): string {
  if (!hasPayableNumber(account))
    throw new BankError(
      400,
      'INVALID_PARAMETER',
      'A THB account cannot receive funds, so it has no proof-of-account letter.',
    );
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({
    title: `Account Confirmation Letter ${account.accountNumber}`,
    author: PRODUCT_NAME,
    subject: 'Proof of account',
  });
  const left = 56;
  let y = 72;
  const line = (text: string, gap = 16) => {
    for (const part of doc.splitTextToSize(text, 480) as string[]) {
      doc.text(part, left, y);
      y += gap;
    }
  };
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  line(PRODUCT_NAME, 22);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  line(BENEFICIARY_ADDRESS, 28);
  line(`Date: ${longDate(issuedOn)}`);
  line(`Reference: ${letterReference(account.accountNumber, issuedOn)}`, 28);
  line(company.name);
  line(company.address, 28);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  line('Account Confirmation Letter', 24);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  line(
    `This letter confirms that ${company.name} holds the account below with ${PRODUCT_NAME}, held with ${account.bankName} on its behalf. Payments into it may be made using these details.`,
    16,
  );
  y += 12;
  const facts: [string, string][] = [
    ['Company name', company.name],
    ['Account holder', account.accountHolderName],
    ['Beneficiary name', `${PRODUCT_NAME} on behalf of ${account.accountHolderName}`],
    ['Account number', account.accountNumber],
    ['Currency', account.currency],
    ['Bank name', account.bankName],
    ['SWIFT code', account.bankSwift],
    ['Bank address', RECEIVING_BANK_ADDRESS],
  ];
  for (const [label, value] of facts) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, left, y);
    doc.setFont('helvetica', 'normal');
    const lines = doc.splitTextToSize(value, 320) as string[];
    lines.forEach((part, i) => doc.text(part, left + 150, y + i * 14));
    y += 14 * lines.length + 6;
  }
  y += 18;
  line(
    'This letter is issued at the request of the account holder and is valid on the date above. It is generated electronically and needs no signature.',
  );
  doc.setFontSize(8);
  doc.text(
    `${PRODUCT_NAME} · ${letterReference(account.accountNumber, issuedOn)} · Page 1 of 1`,
    left,
    800,
  );
  // The data URI's base64 part: the bank also runs in the page, where there is no Buffer.
  return doc.output('datauristring').split('base64,')[1] ?? '';
}
