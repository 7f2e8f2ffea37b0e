import { enShell } from "./en/shell";
import { enStudy } from "./en/study";
import { enDirectory } from "./en/directory";
import { enConverters } from "./en/converters";
import { enAccount } from "./en/account";
import { enHomeQuiz } from "./en/home-quiz";
import { enPractice } from "./en/practice";

/**
 * The English catalogue is the reference: the other languages must have exactly these keys
 * (their files are typed against this one), and the spec's English texts stay word for word.
 */
export const en = {
  ...enShell,
  ...enStudy,
  ...enDirectory,
  ...enConverters,
  ...enAccount,
  ...enHomeQuiz,
  ...enPractice,
};

export type Messages = typeof en;
