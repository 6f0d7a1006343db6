import { createRoot } from 'react-dom/client';
import type { MockBankControls } from '../mockBank';
import { DemoPanel } from './DemoPanel';

/**
 * The demo panel lives in the mock chunk and in its own React root outside #root, so the app
 * never ships or renders it. Returns the unmount function.
 */
export function mountDemoPanel(controls: MockBankControls): () => void {
  document.getElementById('mock-bank-panel')?.remove();
  const host = document.createElement('div');
  host.id = 'mock-bank-panel';
  document.body.append(host);
  const root = createRoot(host);
  root.render(<DemoPanel controls={controls} />);
  return () => {
    root.unmount();
    host.remove();
  };
}
