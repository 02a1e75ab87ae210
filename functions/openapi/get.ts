import { createHandler } from "../../shared/http/create-handler.js";
import { openApiDocument } from "../../shared/http/openapi.js";
import { rawJsonReply } from "../../shared/http/response.js";

export const handler = createHandler("openapi.get", async () => rawJsonReply(openApiDocument()));
