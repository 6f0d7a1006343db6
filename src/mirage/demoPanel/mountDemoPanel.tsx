import { createRoot } from 'react-dom/client';
import type { MockBankControls } from '../mockBankControls';
import { DemoPanel } from './DemoPanel';

/**
 * The demo panel lives in the mock chunks and in its own React root outside #root, so the app
 * never ships or renders it. It is there from the start (the mock shell mounts it); the bank
 * behind it starts when it is first needed (`connect`). Returns the unmount function.
 */
export function mountDemoPanel(
  scenario: string,
  connect: () => Promise<MockBankControls>,
): () => void {
  document.getElementById('mock-bank-panel')?.remove();
  const host = document.createElement('div');
  host.id = 'mock-bank-panel';
  document.body.append(host);
  const root = createRoot(host);
  root.render(<DemoPanel scenario={scenario} connect={connect} />);
  return () => {
    root.unmount();
    host.remove();
  };
}
