import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { isCurrencyCode } from '../../shared/currencies';
import type { Recipient } from '../../shared/domain/recipient';
import { CurrencyMark } from '../../shared/ui/CurrencyMark';
import { cutName } from './display';
import { RecipientRowMenu, type RowMenuItem } from './RecipientRowMenu';
import { RECIPIENT_PRODUCT_TEXTS, RECIPIENT_TEXTS } from './texts';

interface Props {
  recipient: Recipient;
  /** Why it cannot be paid (dimmed, not selectable), or null. */
  unavailable: string | null;
  nameLimit: number;
  canManage: boolean;
  onSelect: (recipient: Recipient) => void;
  onDetails: (recipient: Recipient) => void;
  onDelete: (recipient: Recipient) => void;
}

/** A currency the product has no mark for (MCA, one no longer paid out in): its letters. */
function Mark({ currency }: { currency: string }) {
  if (isCurrencyCode(currency)) return <CurrencyMark currency={currency} />;
  return (
    <span className="ui-currency-mark" aria-hidden>
      {currency.slice(0, 2)}
    </span>
  );
}

/**
 * One recipient: a button that picks it (keyboard reachable), and its menu beside it (a button
 * may not hold another). A row that cannot be paid stays focusable, so keyboard and screen-reader
 * users get the reason too, but picks nothing. The tooltips (the full name of a cut one, the
 * reason) show while the button is hovered or focused, Escape hides them (WCAG 1.4.13), and they
 * are the button's description.
 */
export function RecipientRow({
  recipient,
  unavailable,
  nameLimit,
  canManage,
  onSelect,
  onDetails,
  onDelete,
}: Props) {
  const nameTipId = useId();
  const reasonTipId = useId();
  const [tipsHidden, setTipsHidden] = useState(false);
  const name = cutName(recipient.recipientAccountName, nameLimit);
  const describedBy = [name.cut && nameTipId, unavailable && reasonTipId].filter(Boolean).join(' ');
  const items: RowMenuItem[] = [
    { label: RECIPIENT_TEXTS.viewDetails, onSelect: () => onDetails(recipient) },
    ...(canManage
      ? [
          {
            label: RECIPIENT_TEXTS.deleteRecipient,
            onSelect: () => onDelete(recipient),
            danger: true,
          },
        ]
      : []),
  ];

  return (
    <li
      className={[
        'rcp-row',
        unavailable && 'rcp-row--unavailable',
        tipsHidden && 'rcp-row--tips-hidden',
      ]
        .filter(Boolean)
        .join(' ')}
      data-recipient-id={recipient.displayReferenceId}
      onPointerLeave={() => setTipsHidden(false)}
    >
      <button
        type="button"
        className="rcp-row__main"
        aria-disabled={unavailable ? true : undefined}
        aria-describedby={describedBy || undefined}
        onClick={() => {
          if (!unavailable) onSelect(recipient);
        }}
        onKeyDown={(event) => {
          // The first Escape hides the tooltips only (not the dialog the list may be in).
          if (event.key !== 'Escape' || !describedBy || tipsHidden) return;
          event.preventDefault();
          event.stopPropagation();
          setTipsHidden(true);
        }}
        onBlur={() => setTipsHidden(false)}
      >
        <Mark currency={recipient.currency} />
        <span className="rcp-row__text">
          <span className="rcp-row__name">{name.shown}</span>
          <span className="rcp-row__sub">
            <span className="rcp-row__account">{recipient.recipientAccountNo}</span>
            <span aria-hidden> · </span>
            <span>{recipient.recipientBankName}</span>
          </span>
          {unavailable && (
            // Seen without hovering (a phone has no hover); heard as the button's description.
            <span className="rcp-row__reason" aria-hidden>
              {unavailable}
            </span>
          )}
        </span>
        <span className="rcp-row__currency">{recipient.currency}</span>
        {!unavailable && <ChevronRight className="rcp-row__chevron" aria-hidden />}
      </button>
      {describedBy && (
        // Beside the button, not in it: a tooltip's text is its description, not part of its name.
        <div className="rcp-row__tips">
          {name.cut && (
            <span id={nameTipId} role="tooltip" className="rcp-tip">
              {recipient.recipientAccountName}
            </span>
          )}
          {unavailable && (
            <span id={reasonTipId} role="tooltip" className="rcp-tip rcp-tip--reason">
              {unavailable}
            </span>
          )}
        </div>
      )}
      <RecipientRowMenu
        label={RECIPIENT_PRODUCT_TEXTS.menuLabel(recipient.recipientAccountName)}
        items={items}
      />
    </li>
  );
}
