// Matches a request to a route of the table; literal segments win over {params}.
import type { HttpMethod, RouteDef } from "../route.types.js";

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface Compiled {
  route: RouteDef;
  segments: string[];
  paramCount: number;
}

const split = (path: string) => path.split("/").filter((s) => s.length > 0);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function createRouter(table: readonly RouteDef[]) {
  const compiled: Compiled[] = table
    .map((route) => {
      const segments = split(route.path);
      return { route, segments, paramCount: segments.filter((s) => s.startsWith("{")).length };
    })
    .sort((a, b) => a.paramCount - b.paramCount);

  return function match(method: string, path: string): RouteMatch | undefined {
    const parts = split(path);
    for (const c of compiled) {
      if (c.route.method !== (method.toUpperCase() as HttpMethod) || c.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const seg = c.segments[i];
        if (seg.startsWith("{")) params[seg.slice(1, -1)] = decode(parts[i]);
        else ok = seg === parts[i];
      }
      if (ok) return { route: c.route, params };
    }
    return undefined;
  };
}
