import type { RegistryInfo } from '../../../api/kyc';
import { detailsFromRegistry } from './convert';
import type { OnboardingDraft } from './draft';
import { detailsSchema, emptyDetails, type DetailsValues } from './forms';

/**
 * The registry path's Business Details (spec-1 §2): the form starts from the registry's data,
 * and what the registry gave is shown, not typed. A value the registry left out, or one the form
 * would refuse (a type the lists do not know), stays editable, so the applicant is never stuck.
 */
export function registryLocks(
  person: RegistryInfo['person'] | undefined,
  entity: RegistryInfo['entity'] | undefined,
): ReadonlySet<keyof DetailsValues> {
  const given = detailsFromRegistry(person, entity);
  const read = detailsSchema().safeParse(given);
  const refused = new Set(read.success ? [] : read.error.issues.map((issue) => issue.path[0]));
  const keys = Object.keys(given) as (keyof DetailsValues)[];
  return new Set(
    keys.filter((key) => {
      const value = given[key];
      const filled = typeof value === 'string' ? value !== '' : value.country !== '';
      return filled && !refused.has(key);
    }),
  );
}

/** The Business Details form's first values on a path: what was saved, else the registry's. */
export function initialDetails(
  path: 'manual' | 'registry',
  draft: OnboardingDraft,
  locked: ReadonlySet<keyof DetailsValues>,
): DetailsValues {
  const fromRegistry = detailsFromRegistry(draft.person, draft.entity);
  const saved = draft.details;
  if (!saved) return path === 'registry' ? fromRegistry : emptyDetails();
  const values: DetailsValues = {
    ...emptyDetails(),
    ...saved,
    residentialAddress: { ...emptyDetails().residentialAddress, ...saved.residentialAddress },
    registeredAddress: { ...emptyDetails().registeredAddress, ...saved.registeredAddress },
  };
  // What the registry gives is the registry's, whatever was saved.
  for (const key of locked) Object.assign(values, { [key]: fromRegistry[key] });
  return values;
}
