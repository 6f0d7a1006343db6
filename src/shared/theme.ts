/** Light, dark or the system's choice, kept per browser (docs/architecture.md §9). */
export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'ui.theme';

export function readTheme(): ThemeChoice {
  const value = localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function applyTheme(choice: ThemeChoice): void {
  if (choice === 'system') {
    localStorage.removeItem(KEY);
    delete document.documentElement.dataset.theme;
  } else {
    localStorage.setItem(KEY, choice);
    document.documentElement.dataset.theme = choice;
  }
}

export function applyStoredTheme(): void {
  applyTheme(readTheme());
}
