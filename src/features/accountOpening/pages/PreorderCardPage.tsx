import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { requestCardDelivery } from '../actions';
import { CARD_ADDRESS_TYPES } from '../../../shared/domain/onboarding';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { FieldMessages, describedBy } from '../../../shared/ui/FieldMessages';
import { TextField } from '../../../shared/ui/TextField';
import {
  CARD_ADDRESS_LABELS,
  failureText,
  NAME_ON_CARD_MAX,
  preorderCardSchema,
  type PreorderCardForm,
  type PreorderCardValues,
} from '../preorderCard';
import '../components/StatusScreen.css';
import './PreorderCardPage.css';

/**
 * Pre-order the company's first card while the application is reviewed (spec-1 §2, §7
 * card-delivery): the name printed on it and which address it goes to.
 */
export function PreorderCardPage() {
  const [, navigate] = useLocation();
  const addressId = useId();
  const form = useForm<PreorderCardForm, unknown, PreorderCardValues>({
    resolver: zodResolver(preorderCardSchema),
    defaultValues: { nameOnCard: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const addressError = errors.cardAddressType?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await requestCardDelivery(values);
      navigate(paths.onboarding.accountOpening.preorderCardDone(), { replace: true });
    } catch (error) {
      form.setError('root', { message: failureText(error) });
    }
  });

  return (
    <div className="preorder-card">
      <h1 className="status-screen__title">Pre-order your card</h1>
      <p className="status-screen__lead">
        Choose the name printed on your card and where we send it. We post it once your account is
        approved.
      </p>
      {errors.root?.message && (
        <Alert kind="error" title="Your card could not be pre-ordered">
          {errors.root.message}
        </Alert>
      )}
      <form className="preorder-card__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Name on card"
          hint={`As it should be printed, up to ${NAME_ON_CARD_MAX} characters.`}
          autoComplete="name"
          maxLength={NAME_ON_CARD_MAX}
          error={errors.nameOnCard?.message}
          {...form.register('nameOnCard')}
        />
        <fieldset
          role="radiogroup"
          className={['preorder-card__choice', addressError && 'ui-field--invalid']
            .filter(Boolean)
            .join(' ')}
          aria-labelledby={`${addressId}-legend`}
          aria-required
          aria-describedby={describedBy(addressId, undefined, addressError)}
        >
          <legend id={`${addressId}-legend`} className="ui-field__label">
            Send the card to
          </legend>
          {CARD_ADDRESS_TYPES.map((type) => (
            <label key={type} className="preorder-card__option">
              <input
                type="radio"
                value={type}
                aria-invalid={addressError ? true : undefined}
                {...form.register('cardAddressType')}
              />
              {CARD_ADDRESS_LABELS[type]}
            </label>
          ))}
          <FieldMessages id={addressId} error={addressError} />
        </fieldset>
        <div className="preorder-card__actions">
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Pre-order card
          </Button>
          <Link href={paths.onboarding.accountOpening.index()}>Back to your application</Link>
        </div>
      </form>
    </div>
  );
}
