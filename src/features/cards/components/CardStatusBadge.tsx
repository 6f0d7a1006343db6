import type { CardStatus } from '../../../shared/domain/cards';
import { Badge, type BadgeTone } from '../../../shared/ui/Badge';
import { CARD_STATUS_LABELS } from '../texts';

const TONES: Record<CardStatus, BadgeTone> = {
  ACTIVE: 'success',
  LOCKED: 'warning',
  SUSPENDED: 'danger',
  NOT_ACTIVATED: 'neutral',
};

/** The card's status in words (Active, Locked, Suspended, Not activated), never by colour alone. */
export function CardStatusBadge({ status }: { status: CardStatus }) {
  return <Badge tone={TONES[status]}>{CARD_STATUS_LABELS[status]}</Badge>;
}
