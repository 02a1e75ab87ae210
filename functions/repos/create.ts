import type { CreateRepoInput } from "../../shared/domain/repo.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { createRepo } from "../../shared/services/repos.js";

export const handler = createHandler<CreateRepoInput>("repos.create", ({ auth, body }, ctx) =>
  createRepo(ctx, auth, body),
);
