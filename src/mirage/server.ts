import { createServer, type Server } from 'miragejs';
import { basePathOf, isApiPath } from './apiPaths';
import { Bank } from './bank';
import { Faults } from './faults';
import { registerWithMirage, type ContractRoute } from './contractRoutes';
import { accountHandlers } from './routes/accounts';
import { approvalRoutes } from './routes/approvals';
import { authRoutes } from './routes/auth';
import { deviceRoutes } from './routes/device';
import { fxRoutes } from './routes/fx';
import { passwordRoutes } from './routes/password';
import { payoutCodeRoutes } from './routes/payoutCodes';
import { profileRoutes } from './routes/profile';
import { settingsRoutes } from './routes/settings';
import { teamRoutes } from './routes/team';
import { transactionRoutes } from './routes/transactions';
import { transferRoutes } from './routes/transfers';
import { twoFactorRoutes } from './routes/twoFactor';
import { unknownApiRoutes } from './routes/unknown';
import { buildScenario } from './scenarios/registry';

export interface BankServer {
  server: Server;
  bank: Bank;
}

export interface BankServerOptions {
  scenario?: string;
  environment?: 'development' | 'test';
  /** config.json's apiBaseUrl: '' (same origin) in mock mode. */
  apiBaseUrl?: string;
}

/**
 * Areas answered through their contracts (issue 8): handlers that know nothing of Mirage, so the
 * same ones can be served over HTTP. The areas below them still register Mirage routes themselves.
 */
const CONTRACT_AREAS: ((bank: Bank) => ContractRoute[])[] = [accountHandlers];

/** One function per area, mirroring src/api; later areas add theirs here. */
const AREAS: ((this: Server, bank: Bank) => void)[] = [
  deviceRoutes,
  authRoutes,
  passwordRoutes,
  twoFactorRoutes,
  profileRoutes,
  teamRoutes,
  settingsRoutes,
  transactionRoutes,
  fxRoutes,
  payoutCodeRoutes,
  transferRoutes,
  approvalRoutes,
];

/**
 * Builds the mock bank from a named scenario. The scenario's records are plain data held by the
 * Bank (not Mirage models), so the 'test' environment, which skips seeds(), has them too.
 */
export function createBankServer({ scenario = 'default', environment = 'development', apiBaseUrl = '' }: BankServerOptions = {}): BankServer {
  const basePath = basePathOf(apiBaseUrl);
  const bank = new Bank(buildScenario(scenario), new Faults(), basePath);
  const server = createServer({
    environment,
    urlPrefix: apiBaseUrl.replace(/\/+$/, ''),
    namespace: '',
    // Latency is a fault the fetch gate adds; Mirage's own delay and console logging stay off.
    timing: 0,
    logging: false,
    routes() {
      for (const area of CONTRACT_AREAS) registerWithMirage(this, bank, area(bank));
      for (const area of AREAS) area.call(this, bank);
      unknownApiRoutes.call(this, bank);
      // Everything that is not the bank's API (config.json, assets, the dev server) goes to the network.
      this.passthrough((request) => !isApiPath(request.url, basePath));
    },
  });
  server.logging = false;
  return { server, bank };
}
