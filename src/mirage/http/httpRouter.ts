import type { BankHandler, BankRouter } from '../router';
import { BankError } from '../types';

/** The route table of the HTTP bank: templates with :name parameters and a trailing *name. */

interface Route {
  method: string;
  /** The template as registered, e.g. '/v1/boom/approval/:referenceId'. */
  path: string;
  segments: string[];
  handler: BankHandler;
}

/** A route found for a request: its handler, its template and the path's parameters. */
export interface FoundRoute {
  handler: BankHandler;
  template: string;
  params: Record<string, string>;
}

/** A template's parameters for a path's decoded segments, or null; `*name` takes the rest. */
function match(
  segments: readonly string[],
  parts: readonly string[],
  decoded: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    if (segment.startsWith('*')) {
      params[segment.slice(1)] = decoded.slice(i).join('/');
      return parts.length > i ? params : null;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) {
      if (!part) return null;
      params[segment.slice(1)] = decoded[i] as string;
    } else if (segment !== part) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** Static segments outrank parameters, parameters outrank a catch-all (as Mirage ranks them). */
const rank = (route: Route) =>
  route.segments.reduce((n, s) => n + (s.startsWith('*') ? 100 : s.startsWith(':') ? 1 : 0), 0);

/**
 * A path's segments percent-decoded, or 400 INVALID_PARAM_ERROR when one is no valid
 * percent-encoding (`%ZZ`, a lone `%`, an encoded half of a character): decodeURIComponent throws
 * on those, and a throw must never reach the server (it stopped the process, issue 22).
 */
function decodeSegments(parts: readonly string[]): string[] {
  return parts.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new BankError(
        400,
        'INVALID_PARAM_ERROR',
        'The request path is not valid percent-encoding.',
      );
    }
  });
}

export class HttpRouter implements BankRouter {
  private readonly routes: Route[] = [];

  private add(method: string, path: string, handler: BankHandler) {
    this.routes.push({ method, path, segments: path.split('/'), handler });
  }

  get(path: string, handler: BankHandler) {
    this.add('GET', path, handler);
  }
  post(path: string, handler: BankHandler) {
    this.add('POST', path, handler);
  }
  put(path: string, handler: BankHandler) {
    this.add('PUT', path, handler);
  }
  patch(path: string, handler: BankHandler) {
    this.add('PATCH', path, handler);
  }
  del(path: string, handler: BankHandler) {
    this.add('DELETE', path, handler);
  }

  /**
   * The best route for a method and a path as sent (percent-encoded), with its parameters
   * decoded; null when none matches; a BankError (400) when the path cannot be decoded.
   */
  find(method: string, path: string): FoundRoute | null {
    const parts = path.split('/');
    const decoded = decodeSegments(parts);
    let best: { route: Route; params: Record<string, string> } | null = null;
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const params = match(route.segments, parts, decoded);
      if (params && (!best || rank(route) < rank(best.route))) best = { route, params };
    }
    return best && { handler: best.route.handler, template: best.route.path, params: best.params };
  }
}
