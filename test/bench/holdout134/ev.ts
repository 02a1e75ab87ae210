// The one constructor for log events.
import type { ErrInfo, Ev, Level } from "./types.js";

export const ev = (t: number, svc: string, level: Level, msg: string, id?: string, err?: ErrInfo): Ev => {
  const e: Ev = { t: Math.round(t), svc, level, msg };
  if (id) e.id = id;
  if (err) e.err = err;
  return e;
};
