import { listActivity } from '../shared/contracts/activity';
import type { ActivityKind, ActivityRecord } from '../shared/domain/activity';
import { call } from './contractCall';

/** The activity log (contracts: src/shared/contracts/activity.ts). */

export interface ActivityQuery {
  person?: string;
  kind?: ActivityKind;
  pageSize?: number;
  /** The id of the last record shown: the page after it. */
  before?: string;
}

export interface ActivityPage {
  records: ActivityRecord[];
  nextBefore: string | null;
}

/** One page of the company's activity, newest first. */
export function getActivity(query: ActivityQuery = {}): Promise<ActivityPage> {
  return call(listActivity, { query });
}
