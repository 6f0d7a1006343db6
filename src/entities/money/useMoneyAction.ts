import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { CodeMethod, VerifyCodeDialogProps } from '../../shared/ui/VerifyCodeDialog';
import {
  createMoneyAction,
  type MoneyActionModel,
  type MoneyActionOptions,
  type MoneyState,
} from './moneyAction';

export interface MoneyAction<Q, R> extends MoneyState<Q, R> {
  confirm: MoneyActionModel<Q, R>['confirm'];
  retry: () => void;
  dismissOutcome: () => void;
  reset: () => void;
  /** The props of the action's VerifyCodeDialog. */
  codeDialog: VerifyCodeDialogProps<CodeMethod>;
}

const noCode = () => Promise.reject(new Error('No money action is waiting for a code.'));

/**
 * The money-action protocol (createMoneyAction) in a component. `options` are read at each
 * render; `methods` are the code methods offered (the preferred one first).
 */
export function useMoneyAction<Q, R>(
  options: MoneyActionOptions<Q, R> & { methods?: CodeMethod[] },
): MoneyAction<Q, R> {
  const [model] = useState(() => createMoneyAction(options));
  // The options of the committed render: an event after it reads them (a discarded render's never).
  useLayoutEffect(() => model.configure(options));
  const state = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  const { code } = state;
  const methods = options.methods ?? ['SMS'];
  return {
    ...state,
    confirm: model.confirm,
    retry: model.retry,
    dismissOutcome: model.dismissOutcome,
    reset: model.reset,
    codeDialog: {
      open: code !== null,
      authorises: code?.authorisation ?? null,
      methods,
      initialMethod: methods[0] ?? 'SMS',
      onSend: () => (code ? code.send() : noCode()),
      onVerify: (method, value) => (code ? code.verify(method, value) : noCode()),
      onVerified: model.codeVerified,
      onClose: model.codeClosed,
      describeError: (error, method) =>
        code ? code.describe(error, method) : { lines: [String(error)], tone: 'error' },
    },
  };
}
