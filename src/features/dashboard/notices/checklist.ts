import type { Card } from '../../../shared/domain/cards';
import type { ChecklistFlags } from '../../../shared/domain/notices';
import { paths } from '../../../shared/routing/paths';

export type ChecklistItemId = 'topUp' | 'cardActivation' | 'firstCardTransaction' | 'appDownload';

export interface ChecklistItem {
  id: ChecklistItemId;
  label: string;
  done: boolean;
  /** A page that exists today; the app download reads as plain text (no page of its own). */
  href?: string;
}

export interface ChecklistContext {
  /** docs/decisions/dashboard.md 'Dashboard notices': not for the general role, which has no accounts panel. */
  topUpApplies: boolean;
  /** Whether the user holds a card of their own (hasOwnCard). */
  hasOwnCard: boolean;
}

/**
 * spec-3 §3-4 Onboarding checklist: the Actions items from GET /v1/boom/user/actions, without
 * top-up when it does not apply and without card activation when the user has no card of their
 * own. Wording written for the product (the spec quotes none for the dashboard).
 */
export function checklistItems(flags: ChecklistFlags, context: ChecklistContext): ChecklistItem[] {
  const items: (ChecklistItem | false)[] = [
    context.topUpApplies && {
      id: 'topUp',
      label: 'Top up your account',
      done: flags.firstTopUpCompleted,
      // The accounts page holds the details to pay into; the top-up page is not built.
      href: paths.accounts.list(),
    },
    context.hasOwnCard && {
      id: 'cardActivation',
      label: 'Activate your card',
      done: flags.isCardActivated,
      // A card on its way is activated from its dialog on the cards page.
      href: paths.cards.list(),
    },
    {
      id: 'firstCardTransaction',
      label: 'Make your first card payment',
      done: flags.firstCardTransactionCompleted,
      // The cards page: the card, its details behind a code and its limits.
      href: paths.cards.list(),
    },
    { id: 'appDownload', label: 'Download the mobile app', done: flags.isAppDownloaded },
  ];
  return items.filter((item): item is ChecklistItem => item !== false);
}

/** Whether one of the cached cards is the user's own (the cards cache holds what the bank lets them see). */
export function hasOwnCard(
  cards: readonly Pick<Card, 'holder'>[] | undefined,
  userReferenceID: string | undefined,
): boolean {
  return (
    userReferenceID !== undefined &&
    (cards ?? []).some((c) => c.holder.userReferenceID === userReferenceID)
  );
}

/** spec-3 §4 / constants.tsv checklist_progress_formula: completed / total in percent, floored. */
export function checklistPercent(items: readonly ChecklistItem[]): number {
  if (items.length === 0) return 100;
  return Math.floor((items.filter((i) => i.done).length * 100) / items.length);
}
