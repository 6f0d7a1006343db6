import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { showToast } from '../../../shared/ui/toastStore';

/** One labelled value of the detail's field list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="txn-detail__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A party's name with its account number under it. */
export function Party({ name, account }: { name: string; account: string }) {
  return (
    <>
      <span>{name || '-'}</span>
      {account && <span className="txn-detail__sub">{account}</span>}
    </>
  );
}

/** Support asks for the reference: one click copies it. */
export function CopyReference({ reference }: { reference: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      showToast({ kind: 'success', title: 'Reference copied', message: reference });
    } catch {
      showToast({
        kind: 'warning',
        title: 'Could not copy the reference',
        message: 'Select it and copy it instead.',
      });
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className="txn-detail__copy"
      aria-label="Copy reference"
      icon={<Copy aria-hidden />}
      onClick={() => void copy()}
    />
  );
}
