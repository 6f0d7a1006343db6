import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { session } from '../../../api/session';
import { TOGGLES_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { PaynowQr } from '../../../entities/account/PaynowQr';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { AccountSelect } from '../../../entities/account/AccountSelect';
import { hasPayableNumber, type Account } from '../../../shared/domain/accounts';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { beneficiaryName, THB_NOTICE } from '../accountDisplay';
import { RECEIVE_NOTES } from '../components/ReceiveDetails';
import { useBeneficiaryAddress } from '../queries';
import './AddMoneyPage.css';

/** The dashboard's top-up tile opens the page with this guide (spec-3 §2 Dashboard: how-to-topup). */
export const HOW_TO_TOP_UP_TITLE = 'How to top up';
export const HOW_TO_TOP_UP_STEPS = [
  'Choose the account you want to fund.',
  "In your other bank's app or online banking, pay the account with the details below: PayNow or FAST from a bank in Singapore, or an overseas transfer by SWIFT.",
  'FAST and PayNow usually arrive within minutes; an overseas transfer can take 1 to 3 business days.',
  'The money shows in your balance and your transactions once it arrives.',
] as const;

export const PAYNOW_TITLE = 'PayNow';
export const FAST_TITLE = 'FAST (local bank transfer)';
export const SWIFT_TITLE = 'Overseas transfer (SWIFT)';

function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="add-money__facts">
      {rows.map(([term, value]) => (
        <div key={term} className="add-money__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How to pay into one account: each way in with what the payer types into their bank. PayNow (an
 * SGD account, while the paynowQr toggle is on) comes first, as on the accounts page.
 */
function FundingDetails({ account, paynowOn }: { account: Account; paynowOn: boolean }) {
  // The addresses an overseas payer's bank asks for (read once, online).
  const address = useBeneficiaryAddress();
  if (!hasPayableNumber(account))
    return (
      <Alert kind="info" title={`${account.currency} account`}>
        <p>{THB_NOTICE}</p>
        <p className="add-money__links">
          <Link href={paths.transfer.accountToAccount()}>Account to account transfer</Link>
          <Link href={paths.transfer.currencyExchange()}>Currency exchange</Link>
        </p>
      </Alert>
    );
  const sgd = account.currency === 'SGD';
  return (
    <div className="add-money__ways">
      {sgd && paynowOn && (
        <section className="add-money__way" aria-labelledby="add-money-paynow">
          <h2 id="add-money-paynow" className="add-money__way-title">
            {PAYNOW_TITLE}
          </h2>
          <PaynowQr account={account} />
        </section>
      )}
      {sgd && (
        <section className="add-money__way" aria-labelledby="add-money-fast">
          <h2 id="add-money-fast" className="add-money__way-title">
            {FAST_TITLE}
          </h2>
          <Facts
            rows={[
              ['Bank name', account.bankName],
              ['Account number', account.accountNumber],
              ['Account holder name', beneficiaryName(account, 'local')],
            ]}
          />
          <p className="add-money__note">{RECEIVE_NOTES.local}</p>
        </section>
      )}
      <section className="add-money__way" aria-labelledby="add-money-swift">
        <h2 id="add-money-swift" className="add-money__way-title">
          {SWIFT_TITLE}
        </h2>
        <Facts
          rows={[
            ['Beneficiary name', beneficiaryName(account, 'overseas')],
            ...(address ? [['Beneficiary address', address.beneficiaryAddress] as const] : []),
            ['Account number', account.accountNumber],
            ['Bank name', account.bankName],
            ['SWIFT code', account.bankSwift],
            ...(address ? [['Bank address', address.bankAddress] as const] : []),
            ['Currency', account.currency],
          ]}
        />
        <p className="add-money__note">{RECEIVE_NOTES.overseas}</p>
      </section>
    </div>
  );
}

/**
 * /add-money (spec-3 §2): how to fund each account. The dashboard's top-up tile opens it with
 * `howToTopup`, which adds a short step guide.
 */
export function AddMoneyPage() {
  const accounts = useCachedAccounts();
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const email = useSnapshot(session).claims?.email ?? '';
  const paynowOn = toggles !== undefined && isToggleOn(toggles, 'paynowQr', email);
  const howTo = new URLSearchParams(useSearch()).get('howToTopup') === 'true';
  const [chosen, setChosen] = useState('');
  const account = accounts?.find((a) => a.accountNumber === chosen) ?? accounts?.[0];

  return (
    <div className="add-money">
      <PageHeader
        title="Add money"
        subtitle="Fund your accounts by bank transfer from any bank account in your company's name or your customers'."
      />
      {howTo && (
        <Card title={HOW_TO_TOP_UP_TITLE} className="add-money__guide">
          <ol className="add-money__steps">
            {HOW_TO_TOP_UP_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
      )}
      <Card>
        {accounts === undefined ? (
          <Skeleton lines={6} />
        ) : !account ? (
          <Alert kind="info">Your accounts appear here once they are loaded.</Alert>
        ) : (
          <div className="add-money__body">
            <AccountSelect
              label="Account to fund"
              accounts={accounts}
              value={account.accountNumber}
              onChange={setChosen}
            />
            <FundingDetails account={account} paynowOn={paynowOn} />
          </div>
        )}
      </Card>
    </div>
  );
}
