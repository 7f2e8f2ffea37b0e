/** Limits the account forms show (spec part 2 §5); account-schemas.ts enforces them on the server. */
export const passwordLimits = { min: 6, max: 256 } as const;

/** A field's problem, as the server's answer names it and the forms show it beside the field. */
export type FieldIssue = { field: string; message: string };
