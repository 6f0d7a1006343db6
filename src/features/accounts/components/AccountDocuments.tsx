import { Download, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { hasPayableNumber, type Account } from '../../../shared/domain/accounts';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/SelectField';
import { showToast } from '../../../shared/ui/toastStore';
import {
  companyToday,
  STATEMENT_PERIODS,
  statementDays,
  type StatementPeriod,
} from '../accountDisplay';
import {
  describeFailure,
  downloadProofLetter,
  downloadStatement,
  OfflineActionError,
  PROOF_LETTER_FAILED,
  PROOF_LETTER_SUCCESS,
  STATEMENT_DOWNLOADED,
  STATEMENT_FAILED,
} from '../actions';

const PERIOD_OPTIONS = Object.entries(STATEMENT_PERIODS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * An account's documents (spec-3 §2: CSV download, proof of account letter): the CSV statement
 * for a period, and the letter for a non-THB account while its toggle is on. Shown to the roles
 * that keep the books (docs/decisions/accounts.md 'Account documents').
 */
export function AccountDocuments({ account, letterOn }: { account: Account; letterOn: boolean }) {
  const headingId = useId();
  const [period, setPeriod] = useState<StatementPeriod>('lastMonth');
  const [busy, setBusy] = useState<'statement' | 'letter' | null>(null);

  async function statement() {
    setBusy('statement');
    try {
      const fileName = await downloadStatement(account, statementDays(period, companyToday()));
      showToast({ kind: 'success', title: STATEMENT_DOWNLOADED, message: fileName });
    } catch (error) {
      showToast({
        kind: error instanceof OfflineActionError ? 'warning' : 'error',
        title: STATEMENT_FAILED,
        message: describeFailure(error),
      });
    } finally {
      setBusy(null);
    }
  }

  async function letter() {
    setBusy('letter');
    try {
      await downloadProofLetter(account);
      showToast({ kind: 'success', ...PROOF_LETTER_SUCCESS });
    } catch (error) {
      showToast(
        error instanceof OfflineActionError
          ? { kind: 'warning', title: PROOF_LETTER_FAILED.title, message: error.message }
          : { kind: 'error', ...PROOF_LETTER_FAILED },
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="account-docs" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-docs__title">
        Documents
      </h3>
      <div className="account-docs__row">
        <SelectField
          label="Statement period"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={(e) => setPeriod(e.target.value as StatementPeriod)}
          className="account-docs__period"
        />
        <Button
          variant="secondary"
          icon={<Download aria-hidden />}
          loading={busy === 'statement'}
          onClick={() => void statement()}
        >
          Download CSV statement
        </Button>
      </div>
      {letterOn && hasPayableNumber(account) && (
        <div className="account-docs__row">
          <Button
            variant="secondary"
            icon={<FileText aria-hidden />}
            loading={busy === 'letter'}
            onClick={() => void letter()}
          >
            Download proof of account letter
          </Button>
        </div>
      )}
    </section>
  );
}
