import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webManifest, withProductTexts } from './webManifest';

const manifest = webManifest();

describe('web app manifest', () => {
  it('installs as a standalone app named YouBiz that starts on the dashboard', () => {
    expect(manifest.name).toBe('YouBiz');
    expect(manifest.short_name).toBe('YouBiz');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/dashboard');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has 192 and 512 icons and a maskable one, all present in public/', () => {
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons)
      expect(existsSync(resolve(process.cwd(), `public${icon.src}`))).toBe(true);
  });
});

describe('index.html', () => {
  it("gets the product's name as its title and in its noscript, with no placeholder left", () => {
    const html = withProductTexts(readFileSync(resolve(process.cwd(), 'index.html'), 'utf8'));
    expect(html).toContain('<title>YouBiz</title>');
    expect(html).toContain('<noscript>YouBiz needs JavaScript to run.</noscript>');
    expect(html).toContain(
      'content="Multi-currency business accounts, cards, transfers and approvals."',
    );
    expect(html).not.toMatch(/%PRODUCT_\w+%/);
  });
});
