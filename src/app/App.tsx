import { Router } from 'wouter';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary';
import { Toaster } from '../shared/ui/Toaster';
import { AppRouter } from './AppRouter';

export function App() {
  return (
    <ErrorBoundary>
      <Router>
        <AppRouter />
      </Router>
      <Toaster />
    </ErrorBoundary>
  );
}
