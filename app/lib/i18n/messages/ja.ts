import type { Catalogue } from "../catalogue";
import { jaShell } from "./ja/shell";
import { jaStudy } from "./ja/study";
import { jaDirectory } from "./ja/directory";
import { jaConverters } from "./ja/converters";
import { jaAccount } from "./ja/account";
import { jaHomeQuiz } from "./ja/home-quiz";
import { jaPractice } from "./ja/practice";

export const ja: Catalogue = {
  ...jaShell,
  ...jaStudy,
  ...jaDirectory,
  ...jaConverters,
  ...jaAccount,
  ...jaHomeQuiz,
  ...jaPractice,
};
