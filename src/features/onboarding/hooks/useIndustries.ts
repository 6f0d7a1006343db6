import { listIndustries } from '../../../api/kyc';
import type { SelectOption } from '../../../shared/ui/SelectField';
import { useLoad, type Loaded } from './useLoad';

async function loadIndustryOptions(): Promise<SelectOption[]> {
  return (await listIndustries()).map(({ code, name }) => ({ value: code, label: name }));
}

/** The industries the bank knows (spec-1 §3 Lookup lists), as choices. */
export function useIndustries(): Loaded<SelectOption[]> {
  return useLoad(loadIndustryOptions);
}
