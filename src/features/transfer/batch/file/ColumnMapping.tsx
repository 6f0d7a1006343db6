import { useState, type FormEvent } from 'react';
import type { BatchTemplate } from '../../../../api/batchTransfers';
import type { BatchColumn } from '../../../../shared/domain/batchTransfers';
import { Button } from '../../../../shared/ui/Button';
import { SelectField } from '../../../../shared/ui/SelectField';
import { missingColumns, type ColumnMapping as Mapping, type TemplateColumn } from './columns';
import { FILE_TEXTS } from './messages';
import './ColumnMapping.css';

interface Props {
  template: BatchTemplate;
  fileName: string;
  /** The file's headers, the choices of every select. */
  headers: readonly string[];
  /** What is chosen at first (readBatchFile's `suggested`). */
  suggested: Mapping;
  onConfirm: (mapping: Mapping) => void;
  onCancel: () => void;
}

const T = FILE_TEXTS.mapping;

function hintOf(column: TemplateColumn, template: BatchTemplate): string | undefined {
  if (column.required === 'required') return T.requiredHint;
  if (column.required !== 'withoutRecipient') return undefined;
  const recipient = template.columns.find((c) => c.key === 'recipientId');
  return T.withoutRecipientHint(recipient?.header ?? 'recipientId');
}

/**
 * The column-mapping step (docs/decisions/batch-transfers.md 'Column mapping'): one labelled
 * select per template column, the file's headers as its choices, the needed ones marked. Continue
 * names every needed column left unmapped, and a header chosen twice, on its select.
 */
export function ColumnMapping({
  template,
  fileName,
  headers,
  suggested,
  onConfirm,
  onCancel,
}: Props) {
  const [mapping, setMapping] = useState<Mapping>(suggested);
  const [errors, setErrors] = useState<Partial<Record<BatchColumn, string>>>({});
  const options = headers
    .filter((header) => header !== '')
    .map((header) => ({ value: header, label: header }));

  const choose = (key: BatchColumn, header: string) => {
    setMapping((m) => ({ ...m, [key]: header || undefined }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<BatchColumn, string>> = {};
    for (const column of missingColumns(mapping, template)) {
      found[column.key] = T.missing(column.header);
    }
    const seen = new Map<string, BatchColumn>();
    for (const column of template.columns) {
      const header = mapping[column.key];
      if (!header) continue;
      if (seen.has(header)) found[column.key] ??= T.usedTwice(header);
      seen.set(header, column.key);
    }
    setErrors(found);
    const first = template.columns.find((column) => found[column.key]);
    if (first) {
      document.getElementById(`batch-map-${first.key}`)?.focus();
      return;
    }
    const chosen: Mapping = {};
    for (const column of template.columns) {
      if (mapping[column.key]) chosen[column.key] = mapping[column.key];
    }
    onConfirm(chosen);
  };

  return (
    <form className="batch-mapping" onSubmit={submit} noValidate aria-labelledby="batch-map-title">
      <h2 id="batch-map-title" className="batch-mapping__title">
        {T.title}
      </h2>
      <p className="batch-mapping__intro">{T.intro(fileName)}</p>
      <div className="batch-mapping__fields">
        {template.columns.map((column) => (
          <SelectField
            key={column.key}
            id={`batch-map-${column.key}`}
            label={column.header}
            hint={hintOf(column, template)}
            error={errors[column.key]}
            aria-required={column.required === 'required' ? true : undefined}
            options={options}
            placeholder={T.notInFile}
            value={mapping[column.key] ?? ''}
            onChange={(event) => choose(column.key, event.target.value)}
          />
        ))}
      </div>
      <div className="batch-mapping__actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" variant="primary">
          {T.submit}
        </Button>
      </div>
    </form>
  );
}
