import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { ADMIN_ROLES } from '../../../shared/domain/roles';
import { CreditCard } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useCachedAccounts } from '../../../db/cachedAccounts';
import { PROFILE_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import {
  MoneyOfflineNotice,
  offlineSubmitProps,
  useMoneyOffline,
} from '../../../entities/money/MoneyOffline';
import { useMoneyAction } from '../../../entities/money/useMoneyAction';
import type { NewCardRequest } from '../../../api/cards';
import type { CardAddressType, CardLimits, CardType } from '../../../shared/domain/cards';
import type { Profile } from '../../../shared/domain/profile';
import type { TeamMember } from '../../../shared/domain/team';
import { parseAmountInput } from '../../../shared/money';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SelectField } from '../../../shared/ui/SelectField';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { showToast } from '../../../shared/ui/toastStore';
import {
  createFailure,
  loadCardholders,
  loadCardLimits,
  sendNewCard,
  type CreatedCard,
} from '../create';
import { ADD_CARD_TEXTS, CREATE_TEXTS, deliveryLine, limitsLine } from '../texts';
import './AddCardPage.css';

const NAME_MAX = 26;

type Errors = Partial<Record<'holder' | 'account' | 'name' | 'limit', string>>;

/**
 * /cards/add-card (spec-3 §2, §4; card managers): a physical card, delivered to the company's or
 * the cardholder's address within 5-7 days, or a virtual card, for a team member and a linked
 * account, with its name and monthly limit; the creation limits shown and kept. Creation goes
 * through the money-action protocol (an Idempotency-Key: a retry creates no second card).
 */
export function AddCardPage() {
  const [, navigate] = useLocation();
  const accounts = useCachedAccounts();
  const profile = useMeta<Profile>(PROFILE_KEY);
  const offline = useMoneyOffline();
  const role = useSnapshot(session).claims?.role;
  const listsTeam = role !== undefined && ADMIN_ROLES.includes(role);
  const [limits, setLimits] = useState<CardLimits | null>(null);
  const [team, setTeam] = useState<TeamMember[] | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [type, setType] = useState<CardType>('VIRTUAL');
  const [holderId, setHolderId] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [limitText, setLimitText] = useState('');
  const [addressType, setAddressType] = useState<CardAddressType>('MAILING_ADDRESS');
  const [errors, setErrors] = useState<Errors>({});
  const typeName = useId();
  const addressName = useId();

  const action = useMoneyAction<NewCardRequest, CreatedCard>({
    send: sendNewCard,
    describeFailure: createFailure,
    offlineText: ADD_CARD_TEXTS.offline,
    onAnswer: (_created, request) => {
      showToast(
        request.type === 'PHYSICAL'
          ? {
              kind: 'success',
              title: CREATE_TEXTS.physicalCreated,
              message: deliveryLine(request.addressType),
            }
          : { kind: 'success', title: CREATE_TEXTS.virtualCreated },
      );
      navigate(paths.cards.list());
    },
  });

  useEffect(() => {
    let live = true;
    // spec-3 §6: People is the admin-level roles'; finance adds cards without the team list.
    Promise.all([loadCardLimits(), listsTeam ? loadCardholders() : Promise.resolve(null)]).then(
      ([answeredLimits, members]) => {
        if (!live) return;
        setLimits(answeredLimits);
        setTeam(members);
      },
      () => {
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [listsTeam]);

  // Without the team list (finance), the card is the user's own.
  const holders: { userReferenceID: string; name: string }[] =
    team ?? (profile ? [{ userReferenceID: profile.userReferenceID, name: profile.name }] : []);
  // The user is the one cardholder finance may choose: chosen already.
  const holderValue =
    team === null && holderId === '' ? (profile?.userReferenceID ?? '') : holderId;
  const holder = holders.find((h) => h.userReferenceID === holderValue);
  const account = accounts?.find((a) => a.accountNumber === accountNumber);
  const nameValue = name ?? holder?.name.toUpperCase().slice(0, NAME_MAX) ?? '';
  const leftOf = (t: CardType) =>
    limits ? (t === 'PHYSICAL' ? limits.maxNewPhysicalCards : limits.maxNewVirtualCards) : 0;
  // The type chosen first is one that may still be created.
  const chosenType: CardType =
    limits && leftOf(type) <= 0 && leftOf(type === 'VIRTUAL' ? 'PHYSICAL' : 'VIRTUAL') > 0
      ? type === 'VIRTUAL'
        ? 'PHYSICAL'
        : 'VIRTUAL'
      : type;

  const back = (
    <Link href={paths.cards.list()} className={buttonClassName({ variant: 'secondary' })}>
      {ADD_CARD_TEXTS.back}
    </Link>
  );
  const header = <PageHeader title={ADD_CARD_TEXTS.title} actions={back} />;

  if (loadFailed)
    return (
      <div className="add-card">
        {header}
        <Alert kind="error" title={CREATE_TEXTS.createFailed}>
          <p>{offline.offline ? ADD_CARD_TEXTS.offline : 'Please try again.'}</p>
        </Alert>
      </div>
    );
  // Without the team list the cardholder is the user: wait for their profile too.
  if (!limits || team === undefined || accounts === undefined || (team === null && !profile))
    return (
      <div className="add-card">
        {header}
        <Card>
          <Skeleton lines={6} />
        </Card>
      </div>
    );
  if (limits.maxNewCards <= 0)
    return (
      <div className="add-card">
        {header}
        <Card>
          <EmptyState
            icon={CreditCard}
            title={CREATE_TEXTS.createFailed}
            text={ADD_CARD_TEXTS.noneLeft}
          />
        </Card>
      </div>
    );

  const submit = () => {
    const next: Errors = {};
    if (!holder) next.holder = ADD_CARD_TEXTS.chooseHolder;
    if (!account) next.account = ADD_CARD_TEXTS.chooseAccount;
    const trimmed = nameValue.trim();
    if (!trimmed) next.name = ADD_CARD_TEXTS.enterName;
    else if (trimmed.length > NAME_MAX) next.name = ADD_CARD_TEXTS.nameTooLong;
    const parsed = account ? parseAmountInput(limitText, account.currency) : null;
    if (!parsed?.ok || parsed.micros <= 0) next.limit = ADD_CARD_TEXTS.enterLimit;
    setErrors(next);
    if (Object.keys(next).length || !holder || !account || !parsed?.ok) return;
    const common = {
      holderUserReferenceID: holder.userReferenceID,
      accountNumber: account.accountNumber,
      nameOnCard: trimmed,
      spendingLimit: parsed.micros,
    };
    action.confirm(
      chosenType === 'PHYSICAL'
        ? { type: 'PHYSICAL', ...common, addressType }
        : { type: 'VIRTUAL', ...common },
    );
  };
  const failure = action.outcome?.kind === 'failure' ? action.outcome : null;

  return (
    <div className="add-card">
      {header}
      <Card>
        <form
          className="add-card__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="add-card__limits" data-testid="card-limits">
            {limitsLine({
              total: limits.maxNewCards,
              physical: limits.maxNewPhysicalCards,
              virtual: limits.maxNewVirtualCards,
            })}
          </p>
          <fieldset className="add-card__choices">
            <legend>{ADD_CARD_TEXTS.type}</legend>
            {(['VIRTUAL', 'PHYSICAL'] as const).map((value) => {
              const full = leftOf(value) <= 0;
              const hintId = `${typeName}-${value}`;
              return (
                <label key={value} className="add-card__choice">
                  <input
                    type="radio"
                    name={typeName}
                    value={value}
                    checked={chosenType === value}
                    disabled={full}
                    aria-describedby={hintId}
                    onChange={() => setType(value)}
                  />
                  <span>
                    <span className="add-card__choice-title">
                      {value === 'PHYSICAL' ? ADD_CARD_TEXTS.physical : ADD_CARD_TEXTS.virtual}
                    </span>
                    <span id={hintId} className="add-card__choice-hint">
                      {full
                        ? ADD_CARD_TEXTS.typeFull
                        : value === 'PHYSICAL'
                          ? ADD_CARD_TEXTS.physicalHint
                          : ADD_CARD_TEXTS.virtualHint}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <SelectField
            label={ADD_CARD_TEXTS.holder}
            placeholder={ADD_CARD_TEXTS.holderPlaceholder}
            options={holders.map((h) => ({ value: h.userReferenceID, label: h.name }))}
            value={holderValue}
            hint={team === null ? ADD_CARD_TEXTS.onlyYou : undefined}
            error={errors.holder}
            onChange={(event) => {
              setErrors({ ...errors, holder: undefined });
              setHolderId(event.target.value);
            }}
          />
          <SelectField
            label={ADD_CARD_TEXTS.account}
            placeholder={ADD_CARD_TEXTS.accountPlaceholder}
            options={accounts.map((a) => ({
              value: a.accountNumber,
              label: `${a.accountName} · ${a.currency}`,
            }))}
            value={accountNumber}
            hint={accounts.length === 0 ? ADD_CARD_TEXTS.noAccounts : undefined}
            error={errors.account}
            onChange={(event) => {
              setErrors({ ...errors, account: undefined });
              setAccountNumber(event.target.value);
            }}
          />
          <TextField
            label={ADD_CARD_TEXTS.nameOnCard}
            hint={ADD_CARD_TEXTS.nameHint}
            autoComplete="off"
            maxLength={NAME_MAX}
            value={nameValue}
            error={errors.name}
            onChange={(event) => {
              setErrors({ ...errors, name: undefined });
              setName(event.target.value);
            }}
          />
          <TextField
            label={`${ADD_CARD_TEXTS.limit}${account ? ` (${account.currency})` : ''}`}
            inputMode="decimal"
            autoComplete="off"
            value={limitText}
            error={errors.limit}
            onChange={(event) => {
              setErrors({ ...errors, limit: undefined });
              setLimitText(event.target.value);
            }}
          />
          {chosenType === 'PHYSICAL' && (
            <fieldset className="add-card__choices" aria-describedby={`${addressName}-hint`}>
              <legend>{ADD_CARD_TEXTS.delivery}</legend>
              {(['MAILING_ADDRESS', 'RESIDENTIAL_ADDRESS'] as const).map((value) => (
                <label key={value} className="add-card__choice">
                  <input
                    type="radio"
                    name={addressName}
                    value={value}
                    checked={addressType === value}
                    onChange={() => setAddressType(value)}
                  />
                  <span className="add-card__choice-title">
                    {value === 'MAILING_ADDRESS'
                      ? ADD_CARD_TEXTS.company
                      : ADD_CARD_TEXTS.cardholder}
                  </span>
                </label>
              ))}
              <p id={`${addressName}-hint`} className="add-card__choice-hint">
                {ADD_CARD_TEXTS.deliveryHint}
              </p>
            </fieldset>
          )}
          <MoneyOfflineNotice state={offline} kind="card" />
          {action.notice && <Alert kind="warning">{action.notice.message}</Alert>}
          {failure && (
            <Alert kind="error" title={failure.title ?? CREATE_TEXTS.createFailed}>
              <p>{failure.message}</p>
              {failure.retryable && (
                <Button variant="primary" onClick={action.retry} disabled={action.busy}>
                  Try again
                </Button>
              )}
            </Alert>
          )}
          <div className="add-card__actions">
            <Button
              type="submit"
              variant="primary"
              loading={action.busy}
              disabled={action.busy || offline.offline}
              {...offlineSubmitProps(offline)}
            >
              {ADD_CARD_TEXTS.submit}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
