// The workload a Kubernetes pod logs for. A Deployment's pod is named "<deployment>-<pod-template-hash>-<suffix>", both
// random parts drawn from the alphabet Kubernetes uses for them (consonants and the digits 2 and 4-9: no vowels, so no
// word passes for one). Its lines are the Deployment's, whichever replica wrote them and whatever the collector called it.
const DEPLOYMENT_POD_RE = /^(.+)-[bcdfghjklmnpqrstvwxz2456789]{6,10}-[bcdfghjklmnpqrstvwxz2456789]{5}$/;

export function workloadOf(service: string): string {
  const m = DEPLOYMENT_POD_RE.exec(service);
  return m ? m[1] : service;
}
