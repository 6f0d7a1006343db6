import { createServer, type Server } from 'miragejs';
import { Bank, isApiPath } from './bank';
import { Faults } from './faults';
import { authRoutes } from './routes/auth';
import { deviceRoutes } from './routes/device';
import { profileRoutes } from './routes/profile';
import { unknownApiRoutes } from './routes/unknown';
import { settingsRoutes } from './routes/settings';
import { twoFactorRoutes } from './routes/twoFactor';
import { SCENARIOS } from './scenarios/defaultScenario';

export interface BankServer {
  server: Server;
  bank: Bank;
}

/** Builds the mock bank from a named scenario. Routes are grouped per area, mirroring src/api. */
export function createBankServer({
  scenario = 'default',
  environment = 'development',
  urlPrefix = '',
}: { scenario?: string; environment?: 'development' | 'test'; urlPrefix?: string } = {}): BankServer {
  const build = SCENARIOS[scenario];
  if (!build) throw new Error(`Unknown mock scenario '${scenario}' (known: ${Object.keys(SCENARIOS).join(', ')})`);
  const bank = new Bank(build(), new Faults());
  const server = createServer({
    environment,
    urlPrefix,
    logging: false,
    routes() {
      this.timing = 0;
      for (const area of [deviceRoutes, authRoutes, twoFactorRoutes, profileRoutes, settingsRoutes]) area.call(this, bank);
      unknownApiRoutes.call(this, bank);
      // Everything that is not the bank's API (config.json, assets, the dev server) goes to the network.
      this.passthrough((request) => !isApiPath(request.url));
    },
  });
  server.logging = false;
  return { server, bank };
}
