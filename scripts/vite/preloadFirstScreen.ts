import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The chunks (and their styles) a lazily loaded module needs, beyond those the entry already
 * loads: what index.html must name so the browser fetches them beside the entry.
 */
export function chunksOf(bundle: Record<string, { type: string }>, moduleSuffix: string): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: ChunkLike[]) => {
    const seen = new Set<string>();
    const walk = (c: ChunkLike) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const file of c.imports) {
        const next = byFile.get(file);
        if (next) walk(next);
      }
    };
    start.forEach(walk);
    return seen;
  };
  const entry = closure(chunks.filter((c) => c.isEntry));
  const page = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(moduleSuffix));
  if (!page) throw new Error(`preloadFirstScreen: no chunk for ${moduleSuffix}`);
  const scripts = [...closure([page])].filter((f) => !entry.has(f));
  const styles = scripts.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
  return { scripts, styles };
}

/**
 * The login page is the first screen of every visit that is not signed in. Its page module is
 * loaded lazily (signed-in pages never need it), which would start its download only after the
 * entry has run: a second round trip before the first paint. This names its chunks in
 * index.html (modulepreload, and its styles as stylesheets), so they download beside the entry
 * and the first render finds them there (src/app/pages.tsx preloadFirstPage).
 */
export function preloadFirstScreen(moduleSuffix: string): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return undefined;
        const { scripts, styles } = chunksOf(ctx.bundle, moduleSuffix);
        return [
          ...styles.map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: '', href: `/${href}` }, injectTo: 'head' as const })),
          ...scripts.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${href}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
