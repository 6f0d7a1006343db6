import { createServer, type Server } from 'miragejs';
import { basePathOf, isApiPath } from './apiPaths';
import { Bank } from './bank';
import { registerBank, registerCardProvider } from './bankRoutes';
import { Faults } from './faults';
import { mirageRouter } from './mirageRouter';
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
  /**
   * config.json's card provider origin: the provider's validate call is answered on that host too,
   * as the real provider answers on its own (docs/decisions/cards.md 'Card details behind a code').
   */
  cardProviderUrl?: string;
}

/**
 * Builds the mock bank from a named scenario. The scenario's records are plain data held by the
 * Bank (not Mirage models), so the 'test' environment, which skips seeds(), has them too.
 */
export function createBankServer({
  scenario = 'default',
  environment = 'development',
  apiBaseUrl = '',
  cardProviderUrl = '',
}: BankServerOptions = {}): BankServer {
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
      registerBank(mirageRouter(this, bank), bank);
      if (cardProviderUrl) registerCardProvider(mirageRouter(this, bank), bank, cardProviderUrl);
      // Everything that is not the bank's API (config.json, assets, the dev server) goes to the network.
      this.passthrough((request) => !isApiPath(request.url, basePath));
    },
  });
  server.logging = false;
  return { server, bank };
}
