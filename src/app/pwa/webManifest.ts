// With its extension: vite.config.ts loads this file too, where imports need one.
import {
  PRODUCT_DESCRIPTION,
  PRODUCT_NAME,
  PRODUCT_SHORT_NAME,
} from '../../shared/config/product.ts';
import { paths } from '../../shared/routing/paths.ts';

/** The theme colour of the manifest and index.html's theme-color. */
export const THEME_COLOR = '#0b5cff';

/**
 * The web app manifest, written by the build as /manifest.webmanifest (productFiles in
 * vite.config.ts; the dev server answers it too): the product's name comes from its one place.
 */
export function webManifest() {
  return {
    name: PRODUCT_NAME,
    short_name: PRODUCT_SHORT_NAME,
    description: PRODUCT_DESCRIPTION,
    start_url: paths.dashboard(),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#f6f8fb',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** index.html with its placeholders (%PRODUCT_NAME%, %PRODUCT_DESCRIPTION%) filled in. */
export function withProductTexts(html: string): string {
  return html
    .replaceAll('%PRODUCT_NAME%', PRODUCT_NAME)
    .replaceAll('%PRODUCT_DESCRIPTION%', PRODUCT_DESCRIPTION);
}
