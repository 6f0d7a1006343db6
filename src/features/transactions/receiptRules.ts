import {
  ATTACHMENT_FILE_BYTES_MAX,
  ATTACHMENT_FILES_MAX,
  ATTACHMENT_TEXTS as T,
} from '../../shared/domain/attachments';

/** A refusal as the spec says it: a title and a body (spec-3 §8 Messages). */
export interface Refusal {
  title: string;
  body: string;
}

export const LIMIT_REFUSAL: Refusal = { title: T.limitTitle, body: T.limitBody };
export const SIZE_REFUSAL: Refusal = { title: T.sizeTitle, body: T.sizeBody };
export const TYPE_REFUSAL: Refusal = { title: T.typeTitle, body: T.typeBody };

/** What the picker offers (the bank reads the bytes: a renamed file is refused there). */
const TYPES: Readonly<Record<string, readonly string[]>> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  pdf: ['application/pdf'],
};

interface Picked {
  name: string;
  size: number;
  type: string;
}

function typeAllowed(file: Picked): boolean {
  const dot = file.name.lastIndexOf('.');
  const mimes = dot > 0 ? TYPES[file.name.slice(dot + 1).toLowerCase()] : undefined;
  // A browser that does not know the type says ''; the bank's check of the bytes decides then.
  return mimes !== undefined && (file.type === '' || mimes.includes(file.type.toLowerCase()));
}

/**
 * A pick of receipts beside the `held` files (transfer files and receipts: spec-3 §5, 5 per
 * transaction): past the limit the whole pick is refused (which to keep is the person's choice);
 * otherwise each file of another type or above 5 MB (a file of exactly 5 MB is accepted,
 * docs/decisions/files.md 'Files') is left out, and each kind of refusal is said once.
 */
export function checkReceiptPick<F extends Picked>(
  picked: readonly F[],
  held: number,
): { accepted: F[]; refusals: Refusal[] } {
  if (held + picked.length > ATTACHMENT_FILES_MAX)
    return { accepted: [], refusals: [LIMIT_REFUSAL] };
  const refusals = new Set<Refusal>();
  const accepted = picked.filter((file) => {
    if (!typeAllowed(file)) refusals.add(TYPE_REFUSAL);
    else if (file.size > ATTACHMENT_FILE_BYTES_MAX) refusals.add(SIZE_REFUSAL);
    else return true;
    return false;
  });
  return { accepted, refusals: [...refusals] };
}
