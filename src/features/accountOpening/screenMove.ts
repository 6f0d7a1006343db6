/**
 * What a status screen does once the status is re-read (spec-1 §4): stay when the status still
 * leads here, otherwise go where it leads now. A user onboarded meanwhile leaves the onboarding
 * pages for the shell with a fresh start of the app, which opens the cache and sync as a sign-in
 * does (src/main.tsx starts them for an onboarded session; an applicant has none).
 */
export type ScreenMove =
  { kind: 'stay' } | { kind: 'navigate'; to: string } | { kind: 'reload'; to: string };

export function screenMove(current: string, target: string, onboarded: boolean): ScreenMove {
  if (onboarded) return { kind: 'reload', to: target };
  return target === current ? { kind: 'stay' } : { kind: 'navigate', to: target };
}
