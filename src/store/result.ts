/** What a store action reports: the UI translates `error` as errors.<code>. State is unchanged on failure. */
export type Failure = { ok: false; error: string; errors?: Record<string, string> };
export type ActionResult<T = object> = ({ ok: true } & T) | Failure;
export const OK = { ok: true } as const;
export const fail = (error: string, errors?: Record<string, string>): Failure => (errors ? { ok: false, error, errors } : { ok: false, error });
