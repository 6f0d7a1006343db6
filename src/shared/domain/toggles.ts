/**
 * Feature toggles (spec-1 §3): a map from flag name to a boolean or {open, allowUsers}, where
 * allowUsers is a comma list of e-mail addresses.
 */
export type ToggleValue = boolean | { open: boolean; allowUsers: string };
export type FeatureToggles = Record<string, ToggleValue>;

export const TOGGLE_NAMES = [
  'approvals',
  'dashboardBanner',
  'paynowQr',
  'transfer2fa',
  'transferNotification',
  'p2p',
  'dbsTtIntegration',
  'dbsLocalTtIntegration',
  'receipt',
  'transactionCardPaymentCashback',
  'dashboardUserGuide',
  'internalTransferPage',
  'localTransferPage',
  'overseasTransferPage',
  'calculatorLocalTransfer',
  'remitWithScale',
  'remittanceCnyPromoBanner',
  'cashback',
  'boardResolutionRemoval',
  'enablePhoneVerification',
  // The batch capability (routes.tsv /transfer/batch: "gated by a batch capability (toggle name not
  // given)"; docs/decisions/batch-transfers.md): the page, its menu entry, promo card and banners.
  'batchTransfer',
  // The proof-of-account letter (spec-3 §2: 'when its toggle is on', name not given;
  // docs/decisions/accounts.md 'Proof-of-account letter').
  'proofOfAccountLetter',
] as const;
export type ToggleName = (typeof TOGGLE_NAMES)[number];

/** A toggle is on when it is true, or open, or when the user's e-mail is in allowUsers. */
export function isToggleOn(toggles: FeatureToggles, name: string, email: string): boolean {
  const value = toggles[name];
  if (value === undefined || value === false) return false;
  if (value === true) return true;
  if (value.open) return true;
  const wanted = email.trim().toLowerCase();
  return value.allowUsers
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .some((e) => e !== '' && e === wanted);
}

/** Feature-tip seen-flags (spec-1 §3). */
export const CALLOUT_IDS = [
  'Totp',
  'PaynowQr',
  'ProofOfAccount',
  'CnyRemittancePromoBanner',
  'BatchTransfer',
  'BatchTransferBannerLocal',
  'BatchTransferBannerOverseas',
  'XeroIntegration',
  'XeroIntegrationBanner',
] as const;
export type CalloutId = (typeof CALLOUT_IDS)[number];

/** Maintenance notice (spec-1 §3). */
export interface MaintenanceNotice {
  maintenanceModeType: string;
  startDateTime: string;
  endDateTime: string;
  isExpired: boolean;
  impactedFeatures: string;
}
