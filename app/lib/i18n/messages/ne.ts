import type { Catalogue } from "../catalogue";
import { neShell } from "./ne/shell";
import { neStudy } from "./ne/study";
import { neDirectory } from "./ne/directory";
import { neConverters } from "./ne/converters";
import { neAccount } from "./ne/account";
import { neHomeQuiz } from "./ne/home-quiz";
import { nePractice } from "./ne/practice";

export const ne: Catalogue = {
  ...neShell,
  ...neStudy,
  ...neDirectory,
  ...neConverters,
  ...neAccount,
  ...neHomeQuiz,
  ...nePractice,
};
