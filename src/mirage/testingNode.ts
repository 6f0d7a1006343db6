import { bankControls, type BankControls } from './bankControls';
import { startHttpBank } from './http/httpBank';
import { setBankBase } from './testingCalls';

/**
 * Test helpers for the node project (no jsdom to set up): the mock bank over HTTP on a free port,
 * with the in-page bank's controls; the calls of testingCalls.ts reach it. The faults the page's
 * fetch gate applies (latency, lost answers, network down) do nothing here: tests of those stay
 * in jsdom with startTestBank.
 */
export interface NodeBank extends BankControls {
  /** Stops the bank and points the calls back at the page. */
  shutdown(): Promise<void>;
}

async function listen(scenario: string): Promise<NodeBank> {
  const http = await startHttpBank({ port: 0, scenario });
  setBankBase(http.url);
  return {
    ...bankControls(http.bank),
    shutdown: () => {
      setBankBase('');
      return http.close();
    },
  };
}

/** A bank on a scenario with nothing stored (localStorage cleared), as startTestBank gives one. */
export function startNodeBank(scenario = 'default'): Promise<NodeBank> {
  localStorage.clear();
  return listen(scenario);
}

/** The bank stopped and started again: what it stored survives, as across a page reload. */
export async function restartNodeBank(bank: NodeBank): Promise<NodeBank> {
  await bank.shutdown();
  return listen(bank.scenario);
}

export * from './testingCalls';
