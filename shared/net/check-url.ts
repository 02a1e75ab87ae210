// The first SSRF check of a URL, before any connection: scheme, userinfo, literal addresses. Save-time validation
// and the outgoing-HTTP adapter both run it; the adapter's guarded lookup then checks the resolved addresses.
import { isAddressAllowed, isIpLiteral } from "./address-policy.js";
import { OutgoingHttpError } from "./outgoing-http.port.js";

/** Parses and checks a URL before any connection: scheme, userinfo, literal addresses. */
export function checkUrl(raw: string, allowPrivateNetwork: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutgoingHttpError("invalid_url", "Not a valid absolute URL");
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowPrivateNetwork)) {
    throw new OutgoingHttpError(
      "blocked_scheme",
      allowPrivateNetwork ? "Only http and https URLs are allowed" : "Only https URLs are allowed",
    );
  }
  if (url.username || url.password)
    throw new OutgoingHttpError("invalid_url", "Credentials in the URL are not allowed");
  if (!url.hostname) throw new OutgoingHttpError("invalid_url", "The URL has no host");
  // Literal addresses never reach the lookup (net.connect skips it for IPs), so they are checked here.
  if (isIpLiteral(url.hostname) && !isAddressAllowed(url.hostname, allowPrivateNetwork)) {
    throw new OutgoingHttpError("blocked_address", `Address ${url.hostname} is not allowed`);
  }
  return url;
}
