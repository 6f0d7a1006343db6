import product from './product.json' with { type: 'json' };

/**
 * The product's name, in one place (issue 23): the one the spec's texts use. The app
 * (header, footer, layouts, notices, legal pages), the mock bank (its e-mails, the authenticator
 * issuer) and the build (index.html's title, the web app manifest: productFiles in
 * vite.config.ts) all read it from here; `npm start` reads product.json. The spec's exact texts
 * that contain the name keep it written out (src/shared/config/product.test.ts lists them).
 */
export const PRODUCT_NAME: string = product.name;
/** The name under an installed app's icon. */
export const PRODUCT_SHORT_NAME: string = product.shortName;
/** The one-line description of index.html and the manifest. */
export const PRODUCT_DESCRIPTION: string = product.description;
