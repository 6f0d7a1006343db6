/**
 * The recipient lists' and dialogs' texts. RECIPIENT_TEXTS are the spec's (messages.tsv, typos
 * kept: 'occured'); RECIPIENT_PRODUCT_TEXTS are written for this product where the spec gives
 * none (docs/decisions/recipients.md 'Recipient lists').
 */
export const RECIPIENT_TEXTS = {
  addLocal: 'Add Local Recipient',
  addOverseas: 'Add Overseas Recipient',
  viewDetails: 'View details',
  deleteRecipient: 'Delete recipient',
  delete: 'Delete',
  makeTransfer: 'Make a transfer',
  cancel: 'Cancel',
  deleteQuestion: 'Are you sure you would like to delete the below recipient?',
  deleteWarning: 'The recipient will be deleted for all users. This action cannot be undone.',
  deleted: { title: 'Success', message: 'Recipient has been successfully deleted for all users.' },
  deleteFailed: {
    title: 'Unsuccessful',
    message:
      'An unexpected error occured - unable to delete recipient at the moment. Please try again later.',
  },
} as const;

export const RECIPIENT_PRODUCT_TEXTS = {
  localList: 'Local recipients',
  overseasList: 'Overseas recipients',
  searchLabel: 'Search recipients',
  searchPlaceholder: 'Name, account number or currency',
  destinationsLabel: 'Popular destinations',
  /** messages.tsv recipient_search_empty has no wording. */
  noMatch: 'No recipients found',
  noMatchHint: 'Try another name, account number or currency.',
  noLocal: 'No local recipients yet',
  noOverseas: 'No overseas recipients yet',
  /** Withdraw funds: only the accounts held by the company or the user (isOwnAccount). */
  ownAccountsNote: (owners: readonly string[]) =>
    `Only accounts held in the name of ${owners.join(' or ')} are shown: a withdrawal goes to your own account.`,
  noOwnAccount: 'No bank account of yours yet',
  noOwnAccountHint: "Add your company's or your own bank account in Singapore to withdraw to it.",
  menuLabel: (name: string) => `Options for ${name}`,
  detailsTitle: 'Recipient details',
  deleteTitle: 'Delete recipient',
  offlineTitle: "You're offline",
  deleteOffline:
    "You're offline. Deleting a recipient needs a connection, so nothing was sent. Please try again when you're back online.",
} as const;
