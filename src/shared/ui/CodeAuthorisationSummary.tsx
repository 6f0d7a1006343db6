import { useId } from 'react';
import { MERCHANT_CATEGORIES, type MerchantRestriction } from '../domain/cards';
import type {
  AuthorisedAccount,
  BatchAuthorisation,
  CardControlAuthorisation,
  CodeAuthorisation,
} from '../domain/codeAuthorisation';
import { formatMoney } from '../money';

const TRANSFER_TITLES = {
  exchange: 'Currency exchange',
  internalTransfer: 'Internal transfer',
  payout: 'Transfer to a recipient',
} as const;

const CARD_TITLES = {
  unlock: 'Unlock card',
  unsuspend: 'Unsuspend card',
  limit: 'Raise the limit of card',
  merchants: 'Widen the merchants of card',
} as const;

function titleOf(authorisation: CodeAuthorisation): string {
  if (authorisation.kind === 'card')
    return `${CARD_TITLES[authorisation.change]} •••• ${authorisation.card.panTail}`;
  if (authorisation.kind === 'batch')
    return `Batch transfer of ${authorisation.transferCount.toLocaleString('en')} ${authorisation.transferCount === 1 ? 'transfer' : 'transfers'}`;
  if (authorisation.kind !== 'decision') return TRANSFER_TITLES[authorisation.kind];
  const verb = authorisation.decision === 'Accepted' ? 'Approve' : 'Reject';
  return `${verb} request ${authorisation.referenceId}`;
}

const accountText = (account: AuthorisedAccount) => `${account.name} · ${account.number}`;

/** A merchant restriction in words: 'No restriction', or the allowed categories' names. */
export function merchantsText(merchants: MerchantRestriction): string {
  if (merchants.type === 'NO_RESTRICTION') return 'No restriction';
  return MERCHANT_CATEGORIES.filter((c) => merchants.categories.includes(c.code))
    .map((c) => c.label)
    .join(', ');
}

/** A card control's lines: the card, and the new limit or merchants the code allows. */
function CardLines({ authorisation }: { authorisation: CardControlAuthorisation }) {
  const { card, change, merchants } = authorisation;
  return (
    <dl className="verify-code__authorises-list">
      <div>
        <dt>Card</dt>
        <dd>{`${card.nameOnCard} · •••• ${card.panTail}`}</dd>
      </div>
      {change === 'limit' && (
        <div>
          <dt>New monthly limit</dt>
          <dd className="verify-code__authorises-amount">
            {formatMoney(authorisation.amount, authorisation.currency, { display: 'code' })}
          </dd>
        </div>
      )}
      {change === 'merchants' && merchants && (
        <div>
          <dt>Allowed merchants</dt>
          <dd>{merchantsText(merchants)}</dd>
        </div>
      )}
    </dl>
  );
}

/** A batch's lines: the total debit (bound), the account, and what arrives per currency (shown). */
function BatchLines({ authorisation }: { authorisation: BatchAuthorisation }) {
  return (
    <dl className="verify-code__authorises-list">
      <div>
        <dt>Total debit</dt>
        <dd className="verify-code__authorises-amount">
          {formatMoney(authorisation.amount, authorisation.currency, { display: 'code' })}
        </dd>
      </div>
      <div>
        <dt>From</dt>
        <dd>{accountText(authorisation.from)}</dd>
      </div>
      <div>
        <dt>Recipients receive</dt>
        <dd>
          {authorisation.totals
            .map((t) => formatMoney(t.amount, t.currency, { display: 'code' }))
            .join(' · ')}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The top of a money code's dialog (PSD2 RTS art. 5 dynamic linking): what the code will
 * authorise, in the fields the bank binds it to, and what arrives on the other side (an exchange
 * or a payout: shown, not bound; the quote fixes it). The amount names its currency by code
 * (SGD 1,000.00), never by a symbol two currencies share.
 */
export function CodeAuthorisationSummary({ authorisation }: { authorisation: CodeAuthorisation }) {
  const titleId = useId();
  const received = authorisation.kind === 'decision' && authorisation.side === 'target';
  if (authorisation.kind === 'card' || authorisation.kind === 'batch')
    return (
      <section className="verify-code__authorises" aria-labelledby={titleId}>
        <h3 id={titleId} className="verify-code__authorises-label">
          You are authorising
        </h3>
        <p className="verify-code__authorises-title">{titleOf(authorisation)}</p>
        {authorisation.kind === 'card' ? (
          <CardLines authorisation={authorisation} />
        ) : (
          <BatchLines authorisation={authorisation} />
        )}
      </section>
    );
  return (
    <section className="verify-code__authorises" aria-labelledby={titleId}>
      <h3 id={titleId} className="verify-code__authorises-label">
        You are authorising
      </h3>
      <p className="verify-code__authorises-title">{titleOf(authorisation)}</p>
      <dl className="verify-code__authorises-list">
        <div>
          <dt>{received ? 'Amount received' : 'Amount sent'}</dt>
          <dd className="verify-code__authorises-amount">
            {formatMoney(authorisation.amount, authorisation.currency, { display: 'code' })}
          </dd>
        </div>
        {authorisation.kind !== 'decision' && authorisation.received && (
          <div>
            <dt>Amount received</dt>
            <dd className="verify-code__authorises-amount">
              {formatMoney(authorisation.received.amount, authorisation.received.currency, {
                display: 'code',
              })}
            </dd>
          </div>
        )}
        <div>
          <dt>From</dt>
          <dd>{accountText(authorisation.from)}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{accountText(authorisation.to)}</dd>
        </div>
      </dl>
    </section>
  );
}
