import { startMockBank, type MockBankControls } from './mockBank';

/** Test helpers: a mock bank on a scenario; the calls (testingCalls.ts) work in the page and over HTTP. */
export function startTestBank(scenario = 'default'): MockBankControls {
  localStorage.clear();
  return startMockBank({ scenario, environment: 'test', mountPanel: false });
}

export * from './testingCalls';
