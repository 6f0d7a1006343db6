import { listCorridors, listPurposes, listRoutes } from '../shared/contracts/payoutConfig';
import type { Corridor, RouteTime } from '../shared/domain/corridors';
import type { CorridorPurpose } from '../shared/domain/purposes';
import { call } from './contractCall';

/** spec-2 §7 Quotes, limits, configuration (contracts: src/shared/contracts/payoutConfig.ts). */

/** The overseas corridors (Singapore excluded), each with its currencies and route. */
export async function getCorridors(): Promise<Corridor[]> {
  return (await call(listCorridors)).corridors;
}

export async function getPayoutRoutes(): Promise<RouteTime[]> {
  return (await call(listRoutes)).routes;
}

/** The overseas purposes for a corridor and currency; invoiceRequired for INR's listed purposes. */
export async function getPurposes(
  destinationCountryCode: string,
  currency: string,
): Promise<CorridorPurpose[]> {
  return (await call(listPurposes, { body: { destinationCountryCode, currency } })).purposes;
}
