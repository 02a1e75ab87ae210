// A dns.lookup replacement for the socket layer: every address a name resolves to is checked, and the
// socket connects to exactly the address that was checked (no second resolution, so no DNS rebinding).
import { promises as dns, type LookupAddress, type LookupOptions } from "node:dns";
import { isAddressAllowed } from "./address-policy.js";
import { OutgoingHttpError } from "./outgoing-http.port.js";

export type DnsResolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: DnsResolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Resolves and checks a host name; throws `blocked_address` if any of its addresses is refused. */
export async function resolveChecked(
  hostname: string,
  allowPrivateNetwork: boolean,
  resolve: DnsResolve = systemResolve,
): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch {
    throw new OutgoingHttpError("network", `Could not resolve host ${hostname}`);
  }
  if (addresses.length === 0) throw new OutgoingHttpError("network", `Could not resolve host ${hostname}`);
  // One refused address refuses the name: a resolver answering with a mix is the rebinding pattern.
  if (addresses.some((a) => !isAddressAllowed(a.address, allowPrivateNetwork))) {
    throw new OutgoingHttpError("blocked_address", `Host ${hostname} resolves to an address that is not allowed`);
  }
  return addresses;
}

export function createGuardedLookup(allowPrivateNetwork: boolean, resolve: DnsResolve = systemResolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolveChecked(hostname, allowPrivateNetwork, resolve).then(
      (all) => {
        const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
        const wanted = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
        if (wanted.length === 0) {
          callback(
            Object.assign(new Error(`No address of family ${family} for ${hostname}`), { code: "ENOTFOUND" }),
            "",
          );
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (err: OutgoingHttpError) => callback(err as NodeJS.ErrnoException, ""),
    );
  };
}
