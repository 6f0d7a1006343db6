/**
 * The tutorial's slides (spec-1 §2: a tutorial page in the shell): what the product does today.
 * The approvals slide only while the approvals toggle is on for the user, as the area itself.
 */
export interface TutorialSlide {
  key: 'accounts' | 'exchange' | 'payouts' | 'approvals' | 'offline';
  title: string;
  body: string;
}

const SLIDES: readonly TutorialSlide[] = [
  {
    key: 'accounts',
    title: 'Accounts in several currencies',
    body: 'Hold money in several currencies, each in its own account, and see every balance on your dashboard.',
  },
  {
    key: 'exchange',
    title: 'Exchange and move money',
    body: 'Exchange between your currencies at a live rate, and move money between your own accounts.',
  },
  {
    key: 'payouts',
    title: 'Pay locally and overseas',
    body: 'Send local and overseas payouts to your recipients, and follow each one in your transactions.',
  },
  {
    key: 'approvals',
    title: 'Approvals',
    body: "Choose who approves payments, and approve or reject your team's requests in one place.",
  },
  {
    key: 'offline',
    title: 'Works when you are offline',
    body: 'Your accounts, transactions and approvals stay readable without a connection. Money moves only when you are online.',
  },
];

export function tutorialSlides(approvalsOn: boolean): TutorialSlide[] {
  return SLIDES.filter((slide) => slide.key !== 'approvals' || approvalsOn);
}
