import type { RegistryInfo } from '../../../api/kyc';
import { Card } from '../../../shared/ui/Card';

type Ref = RegistryInfo['appointments'][number];

/** A person's or an entity's name as the registry gives it. */
const nameOf = (ref: Pick<Ref, 'person' | 'entity'>) =>
  ref.person
    ? `${ref.person.name} (${ref.person.idno})`
    : ref.entity
      ? `${ref.entity.entityName} (${ref.entity.entityUEN})`
      : '';

/**
 * The registry's appointments and shareholders of the business (spec-1 §3 Review data): shown
 * as the registry gives them, for the applicant to check; they go with the submission as they are.
 */
export function RegistryPeople({
  appointments,
  shareholders,
}: {
  appointments: RegistryInfo['appointments'];
  shareholders: RegistryInfo['shareholders'];
}) {
  return (
    <Card title="Appointments and shareholders">
      <p className="onboarding-page__muted">From the identity registry.</p>
      <h3 className="onboarding-page__subheading">Appointments</h3>
      {appointments.length === 0 ? (
        <p>None</p>
      ) : (
        <ul className="onboarding-page__list" aria-label="Appointments">
          {appointments.map((a, i) => (
            <li key={i}>{`${nameOf(a)}: ${a.position}`}</li>
          ))}
        </ul>
      )}
      <h3 className="onboarding-page__subheading">Shareholders</h3>
      {shareholders.length === 0 ? (
        <p>None</p>
      ) : (
        <ul className="onboarding-page__list" aria-label="Shareholders">
          {shareholders.map((s, i) => (
            <li key={i}>
              {`${nameOf(s)}: ${s.allocation.toLocaleString('en')} ${s.shareType} shares (${s.currency})`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
