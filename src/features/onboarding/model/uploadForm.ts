import { z } from 'zod';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';
import type { KycDocument } from '../../../shared/domain/onboarding';
import type { UploadedFile } from '../../../shared/domain/uploads';
import type { OnboardingDraft } from './draft';
import { FORM_MESSAGES } from './forms';

/**
 * The Upload step (spec-1 §2: a newer or a deprecated form, by the boardResolutionRemoval toggle
 * and a user-type check). The newer form takes every document in one list; the deprecated one
 * also asks for the board resolution apart. A sole proprietorship or partnership (legal entity
 * type 'Business') has no board, so it always gets the newer form (docs/decisions/onboarding.md).
 */
export function usesDeprecatedForm(
  toggles: FeatureToggles,
  email: string,
  legalEntityType: string | undefined,
): boolean {
  if (isToggleOn(toggles, 'boardResolutionRemoval', email)) return false;
  return legalEntityType !== 'Business';
}

export interface UploadValues {
  documents: UploadedFile[];
  boardResolution: UploadedFile[];
  authorisationByEmail: boolean;
}

const files = z.array(z.object({ referenceId: z.string(), fileName: z.string() }));

export function uploadSchema(deprecated: boolean) {
  return z.object({
    documents: files.min(1, FORM_MESSAGES.required),
    boardResolution: deprecated ? files.min(1, FORM_MESSAGES.required) : files,
    authorisationByEmail: z.boolean(),
  });
}

/**
 * The form's files from the bank's list (the bank holds the documents; a file deleted elsewhere
 * is gone here too): on the deprecated form the ones saved as the board resolution stay there.
 */
export function initialUpload(
  draft: OnboardingDraft,
  held: readonly KycDocument[],
  deprecated: boolean,
): UploadValues {
  const all = held.map((d) => ({ referenceId: d.referenceID, fileName: d.fileName }));
  const board = new Set(deprecated ? (draft.boardResolution ?? []).map((f) => f.referenceId) : []);
  return {
    documents: all.filter((f) => !board.has(f.referenceId)),
    boardResolution: all.filter((f) => board.has(f.referenceId)),
    authorisationByEmail: draft.authorisationByEmail ?? false,
  };
}
