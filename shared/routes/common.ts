// What many route entries share: their table access and the answer of a delete.
import * as z from "zod";

export const NONE = { table: "none" } as const;
export const READ = { table: "read" } as const;
export const WRITE = { table: "readwrite" } as const;

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
