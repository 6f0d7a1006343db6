import { X } from 'lucide-react';
import { useId } from 'react';
import { countryName } from '../../../shared/domain/countries';
import { COUNTRY_OPTIONS } from '../../../shared/domain/onboarding/lookups';
import { SelectField } from '../../../shared/ui/SelectField';
import './CountryListField.css';

export interface CountryListFieldProps {
  label: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
}

/**
 * Several countries, picked one at a time from a select ('Add a country') and listed with a
 * remove button each: one native select rather than a list of 249 checkboxes.
 */
export function CountryListField({ label, value, onChange }: CountryListFieldProps) {
  const listId = useId();
  const options = COUNTRY_OPTIONS.filter((option) => !value.includes(option.value));
  return (
    <div className="country-list">
      <SelectField
        label={label}
        options={options}
        placeholder="Add a country"
        value=""
        aria-describedby={value.length > 0 ? listId : undefined}
        onChange={(event) => {
          if (event.target.value) onChange([...value, event.target.value]);
        }}
      />
      {value.length > 0 && (
        <ul id={listId} className="country-list__chosen" aria-label={`${label}: chosen`}>
          {value.map((code) => (
            <li key={code} className="country-list__chip">
              {countryName(code)}
              <button
                type="button"
                className="country-list__remove"
                aria-label={`Remove ${countryName(code)}`}
                onClick={() => onChange(value.filter((c) => c !== code))}
              >
                <X aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
