// Stack traces of a bundled function, mapped back to the TypeScript sources when they are logged. Node's
// --enable-source-maps would decode the bundle's whole map in every cold start (~18 ms for the analysis worker,
// measured with `npm run bench:bundles`); an error is rare, so the map is read when the first stack is logged.
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

/** The bundle this module was bundled into (index.mjs, its map beside it); elsewhere a source file with no map. */
const modulePath = fileURLToPath(import.meta.url);

let cached: { map: SourceMap; frame: RegExp } | null | undefined;

function bundleMap(path: string): typeof cached {
  if (!path.endsWith(".mjs")) return null;
  try {
    const map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, "utf8")));
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return { map, frame: new RegExp(`(?:file://)?${escaped}:(\\d+):(\\d+)`, "g") };
  } catch {
    return null;
  }
}

/** `stack` with each position in the bundle replaced by its source file, line and column; unchanged without a map. */
export function mapStack(stack: string, bundlePath = modulePath): string {
  if (bundlePath === modulePath && cached === undefined) cached = bundleMap(bundlePath);
  const loaded = bundlePath === modulePath ? cached : bundleMap(bundlePath);
  if (!loaded) return stack;
  return stack.replace(loaded.frame, (whole, line: string, column: string) => {
    const entry = loaded.map.findEntry(Number(line) - 1, Number(column) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (!entry.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return whole;
    return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}
