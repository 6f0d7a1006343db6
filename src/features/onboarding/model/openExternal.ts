/** Leaves the app for another site's page (the identity registry's consent), as a full page load. */
export function openExternal(url: string): void {
  window.location.assign(url);
}
