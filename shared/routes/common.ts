// What many route entries share: their table access and the answer of a delete.
import * as z from "zod";
import type { RouteDef } from "../route.types.js";

export const NONE = { table: "none" } as const;
export const READ = { table: "read" } as const;
export const WRITE = { table: "readwrite" } as const;

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** The same operation at a second path: idempotency treats the two as one. */
export const aliasAt = (route: RouteDef, path: string, title: string): RouteDef => ({
  ...route,
  id: `${route.id}Alias`,
  aliasOf: route.id,
  path,
  summary: `${title} (alias of ${route.method} ${route.path})`,
});
