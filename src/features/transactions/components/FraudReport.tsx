import { CreditCard, KeyRound, LifeBuoy, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { SUPPORT_CONTACT } from '../../../shared/supportContact';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { useFraudReport } from '../fraudReport';

type Help = 'card' | 'password' | 'support';

const HELP_TITLES: Record<Help, string> = {
  card: 'Lock your card',
  password: 'Change your password',
  support: 'Contact support',
};

/**
 * 'Report this transaction' (spec-3 §2 Transactions pages): opening the report fires the bank's
 * report call; the modal then guides the person through the help modals: lock the card, change
 * the password, contact support by phone or e-mail (the fraud_help_guidance texts are not given
 * by the spec: written for this product).
 */
export function FraudReport({ transactionId }: { transactionId: string }) {
  const report = useFraudReport(transactionId);
  const [help, setHelp] = useState<Help | null>(null);
  const close = () => {
    setHelp(null);
    report.close();
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<ShieldAlert aria-hidden />}
        onClick={report.open}
      >
        Report this transaction
      </Button>
      {/* Drawn only while open: the detail's dialog holds no closed dialog. */}
      {report.state !== 'closed' && (
        <Modal
          open
          width="sm"
          title="Report this transaction"
          onClose={close}
          footer={<Button onClick={close}>Done</Button>}
        >
          <div className="txn-fraud">
            {report.state === 'sending' && <p role="status">Sending your report…</p>}
            {report.state === 'sent' && (
              <Alert kind="success" title="Report sent">
                We will look into {transactionId} and contact you. Meanwhile, keep your account
                safe:
              </Alert>
            )}
            {report.state === 'failed' && (
              <Alert
                kind="error"
                title="Your report was not sent"
                actions={
                  <Button size="sm" variant="secondary" onClick={report.retry}>
                    Try again
                  </Button>
                }
              >
                Please try again, or contact support.
              </Alert>
            )}
            <ul className="txn-fraud__steps" aria-label="Keep your account safe">
              <li>
                <Button
                  variant="ghost"
                  icon={<CreditCard aria-hidden />}
                  onClick={() => setHelp('card')}
                >
                  {HELP_TITLES.card}
                </Button>
              </li>
              <li>
                <Button
                  variant="ghost"
                  icon={<KeyRound aria-hidden />}
                  onClick={() => setHelp('password')}
                >
                  {HELP_TITLES.password}
                </Button>
              </li>
              <li>
                <Button
                  variant="ghost"
                  icon={<LifeBuoy aria-hidden />}
                  onClick={() => setHelp('support')}
                >
                  {HELP_TITLES.support}
                </Button>
              </li>
            </ul>
          </div>
          {help && (
            <Modal
              open
              width="sm"
              title={HELP_TITLES[help]}
              onClose={() => setHelp(null)}
              footer={<Button onClick={() => setHelp(null)}>Back</Button>}
            >
              <HelpBody help={help} transactionId={transactionId} />
            </Modal>
          )}
        </Modal>
      )}
    </>
  );
}

function HelpBody({ help, transactionId }: { help: Help; transactionId: string }) {
  if (help === 'card')
    return (
      <p>
        If this was a card payment you did not make, lock the card now: nobody can pay with it until
        you unlock it. Open the card on the <Link href={paths.cards.list()}>Cards page</Link> and
        choose Lock.
      </p>
    );
  if (help === 'password')
    return (
      <p>
        If someone else may know your password, change it now on the{' '}
        <Link href={paths.settings.password()}>Change password page</Link>.
      </p>
    );
  return (
    <p>
      Call us on{' '}
      <a href={`tel:${SUPPORT_CONTACT.phone.replace(/\s/g, '')}`}>{SUPPORT_CONTACT.phone}</a> or
      e-mail <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>, and quote the
      reference {transactionId}.
    </p>
  );
}
