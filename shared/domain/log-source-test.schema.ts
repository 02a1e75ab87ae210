// POST /v1/config/log-sources/{id}/test's body, alone in its module so that route's Lambda carries no other schema.
import * as z from "zod";

/** The test takes no input: an empty body means the same as `{}`; anything else is refused, like postmortem's. */
export const testLogSourceBody = z.strictObject({});
