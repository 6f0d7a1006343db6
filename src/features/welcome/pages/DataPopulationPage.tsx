import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { submitTmData } from '../actions';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { FieldMessages, describedBy } from '../../../shared/ui/FieldMessages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SelectField } from '../../../shared/ui/SelectField';
import { CountryListField } from '../components/CountryListField';
import { failureText, nextAfterFirstRun } from '../finishFirstRun';
import {
  TM_SOURCES_OF_FUNDS,
  TRANSACTION_COUNT_RANGES,
  TRANSACTION_VOLUME_RANGES,
  tmDataSchema,
  type TmDataForm,
} from '../tmData';
import './DataPopulationPage.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Data population (spec-1 §2, §4): a newly onboarded admin says how the account will be used
 * before the dashboard. Sent with tm_data, then the status is re-read and followed (the tutorial
 * or the dashboard).
 */
export function DataPopulationPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const sourcesId = useId();
  const form = useForm<TmDataForm, unknown, TmDataForm>({
    resolver: zodResolver(tmDataSchema),
    defaultValues: { sourceOfFunds: [], supplierLocation: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const sourcesError = errors.sourceOfFunds?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await submitTmData(values);
      navigate(await nextAfterFirstRun(search), { replace: true });
    } catch (error) {
      form.setError('root', { message: failureText(error) });
    }
  });

  return (
    <div className="data-population">
      <PageHeader
        title="Your expected activity"
        subtitle="Tell us how you expect to use your account. It helps us keep it safe, and takes a minute."
      />
      {errors.root?.message && (
        <Alert kind="error" title="Your answers could not be sent">
          {errors.root.message}
        </Alert>
      )}
      <Card>
        <form className="data-population__form" onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            label="Transactions a month"
            options={asOptions(TRANSACTION_COUNT_RANGES)}
            placeholder="Select a range"
            error={errors.transactionNumber?.message}
            {...form.register('transactionNumber')}
          />
          <SelectField
            label="Amount moved a month"
            options={asOptions(TRANSACTION_VOLUME_RANGES)}
            placeholder="Select a range"
            error={errors.transactionVolume?.message}
            {...form.register('transactionVolume')}
          />
          <fieldset
            className={['data-population__sources', sourcesError && 'ui-field--invalid']
              .filter(Boolean)
              .join(' ')}
            aria-describedby={describedBy(sourcesId, undefined, sourcesError)}
          >
            <legend className="ui-field__label">Sources of funds</legend>
            {TM_SOURCES_OF_FUNDS.map((source) => (
              <Checkbox
                key={source}
                label={source}
                value={source}
                {...form.register('sourceOfFunds')}
              />
            ))}
            <FieldMessages id={sourcesId} error={sourcesError} />
          </fieldset>
          <Controller
            control={form.control}
            name="supplierLocation"
            render={({ field }) => (
              <CountryListField
                label="Where your suppliers are (optional)"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <div>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Continue
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
