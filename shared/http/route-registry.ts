// The route a bundled Lambda serves, registered by its generated entry (lib/functions/route-entry.ts) before the
// handler module runs, so a function carries its own route definition and not the whole table.
import type { RouteDef } from "../route.types.js";

const registered = new Map<string, RouteDef>();

export function registerRoute(route: RouteDef): void {
  registered.set(route.id, route);
}

export function registeredRoute(id: string): RouteDef | undefined {
  return registered.get(id);
}
