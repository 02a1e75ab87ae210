// A discriminated union stops at an unknown or missing discriminator; a caller should see every problem at once.
import type * as z from "zod";

/**
 * `union`, plus: when its discriminator matches no option, `common` (the fields every option shares, as a
 * type-agnostic object) is checked too and its issues are reported beside the discriminator's, so `{}` names
 * every missing field in one answer. The discriminator's own issue and a valid body are unchanged.
 */
export function withAllIssues<T extends z.ZodType>(union: T, discriminator: string, common: z.ZodType): T {
  return union.superRefine(
    (value, ctx) => {
      const parsed = common.safeParse(value);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === discriminator) continue;
        const keys = issue.code === "unrecognized_keys" ? issue.keys : undefined;
        const message = keys ? `unknown field(s): ${keys.join(", ")}` : issue.message;
        ctx.addIssue({ code: "custom", path: issue.path, message });
      }
    },
    {
      when: (payload) =>
        payload.value !== null &&
        typeof payload.value === "object" &&
        !Array.isArray(payload.value) &&
        payload.issues.some((i) => i.code === "invalid_union" && i.path?.length === 1 && i.path[0] === discriminator),
    },
  ) as unknown as T;
}
