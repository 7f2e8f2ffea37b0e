/**
 * Reads one line of the JMdict/EDICT dictionary file (Debian's `edict` package), e.g.
 *   食べる [たべる] /(v1,vt) (1) to eat/(v1,vt) (2) to live on (e.g. a salary)/to live off/(P)/
 *   ああ /(int) ah!/oh!/
 * into a headword, its reading and an English gloss a learner can read: editorial tags (part of
 * speech, field, usage, dialect, sense numbers, the common-word mark, EDICT2 entry ids) are
 * removed, explanatory parentheticals such as "(e.g. a salary)" are kept.
 */

export type EdictEntry = {
  japanese: string;
  /** The kana reading; for a kana-only headword, the headword itself. */
  reading: string;
  /** Senses joined with "; ", the glosses of one sense with ", ". */
  english: string;
  /** The part-of-speech tags of the first sense as written, e.g. "v1,vt"; null when none. */
  partOfSpeech: string | null;
  /** EDICT's "(P)": a word in common use. */
  common: boolean;
};

export type EdictLineResult = { ok: true; entry: EdictEntry } | { ok: false; reason: string };

// JMdict's entity codes as EDICT writes them in parentheses before a gloss.
const partOfSpeechTags = new Set(
  (
    "adj-f adj-i adj-ix adj-kari adj-ku adj-na adj-nari adj-no adj-pn adj-shiku adj-t adv adv-to " +
    "aux aux-adj aux-v conj cop cop-da ctr exp int n n-adv n-pr n-pref n-suf n-t num pn pref prt " +
    "suf unc v-unspec v1 v1-s v2a-s v2b-k v2b-s v2d-k v2d-s v2g-k v2g-s v2h-k v2h-s v2k-k v2k-s " +
    "v2m-k v2m-s v2n-s v2r-k v2r-s v2s-s v2t-k v2t-s v2w-s v2y-k v2y-s v2z-s v4b v4g v4h v4k v4m " +
    "v4n v4r v4s v4t v5aru v5b v5g v5k v5k-s v5m v5n v5r v5r-i v5s v5t v5u v5u-s v5uru vi vk vn " +
    "vr vs vs-c vs-i vs-s vt vz"
  ).split(" "),
);
const editorialTags = new Set(
  // usage and register
  (
    "abbr arch aphorism chn col dated derog euph fam fem form hist hon hum id joc litf m-sl male " +
    "net-sl obs obsc on-mim poet pol proverb quote rare rude sens sl uk vulg X yoji " +
    // notes on the headword's spelling or reading
    "ateji eK ek gikun iK ik io oK ok rK sK sk uK " +
    // subject fields
    "agric anat archeol archit art astron audvid aviat baseb biochem biol bot Buddh bus chem " +
    "Christn cloth comp cryst dent ecol econ elec electr embryo engr ent finc fish food gardn " +
    "genet geogr geol geom golf gramm grmyth hanaf kabuki law ling logic MA mahj manga math mech " +
    "med met mil mining motor music noh ornith paleo pathol pharm phil photo physics physiol " +
    "politics psy psych rail Shinto shogi sports stat sumo telec tradem tv vidg zool"
  ).split(" "),
);
const isSenseNumber = (tag: string) => /^\d{1,3}$/.test(tag);
// Dialects are written as a code and a colon: (ksb:) Kansai-ben, (rkb:) Ryukyu-ben.
const isDialect = (tag: string) => /^[a-z]{2,5}:$/.test(tag);

type TagGroup = { partOfSpeech: string | null; startsSense: boolean };

/** Reads "(v1,vt)", "(2)", "(uk)", "(ksb:)"; null when the parentheses hold real text, e.g. "(a)". */
function readTagGroup(content: string): TagGroup | null {
  const tags = content.split(",").map((tag) => tag.trim());
  if (tags.some((tag) => tag === "")) return null;
  if (tags.every((tag) => partOfSpeechTags.has(tag))) {
    return { partOfSpeech: tags.join(","), startsSense: false };
  }
  const editorial = (tag: string) =>
    editorialTags.has(tag) || isSenseNumber(tag) || isDialect(tag) || tag === "P";
  if (!tags.every(editorial)) return null;
  return { partOfSpeech: null, startsSense: tags.some(isSenseNumber) };
}

// A note of a loanword's language with nothing more to say: "cogito, ergo sum (lat:)".
const emptyLanguageNote = /\s*\((?:[a-z]{3}|wasei):\)/g;

/** Line 1 describes the file itself: an ideographic space, then "？？？ /EDICT, EDICT_SUB(P), …/". */
export function isEdictHeader(line: string): boolean {
  return /^\u3000?？？？ \/EDICT/.test(line);
}

const linePattern = /^([^\s[\]/]+)(?: \[([^\]\s]+)\])? \/(.*)\/$/;

/** EDICT2 lists several spellings ("食べる;喰べる(iK)"); the first one, without its tags. */
const firstForm = (forms: string) => (forms.split(";")[0] ?? "").replace(/\([^)]*\)/g, "");

export function parseEdictLine(raw: string): EdictLineResult {
  const line = raw.replace(/\s+$/, "");
  const match = linePattern.exec(line);
  if (!match) {
    return /^[^\s[\]/]+(?: \[[^\]]*\])? \/\s*$/.test(line)
      ? { ok: false, reason: "no English glosses" }
      : { ok: false, reason: "not in the EDICT form `headword [reading] /gloss/gloss/…/`" };
  }
  const [, headword = "", bracketed, glossList = ""] = match;
  const japanese = firstForm(headword);
  const reading = bracketed === undefined ? japanese : firstForm(bracketed);
  if (japanese === "" || reading === "") return { ok: false, reason: "empty headword or reading" };

  let common = false;
  let partOfSpeech: string | null = null;
  const senses: string[][] = [];
  let sense: string[] = [];
  for (const segment of glossList.split("/")) {
    const trimmed = segment.trim();
    if (trimmed === "(P)") {
      common = true;
      continue;
    }
    if (/^EntL\d+X?$/.test(trimmed)) continue;
    let text = trimmed;
    for (;;) {
      const group = /^\(([^()]*)\)\s*/.exec(text);
      const tags = group ? readTagGroup(group[1] ?? "") : null;
      if (!group || !tags) break;
      if (tags.startsSense && sense.length > 0) {
        senses.push(sense);
        sense = [];
      }
      // The first sense's part of speech is written before its first gloss.
      if (tags.partOfSpeech && senses.length === 0 && sense.length === 0) {
        partOfSpeech = partOfSpeech ? `${partOfSpeech},${tags.partOfSpeech}` : tags.partOfSpeech;
      }
      text = text.slice(group[0].length);
    }
    text = text.replace(emptyLanguageNote, "").replace(/\s+/g, " ").trim();
    if (text !== "") sense.push(text);
  }
  if (sense.length > 0) senses.push(sense);
  if (senses.length === 0) return { ok: false, reason: "no English glosses" };
  return {
    ok: true,
    entry: {
      japanese,
      reading,
      english: senses.map((glosses) => glosses.join(", ")).join("; "),
      partOfSpeech,
      common,
    },
  };
}
