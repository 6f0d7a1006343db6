import type { Scenario } from '../types';
import { defaultScenario } from './default';
import { emptyScenario } from './empty';
import { largeScenario } from './large';

/**
 * Named scenarios (docs/architecture.md §7); config.json's mockScenario picks one. A new scenario is a function
 * returning fresh data (it is called on every start, so it may be mutated freely).
 */
export const SCENARIOS: Record<string, () => Scenario> = {
  default: defaultScenario,
  empty: emptyScenario,
  large: largeScenario,
};

export function buildScenario(name: string): Scenario {
  const build = SCENARIOS[name];
  if (!build)
    throw new Error(
      `Unknown mock scenario '${name}' (known: ${Object.keys(SCENARIOS).join(', ')})`,
    );
  return build();
}
