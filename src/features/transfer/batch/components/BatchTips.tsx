import { Link } from 'wouter';
import { useFeatureTip } from '../../../../entities/featureTip/useFeatureTip';
import type { BatchTemplateKind } from '../../../../shared/domain/batchTransfers';
import { paths } from '../../../../shared/routing/paths';
import { Alert } from '../../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../../shared/ui/Button';
import { useBatchToggle } from '../useBatchToggle';

/** Written for this product (spec-2 §2 names the banners, not their words). */
export const BATCH_BANNERS = {
  LOCAL: {
    title: 'Paying many people in Singapore?',
    text: 'Upload one file of up to 1,000 local transfers and send them with one code.',
    link: 'Try batch transfer',
  },
  OVERSEAS: {
    title: 'Paying many suppliers abroad?',
    text: 'Upload one file of up to 1,000 overseas transfers in any currency and send them with one code.',
    link: 'Try batch transfer',
  },
  page: {
    title: 'How batch transfer works',
    text: 'Download a template, fill in one transfer a row, and upload it. Every row is checked before anything is sent; fix or delete the rows with errors and send the rest with one code.',
    close: 'Got it',
  },
  notNow: 'Not now',
} as const;

/**
 * BatchTransferBannerLocal / BatchTransferBannerOverseas (spec-2 §2): above the local or overseas
 * recipient list while the batch capability is on and the banner is not marked seen; its link
 * opens the batch page on the matching template. Following it or closing it marks it seen.
 */
export function BatchTransferBanner({ kind }: { kind: BatchTemplateKind }) {
  const on = useBatchToggle();
  const tip = useFeatureTip(
    kind === 'LOCAL' ? 'BatchTransferBannerLocal' : 'BatchTransferBannerOverseas',
    on,
  );
  if (!on || tip.seen !== false) return null;
  const texts = BATCH_BANNERS[kind];
  return (
    <Alert
      kind="info"
      title={texts.title}
      actions={
        <>
          <Link
            href={paths.transfer.batch({ template: kind })}
            className={buttonClassName({ variant: 'primary', size: 'sm' })}
            onClick={tip.markSeen}
          >
            {texts.link}
          </Link>
          <Button size="sm" variant="ghost" onClick={tip.markSeen}>
            {BATCH_BANNERS.notNow}
          </Button>
        </>
      }
    >
      {texts.text}
    </Alert>
  );
}

/** The BatchTransfer tip on the batch page itself, until closed (marked seen). */
export function BatchTransferTip() {
  const tip = useFeatureTip('BatchTransfer');
  if (tip.seen !== false) return null;
  return (
    <Alert
      kind="info"
      title={BATCH_BANNERS.page.title}
      actions={
        <Button size="sm" variant="ghost" onClick={tip.markSeen}>
          {BATCH_BANNERS.page.close}
        </Button>
      }
    >
      {BATCH_BANNERS.page.text}
    </Alert>
  );
}
