import type { Account } from '../../shared/domain/accounts';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { QrCode } from '../../shared/ui/QrCode';
import { Skeleton } from '../../shared/ui/Skeleton';
import { PAYNOW_QR_OFFLINE, usePaynowQr } from './paynowQr';
import './PaynowQr.css';

export interface PaynowQrProps {
  /** An SGD account (the bank refuses a QR for any other currency). */
  account: Pick<Account, 'accountNumber' | 'accountName'>;
}

/**
 * How to pay an SGD account by PayNow: the QR a payer scans with a Singapore banking app (an
 * EMVCo/SGQR payload the bank makes), and the UEN and reference to type when not scanning.
 * Used on the accounts page (the PayNow tab) and the add-money page.
 */
export function PaynowQr({ account }: PaynowQrProps) {
  const { qr, error, offline, retry } = usePaynowQr(account.accountNumber);
  if (offline) return <Alert kind="info">{PAYNOW_QR_OFFLINE}</Alert>;
  if (error)
    return (
      <Alert
        kind="error"
        actions={
          <Button variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
        }
      >
        {error}
      </Alert>
    );
  if (!qr)
    return (
      <div className="paynow-qr" aria-busy="true">
        <Skeleton lines={4} />
      </div>
    );
  return (
    <div className="paynow-qr" data-paynow-payload={qr.payload}>
      <QrCode
        className="paynow-qr__code"
        text={qr.payload}
        label={`PayNow QR code for ${account.accountName}, account ${account.accountNumber}`}
      />
      <div className="paynow-qr__manual">
        <p className="paynow-qr__hint">
          Scan with any Singapore banking app, or pay by PayNow to the UEN below and enter the
          reference so the money reaches this account.
        </p>
        <dl className="paynow-qr__facts">
          <dt>PayNow UEN</dt>
          <dd className="paynow-qr__number">{qr.uen}</dd>
          <dt>Recipient name</dt>
          <dd>{qr.payeeName}</dd>
          <dt>Reference</dt>
          <dd className="paynow-qr__number">{qr.reference}</dd>
        </dl>
      </div>
    </div>
  );
}
