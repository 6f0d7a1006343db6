import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { getAnnouncements, markAnnouncementSeen } from '../../../api/settings';
import type { Announcement } from '../../../shared/domain/notices';
import type { Role } from '../../../shared/domain/roles';
import { Badge } from '../../../shared/ui/Badge';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { announcementToShow } from './announcements';
import './notices.css';

// Per user and page life: the one list asked for (an open shell that mounts again asks no more),
// and whether one was shown, so the dialog opens once per sign-in, not on every page.
const asked = new Map<string, Promise<Announcement[]>>();
const shown = new Set<string>();

const isExternal = (link: string) => /^https:\/\//i.test(link);

export interface DiscoveryAnnouncementProps {
  /** The signed-in user ('corpID/sub'): what was asked and shown is kept per user. */
  userKey: string;
  role: Role;
  /** Whether an in-app path has a page (the app's route table): a link never leads to the 404 page. */
  hasPage: (path: string) => boolean;
}

/**
 * The discovery dialog (spec-1 §2, spec-3 §2, §4): after sign-in, the newest active announcement
 * for the user's role that the user has not seen, with its pill, image, subtitle and call to
 * action. Closing it or following its call to action marks it seen (the feature-callout call).
 */
export function DiscoveryAnnouncement({ userKey, role, hasPage }: DiscoveryAnnouncementProps) {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (shown.has(userKey)) return undefined;
    let live = true;
    let request = asked.get(userKey);
    if (!request) {
      request = getAnnouncements();
      asked.set(userKey, request);
    }
    request.then(
      (list) => {
        const next = announcementToShow(list, role, Date.now());
        if (!live || !next || shown.has(userKey)) return;
        shown.add(userKey);
        setAnnouncement(next);
      },
      // Offline or refused: no dialog; the next page load asks again.
      () => asked.delete(userKey),
    );
    return () => {
      live = false;
    };
  }, [userKey, role]);

  if (!announcement) return null;
  const done = () => {
    setAnnouncement(null);
    // Not retried: should it fail, the bank offers it once more at the next sign-in.
    markAnnouncementSeen(announcement.featureId).catch(() => undefined);
  };
  const { link, ctaLabel } = announcement;
  const inApp =
    link.startsWith('/') && !link.startsWith('//') && hasPage(link.split(/[?#]/)[0] ?? '');
  const cta = isExternal(link) ? (
    <a
      className={buttonClassName({ variant: 'primary' })}
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={done}
    >
      {ctaLabel}
    </a>
  ) : (
    <Button
      variant="primary"
      onClick={() => {
        done();
        if (inApp) navigate(link);
      }}
    >
      {ctaLabel}
    </Button>
  );

  return (
    <Modal
      open
      title={announcement.title}
      width="sm"
      onClose={done}
      className="dash-discovery"
      footer={cta}
    >
      {announcement.pillText && (
        <Badge tone="info" className="dash-discovery__pill">
          {announcement.pillText}
        </Badge>
      )}
      {announcement.signedUrl && (
        <img className="dash-discovery__image" src={announcement.signedUrl} alt="" />
      )}
      <p className="dash-discovery__subtitle">{announcement.subtitle}</p>
    </Modal>
  );
}

/** Tests: forget what was asked and shown in this page's life. */
export function forgetAnnouncements(): void {
  asked.clear();
  shown.clear();
}
