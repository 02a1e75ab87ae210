import { createHandler } from "../../shared/http/create-handler.js";
import { listProjectRepos } from "../../shared/services/repos.js";

export const handler = createHandler("repos.list", ({ auth }, ctx) => listProjectRepos(ctx, auth));
