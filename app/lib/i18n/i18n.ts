import { addCatalogue, createI18n, getTranslator } from "./interface-i18n";
import { en } from "./messages/en";
import { ja } from "./messages/ja";
import { ne } from "./messages/ne";

/**
 * Every interface catalogue at once, for the server (it answers in any language) and for tests.
 * Browser code imports interface-i18n.ts instead, which loads one language at a time: importing
 * this file from a component would put all three catalogues back into the first load (the bundle
 * budget test says so).
 */
addCatalogue("en", en);
addCatalogue("ne", ne);
addCatalogue("ja", ja);

export { createI18n, getTranslator };
