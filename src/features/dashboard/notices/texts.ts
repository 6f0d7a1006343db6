/**
 * The dashboard notices' texts. messages.tsv names user_guide_tooltip and dashboard_actions_panel;
 * the spec words only the latter ('Actions'), so the tooltip's wording is the product's
 * (docs/decisions/dashboard.md 'Dashboard notices').
 */
export const NOTICE_TEXTS = {
  /** messages.tsv dashboard_actions_panel. */
  actionsTitle: 'Actions',
  /** messages.tsv user_guide_tooltip (wording not given in the spec). */
  userGuideTooltip: 'You can open the user guide again here at any time.',
  userGuide: 'User guide',
} as const;
