import { createRoot } from 'react-dom/client';
import type { MockBankControls } from '../mockBank';
import { DemoPanel } from './DemoPanel';

/** The demo panel lives in the mock chunk and its own React root, so the app never ships it. */
export function mountDemoPanel(controls: MockBankControls): void {
  if (document.getElementById('mock-bank-panel')) return;
  const host = document.createElement('div');
  host.id = 'mock-bank-panel';
  document.body.append(host);
  createRoot(host).render(<DemoPanel controls={controls} />);
}
