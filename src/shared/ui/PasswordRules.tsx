import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '../domain/passwordPolicy';
import './PasswordRules.css';

/**
 * The password policy under a new-password field (sign-up's create-password step, the password
 * reset): each rule of src/shared/domain/passwordPolicy.ts, the bank's rules too, ticked as soon
 * as the typed `password` meets it.
 */
export function PasswordRules({ password }: { password: string }) {
  return (
    <div className="password-rules">
      <p className="password-rules__title">Your password needs</p>
      <ul aria-label="Password rules">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(password);
          return (
            <li
              key={rule.id}
              className={`password-rules__rule${met ? ' password-rules__rule--met' : ''}`}
            >
              {met ? <Check aria-hidden /> : <Circle aria-hidden />}
              {rule.label}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
