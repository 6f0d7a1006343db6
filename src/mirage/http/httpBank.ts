import { createServer } from 'node:http';
import { Bank } from '../bank';
import { registerBank } from '../bankRoutes';
import { Faults } from '../faults';
import { buildScenario } from '../scenarios/registry';
import { setStoreBackend } from '../stores/persisted';
import { flushedAfterEach, openStateFile, type StateFile } from './fileStorage';
import { HttpRouter } from './httpRouter';
import { installMemoryStorage } from './memoryStorage';
import { answerClientError, bankRequestListener } from './requestListener';

export { HttpRouter } from './httpRouter';
export { allowedOrigin } from './requestListener';

/**
 * The mock bank over real HTTP (issue 8): the same routes, rules and scenarios as in the page,
 * served by node:http, so the production build can run with `mock: false` against it. No
 * framework: the route table (httpRouter.ts), the request listener that answers every request
 * (requestListener.ts) and the body limits (body.ts) are a few small files.
 */

export interface HttpBankOptions {
  port: number;
  host?: string;
  scenario?: string;
  /** Origins allowed to call (CORS); empty: any page of this machine. */
  origins?: readonly string[];
  /**
   * A file that keeps the bank's state across restarts (http/fileStorage.ts), written before each
   * answer; without it the state lives in this process's memory.
   */
  stateFile?: string;
}

export interface HttpBank {
  url: string;
  bank: Bank;
  /** The state file, when the bank keeps its state in one (its path and what start-up found). */
  state: Pick<StateFile, 'path' | 'start' | 'note'> | null;
  close(): Promise<void>;
}

/** Starts the bank on `host:port` (port 0: any free port) and resolves once it listens. */
export async function startHttpBank({
  port,
  host = '127.0.0.1',
  scenario = 'default',
  origins = [],
  stateFile,
}: HttpBankOptions): Promise<HttpBank> {
  const built = buildScenario(scenario);
  const state = stateFile ? openStateFile(stateFile, scenario) : null;
  if (state) setStoreBackend(state);
  else installMemoryStorage();
  const bank = new Bank(built, new Faults(), '');
  const router = new HttpRouter();
  registerBank(state ? flushedAfterEach(router, state) : router, bank);

  const server = createServer(bankRequestListener(router, bank, origins));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    bank,
    state,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          if (state) {
            state.flush();
            setStoreBackend(null);
          }
          resolve();
        }),
      ),
  };
}
