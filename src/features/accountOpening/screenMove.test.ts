import { describe, expect, it } from 'vitest';
import { screenMove } from './screenMove';

describe('screenMove (a status screen after the re-read)', () => {
  it('stays while the status still leads to this screen', () => {
    expect(screenMove('/account-opening/pending', '/account-opening/pending', false)).toEqual({
      kind: 'stay',
    });
  });

  it('goes to the screen the status leads to now', () => {
    expect(screenMove('/account-opening/submitted', '/account-opening/pending', false)).toEqual({
      kind: 'navigate',
      to: '/account-opening/pending',
    });
  });

  it('starts the app afresh for a user onboarded meanwhile, so the cache and sync open', () => {
    expect(screenMove('/account-opening/pending', '/data-population', true)).toEqual({
      kind: 'reload',
      to: '/data-population',
    });
  });
});
