// Save-time check of a tenant-supplied URL; the connect-time guard in outgoing-http.ts checks again.
import { AppError } from "../domain/errors.js";
import { isIpLiteral } from "./address-policy.js";
import { checkUrl } from "./check-url.js";
import { type DnsResolve, resolveChecked } from "./guarded-lookup.js";
import { isOutgoingHttpError } from "./outgoing-http.port.js";

export interface SafeUrlOptions {
  allowPrivateNetwork: boolean;
  resolve?: DnsResolve;
  /** Field path for the validation issue, e.g. "credentials.host". */
  path?: string;
  /**
   * Accept a name that does not resolve now (a channel saved before its DNS exists, or offline): only an answer
   * naming a refused address refuses it. The connect-time guard still checks every send.
   */
  allowUnresolved?: boolean;
}

/** Resolves the URL's host and refuses it with VALIDATION_ERROR when it is not an allowed destination. */
export async function assertSafeUrl(url: string, options: SafeUrlOptions): Promise<URL> {
  const path = options.path ?? "url";
  try {
    const parsed = checkUrl(url, options.allowPrivateNetwork);
    if (!isIpLiteral(parsed.hostname)) {
      await resolveChecked(parsed.hostname, options.allowPrivateNetwork, options.resolve).catch((err: unknown) => {
        if (!(options.allowUnresolved && isOutgoingHttpError(err) && err.kind === "network")) throw err;
      });
    }
    return parsed;
  } catch (err) {
    if (isOutgoingHttpError(err)) throw AppError.validation([{ path, message: err.message }]);
    throw err;
  }
}
