// Repos (API-DECISIONS "API keys, repos"): code the diagnosis links stack frames to; the token is write-only.
import * as z from "zod";

export const REPO_PROVIDERS = ["github", "gitlab", "bitbucket"] as const;
export type RepoProvider = (typeof REPO_PROVIDERS)[number];

const repoUrl = z
  .string()
  .max(2048)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === "https:" || u.protocol === "http:") && u.hostname !== "" && !u.username && !u.password;
    } catch {
      return false;
    }
  }, "must be an http(s) URL without credentials in it");

// A git branch name: a conservative subset of what git check-ref-format accepts.
const branch = z
  .string()
  .min(1)
  .max(255)
  .regex(/^(?!\/|.*\/\/|.*\.\.|.*@\{|.*\.lock$|.*\/$)[\w./+-]+$/, "must be a valid git branch name");

export const createRepoBody = z.strictObject({
  provider: z.enum(REPO_PROVIDERS),
  url: repoUrl,
  name: z.string().trim().min(1).max(255).optional(),
  defaultBranch: branch.optional(),
  credentials: z.strictObject({ token: z.string().min(1, "must not be empty").max(4096) }).optional(),
});
export type CreateRepoInput = z.infer<typeof createRepoBody>;

export const repoSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  projectId: z.string(),
  provider: z.enum(REPO_PROVIDERS),
  url: z.string(),
  name: z.string(),
  defaultBranch: z.string().nullable(),
  /** Whether a token is saved; the token itself is never returned. */
  hasCredentials: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Repo = z.infer<typeof repoSchema>;
