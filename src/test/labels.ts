import { getByLabelText } from '@testing-library/react';

/** The tags whose text a label's content leaves out (as Testing Library reads it). */
const LABELLED = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA', 'INPUT']);

const contentOf = (node: Node): string =>
  node.nodeType === Node.TEXT_NODE
    ? (node.textContent ?? '')
    : LABELLED.has(node.nodeName)
      ? ''
      : [...node.childNodes].map(contentOf).join('');

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The control `scope` holds that a `<label for>` of exactly this text names: what
 * `within(scope).getByLabelText(label, { exact: true })` finds, without its cost. In jsdom that
 * query asks every labelable element for its labels, each a walk of the whole document (and each
 * `for` another walk): on the onboarding pages, with thousands of country options, it took 40%
 * of a test. Anything else (no such label, two of them, a label that wraps its control, a name
 * also given by aria-label) goes to getByLabelText, which finds it or fails saying why.
 */
export function labelledControl<T extends HTMLElement = HTMLElement>(
  label: string,
  scope: HTMLElement = document.body,
): T {
  const labels = [...scope.querySelectorAll('label')].filter(
    (l) => normalise(contentOf(l)) === label,
  );
  const named = [...scope.querySelectorAll('[aria-label]')].some(
    (e) => normalise(e.getAttribute('aria-label') ?? '') === label,
  );
  const only = labels.length === 1 ? labels[0] : undefined;
  const control = only?.htmlFor ? scope.ownerDocument.getElementById(only.htmlFor) : null;
  if (control && !named && scope.contains(control) && LABELLED.has(control.nodeName))
    return control as T;
  return getByLabelText<T>(scope, label, { exact: true });
}
