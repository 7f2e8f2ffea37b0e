import { highlightSegments } from "~/lib/highlight";

/** Text with the parts equal to one of `terms` marked, e.g. a search term in a result. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, index) =>
        segment.match ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/70"
          >
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
