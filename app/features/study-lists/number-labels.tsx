import { createContext, use, type ReactNode } from "react";

/**
 * Numbers as the reader's language writes them (Nepali uses Devanagari digits), formatted on the
 * server: browsers do not all carry the same locale data, and the page must hydrate unchanged.
 */
export type NumberLabels = Record<number, string>;

const NumberLabelsContext = createContext<NumberLabels>({});

export function NumberLabelsProvider({
  labels,
  children,
}: {
  labels: NumberLabels;
  children: ReactNode;
}) {
  return <NumberLabelsContext value={labels}>{children}</NumberLabelsContext>;
}

/** The label of a number the server formatted (or its plain digits, should one be missing). */
export function useNumberLabel(): (value: number) => string {
  const labels = use(NumberLabelsContext);
  return (value) => labels[value] ?? String(value);
}
