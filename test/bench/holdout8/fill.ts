// Fills the placeholders of a message template with seeded values: {o} a service name, {n} a number, {id} a
// short hex id, {ms} a small duration, {big} a long one, {k} a small count, {ip} an address, {u} a uuid.
import { hex, int, type Rng, uuid } from "../holdout3/kit.js";

export function fill(r: Rng, tpl: string, o = ""): string {
  return tpl.replace(/\{(o|n|id|ms|big|k|ip|u)\}/g, (_, k: string) => {
    switch (k) {
      case "o":
        return o;
      case "n":
        return String(int(r, 100, 99999));
      case "id":
        return hex(r, 10);
      case "ms":
        return String(int(r, 2, 480));
      case "big":
        return String(int(r, 1200, 29000));
      case "k":
        return String(int(r, 1, 48));
      case "ip":
        return `10.${int(r, 0, 40)}.${int(r, 0, 255)}.${int(r, 2, 250)}`;
      default:
        return uuid(r);
    }
  });
}
