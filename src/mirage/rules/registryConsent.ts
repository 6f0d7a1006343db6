import { registryMaintenanceActive } from '../../shared/domain/maintenance';
import type { MaintenanceNotice } from '../../shared/domain/toggles';
import { paths } from '../../shared/routing/paths';
import { BankError } from '../types';
import type { Application } from './applicants';
import { KYC_MESSAGES } from './kycRecords';

/**
 * The identity registry's consent, simulated (spec-1 §4, §7; docs/decisions/onboarding.md 'Onboarding'): the
 * bank issues a fresh random state for each request of the consent page and remembers it with the
 * application; the simulated registry consents at once, so the consent page is the app's own
 * callback page with a consent code and the state. The registry's data is then read with that
 * state, by this applicant only, for 30 minutes (a reload of the callback page reads it again).
 */
export const CONSENT_TTL_MS = 30 * 60_000;
/** Consents kept per application: enough for a few tries, not a list that grows without end. */
const KEPT_CONSENTS = 10;

export function requireRegistryUp(notices: readonly MaintenanceNotice[], now: number): void {
  // The shared rule the onboarding page tells 'Please apply manually' by.
  if (registryMaintenanceActive(notices, now))
    throw new BankError(503, 'SERVICE_UNAVAILABLE', KYC_MESSAGES.registryDown);
}

/** A new consent of `application`: its state, and where the browser goes (the callback page). */
export function issueConsent(
  application: Application,
  now: number,
): { authURI: string; state: string } {
  const state = crypto.randomUUID();
  const code = crypto.randomUUID().replaceAll('-', '');
  const kept = Object.entries(application.registryStates)
    .filter(([, s]) => s.used || now - s.at < CONSENT_TTL_MS)
    .toSorted(([, a], [, b]) => b.at - a.at)
    .slice(0, KEPT_CONSENTS - 1);
  application.registryStates = { ...Object.fromEntries(kept), [state]: { at: now, used: false } };
  const query = new URLSearchParams({ code, state });
  return { authURI: `${paths.onboarding.registry.callback(state)}?${query.toString()}`, state };
}

/**
 * Reads a consent: one this application was given, within its 30 minutes, else 404
 * RESOURCE_NOT_FOUND (a state of another applicant is unknown here). Marks it used.
 */
export function useConsent(application: Application, state: string, now: number): void {
  const consent = Object.hasOwn(application.registryStates, state)
    ? application.registryStates[state]
    : undefined;
  if (!consent || now - consent.at >= CONSENT_TTL_MS)
    throw new BankError(404, 'RESOURCE_NOT_FOUND', KYC_MESSAGES.unknownConsent);
  consent.used = true;
}

/** A registry submission needs the registry's data to have been retrieved. */
export function requireRetrieved(application: Application): void {
  if (!Object.values(application.registryStates).some((s) => s.used))
    throw new BankError(400, 'INVALID_PARAMETER', KYC_MESSAGES.notRetrieved);
}
