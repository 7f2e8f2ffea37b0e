/** The category options (spec part 2 §9: ten). A board lists the ones it covers. */
export const jobCategories = [
  { value: "IT/Engineering", key: "it" },
  { value: "Teaching/Education", key: "teaching" },
  { value: "Hospitality/Tourism", key: "hospitality" },
  { value: "Manufacturing/Factory", key: "manufacturing" },
  { value: "Nursing/Care", key: "nursing" },
  { value: "Food Service/Restaurant", key: "food" },
  { value: "Retail/Sales", key: "retail" },
  { value: "Construction", key: "construction" },
  { value: "Agriculture", key: "agriculture" },
  { value: "Office/Administration", key: "office" },
] as const;

/** The language options (§9: four): the languages a board's site and listings can be used in. */
export const jobLanguages = [
  { value: "English", key: "english" },
  { value: "Japanese", key: "japanese" },
  { value: "Chinese", key: "chinese" },
  { value: "Multilingual (ten or more languages)", key: "multilingual" },
] as const;

/** The location options (§9: eleven): "anywhere" plus ten cities, passed on to boards that take one. */
export const jobLocations = [
  { value: "", key: "any" },
  { value: "Tokyo", key: "tokyo" },
  { value: "Osaka", key: "osaka" },
  { value: "Nagoya", key: "nagoya" },
  { value: "Fukuoka", key: "fukuoka" },
  { value: "Sapporo", key: "sapporo" },
  { value: "Yokohama", key: "yokohama" },
  { value: "Kyoto", key: "kyoto" },
  { value: "Kobe", key: "kobe" },
  { value: "Hiroshima", key: "hiroshima" },
  { value: "Sendai", key: "sendai" },
] as const;

export const logoColours = [
  "blue",
  "indigo",
  "red",
  "green",
  "teal",
  "orange",
  "violet",
  "sky",
  "rose",
  "amber",
] as const;

export type { JobBoard, JobBoards } from "./job-board-schema.server";
