/** An http(s) address to link to, or undefined: a typo or a javascript: URL never becomes a link. */
export function safeExternalUrl(url: string | undefined): string | undefined {
  const text = url?.trim();
  if (!text) return undefined;
  try {
    const href = new URL(text);
    return href.protocol === 'https:' || href.protocol === 'http:' ? href.toString() : undefined;
  } catch {
    return undefined;
  }
}
