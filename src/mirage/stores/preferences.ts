import type { ToggleValue } from '../../shared/domain/toggles';
import type { Scenario } from '../types';
import { isRecord, ledgerPart } from './legacyLedger';
import { persisted } from './persisted';

export interface StoredPreferences {
  scenario: string;
  /** Feature toggles set from tests or the console. */
  toggles: Record<string, ToggleValue>;
  /** email -> the dashboard guide was closed (true) or asked for again (false). */
  guideClosed: Record<string, boolean>;
}

const noPreferences = (scenario: string): StoredPreferences => ({
  scenario,
  toggles: {},
  guideClosed: {},
});

export const preferencesStore = persisted<StoredPreferences | null>(
  'mockbank:preferences',
  () => null,
  {
    version: 1,
    legacy: ledgerPart((old) =>
      isRecord(old.toggles) || isRecord(old.guideClosed)
        ? {
            ...noPreferences(old.scenario),
            ...(isRecord(old.toggles)
              ? { toggles: old.toggles as Record<string, ToggleValue> }
              : {}),
            ...(isRecord(old.guideClosed)
              ? { guideClosed: old.guideClosed as Record<string, boolean> }
              : {}),
          }
        : undefined,
    ),
  },
);

/** Toggles set from tests or the console, and whether each user closed the dashboard guide. */
export class PreferenceBook {
  private state: StoredPreferences;

  constructor(private readonly scenario: Scenario) {
    this.state = this.loaded();
  }

  private loaded(): StoredPreferences {
    const stored = preferencesStore.load();
    return stored?.scenario === this.scenario.name
      ? { ...noPreferences(this.scenario.name), ...stored }
      : noPreferences(this.scenario.name);
  }

  reload(): void {
    this.state = this.loaded();
  }

  toggles(): StoredPreferences['toggles'] {
    return this.state.toggles;
  }

  setToggle(name: string, value: ToggleValue): void {
    this.state.toggles[name] = value;
    preferencesStore.save(this.state);
  }

  /** Whether the user closed (true) or asked for (false) the dashboard guide; undefined: neither yet. */
  guideClosed(email: string): boolean | undefined {
    return this.state.guideClosed[email];
  }

  closeGuide(email: string, closed: boolean): void {
    this.state.guideClosed[email] = closed;
    preferencesStore.save(this.state);
  }
}
