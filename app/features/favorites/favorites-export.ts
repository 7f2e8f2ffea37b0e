import type { Favorites } from "./favorites.server";

type Row = {
  type: string;
  front: string;
  reading: string;
  english: string;
  nepali: string;
  level: string;
};

function rowsOf(favorites: Favorites): Row[] {
  return [
    ...favorites.words.map((w) => ({
      type: "word",
      front: w.japanese,
      reading: w.reading,
      english: w.english,
      nepali: w.nepali,
      level: w.level ?? "",
    })),
    ...favorites.grammar.map((g) => ({
      type: "grammar",
      front: g.pattern,
      reading: g.reading,
      english: g.english,
      nepali: g.nepali,
      level: g.level,
    })),
    ...favorites.kanji.map((k) => ({
      type: "kanji",
      front: k.kanji,
      reading: [...k.onyomi, ...k.kunyomi].join("、"),
      english: k.english,
      nepali: k.nepali,
      level: k.level,
    })),
  ];
}

/** RFC 4180 CSV with a header row; a cell starting with = + - @ is quoted with a ' first so
 * spreadsheets never run it as a formula. */
export function favoritesCsv(favorites: Favorites): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const header = ["type", "japanese", "reading", "english", "nepali", "level"];
  const lines = rowsOf(favorites).map((r) =>
    [r.type, r.front, r.reading, r.english, r.nepali, r.level].map(cell).join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

/**
 * Tab-separated notes for Anki's File → Import: the header lines tell Anki the separator and
 * that fields are plain text; front = Japanese, back = reading, English and Nepali; the last
 * column is the note's tags.
 */
export function favoritesAnki(favorites: Favorites): string {
  const field = (value: string) => value.replace(/[\t\r\n]+/g, " ").trim();
  const lines = rowsOf(favorites).map((r) =>
    [
      field(r.front),
      field([r.reading, r.english, r.nepali].filter(Boolean).join(" / ")),
      ["jouzu", r.type, r.level].filter(Boolean).join(" "),
    ].join("\t"),
  );
  return ["#separator:tab", "#html:false", "#tags column:3", ...lines].join("\n") + "\n";
}
