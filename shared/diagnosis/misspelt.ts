// A name a failure says is missing, one slip of the keyboard from a service that logs here (cluster "escrow-ledgr" not
// found, beside escrow-ledger): a setting names the service misspelt, the service is fine.

// a name as settings write one: words joined by hyphens or underscores (a plain word one letter from a service,
// "payment" beside payments, is English, not a setting)
const NAME_RE = /\b[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+\b/gi;
const MIN_NAME_CHARS = 6;

/** One character inserted, dropped, changed or two neighbours swapped, but not a digit (v2 and v3 are two services). */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const digit = /\d/.test(a[i] ?? "") || /\d/.test(b[i] ?? "");
  if (digit) return false;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** The service one of `failures` names misspelt, if any (the misspelling itself is no service that logs here). */
export function misspeltServiceIn(failures: string[], services: Iterable<string>): string | undefined {
  // (bq_loader, a module's name, is bq-loader: separators are no slip)
  const spelt = (name: string) => name.toLowerCase().replace(/_/g, "-");
  const known = [...services].map(spelt).filter((s) => s.length >= MIN_NAME_CHARS);
  const knownSet = new Set(known);
  for (const failure of failures)
    for (const [name] of failure.slice(0, 2000).matchAll(NAME_RE)) {
      const lower = spelt(name);
      if (lower.length < MIN_NAME_CHARS || knownSet.has(lower)) continue;
      const meant = known.find((s) => oneSlipApart(lower, s));
      if (meant) return meant;
    }
  return undefined;
}

// a service's in-cluster name ("booking-api.prod.svc.cluster.local") with its cluster domain written by hand
const CLUSTER_DOMAIN_RE = /\.svc\.([a-z]+)\.local\b/gi;

/** A cluster domain one slip from Kubernetes' own ("svc.cluser.local") that a failure to reach a host names. */
export function misspeltClusterDomainIn(failures: string[]): string | undefined {
  for (const failure of failures)
    for (const [, domain] of failure.slice(0, 2000).matchAll(CLUSTER_DOMAIN_RE))
      if (oneSlipApart(domain.toLowerCase(), "cluster")) return `${domain}.local`;
  return undefined;
}
