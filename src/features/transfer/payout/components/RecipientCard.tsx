import type { Recipient } from '../../../../shared/domain/recipient';

/** Who is paid: the recipient's name, bank, account number and currency. */
export function RecipientCard({ recipient }: { recipient: Recipient }) {
  return (
    <div className="payout-recipient" aria-label="Recipient" role="group">
      <p className="payout-recipient__name">{recipient.recipientNickName}</p>
      <p className="payout-recipient__detail">
        {[recipient.recipientBankName, recipient.recipientAccountNo, recipient.currency]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}
