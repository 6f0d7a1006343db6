import type { RecipientField, RecipientIssue } from './types';

/** Collects at most one issue per field: a field's first broken rule is the one shown. */
export class IssueList {
  readonly issues: RecipientIssue[] = [];

  add(field: RecipientField, message: string): void {
    if (!this.has(field)) this.issues.push({ field, message });
  }

  has(field: RecipientField): boolean {
    return this.issues.some((issue) => issue.field === field);
  }
}
