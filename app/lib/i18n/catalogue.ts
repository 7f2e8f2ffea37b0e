import type { Messages } from "./messages/en";

/** Same keys as the English catalogue, any wording. */
type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

export type Catalogue = SameShape<Messages>;
