// The inflected forms the dictionary recognises, named for the learner in each interface
// language: "食べさせられなかった — the dictionary form of 食べる: causative · passive · negative ·
// past". The Japanese name is the one textbooks use; the Nepali keeps the Japanese ending in
// brackets so a learner can find it in a grammar book.

export const inflectionForms = {
  polite: { en: "polite (〜ます)", ne: "विनम्र रूप (〜ます)", ja: "丁寧形（〜ます）" },
  past: { en: "past", ne: "भूतकाल", ja: "過去形" },
  negative: { en: "negative", ne: "नकारात्मक", ja: "否定形" },
  te: { en: "te-form", ne: "て-रूप", ja: "て形" },
  volitional: { en: "volitional (let's)", ne: "प्रस्ताव (गरौँ)", ja: "意向形" },
  "volitional-question": {
    en: "volitional question (shall we?)",
    ne: "प्रस्ताव-प्रश्न (गरौँ त?)",
    ja: "意向形＋か（〜っか）",
  },
  "negative-volitional": {
    en: "negative will or guess (〜まい)",
    ne: "नगर्ने अठोट वा अनुमान (〜まい)",
    ja: "〜まい",
  },
  conditional: { en: "conditional (〜ば)", ne: "सर्त (〜ば)", ja: "仮定形（〜ば）" },
  "conditional-spoken": {
    en: "conditional, spoken (〜ゃ)",
    ne: "सर्त, बोलीचाली (〜ゃ)",
    ja: "仮定形の縮約（〜ゃ）",
  },
  "conditional-tara": { en: "conditional (〜たら)", ne: "सर्त (〜たら)", ja: "〜たら" },
  listing: { en: "listing actions (〜たり)", ne: "काम गनाउने (〜たり)", ja: "〜たり" },
  want: { en: "want to (〜たい)", ne: "चाहना (〜たい)", ja: "希望（〜たい）" },
  "want-other": {
    en: "someone else wants to (〜たがる)",
    ne: "अरूको चाहना (〜たがる)",
    ja: "〜たがる",
  },
  while: { en: "while (〜ながら)", ne: "गर्दागर्दै (〜ながら)", ja: "〜ながら" },
  command: { en: "command (〜なさい)", ne: "आदेश (〜なさい)", ja: "〜なさい" },
  "too-much": { en: "too much (〜すぎる)", ne: "अति धेरै (〜すぎる)", ja: "〜すぎる" },
  "easy-to": { en: "easy to (〜やすい)", ne: "गर्न सजिलो (〜やすい)", ja: "〜やすい" },
  "hard-to": { en: "hard to (〜にくい)", ne: "गर्न गाह्रो (〜にくい)", ja: "〜にくい" },
  "looks-like": { en: "looks like (〜そう)", ne: "जस्तो देखिने (〜そう)", ja: "様態（〜そう）" },
  "negative-written": {
    en: "negative, written (〜ず)",
    ne: "नकारात्मक, लेख्य (〜ず)",
    ja: "〜ず",
  },
  "negative-classical": {
    en: "negative, classical (〜ぬ)",
    ne: "नकारात्मक, पुरानो शैली (〜ぬ)",
    ja: "〜ぬ",
  },
  "negative-spoken": {
    en: "negative, spoken (〜ん)",
    ne: "नकारात्मक, बोलीचाली (〜ん)",
    ja: "〜ん",
  },
  "negative-attributive": {
    en: "negative before a noun, written (〜ざる)",
    ne: "नामअघि नकारात्मक, लेख्य (〜ざる)",
    ja: "〜ざる",
  },
  "negative-conditional": {
    en: "if not (〜ねば)",
    ne: "नगरे (〜ねば)",
    ja: "〜ねば",
  },
  "negative-conditional-spoken": {
    en: "if not, spoken (〜なきゃ / 〜にゃ)",
    ne: "नगरे, बोलीचाली (〜なきゃ / 〜にゃ)",
    ja: "〜なきゃ・〜にゃ",
  },
  passive: { en: "passive", ne: "कर्मवाच्य", ja: "受身形" },
  causative: { en: "causative", ne: "प्रेरणार्थक", ja: "使役形" },
  "causative-short": {
    en: "causative, short (〜す)",
    ne: "प्रेरणार्थक, छोटो (〜す)",
    ja: "使役形の短い形（〜す）",
  },
  potential: { en: "potential (can)", ne: "सक्ने रूप", ja: "可能形" },
  imperative: { en: "imperative", ne: "आज्ञार्थक", ja: "命令形" },
  "te-iru": {
    en: "ongoing or resulting state (〜ている)",
    ne: "चलिरहेको वा भइसकेको अवस्था (〜ている)",
    ja: "〜ている",
  },
  "te-iru-spoken": {
    en: "ongoing state, spoken (〜てる / 〜とる)",
    ne: "चलिरहेको अवस्था, बोलीचाली (〜てる / 〜とる)",
    ja: "〜てる・〜とる",
  },
  "te-oku": { en: "do in advance (〜ておく)", ne: "पहिल्यै गरेर राख्नु (〜ておく)", ja: "〜ておく" },
  "te-oku-spoken": {
    en: "do in advance, spoken (〜とく)",
    ne: "पहिल्यै गरेर राख्नु, बोलीचाली (〜とく)",
    ja: "〜とく",
  },
  "te-shimau": {
    en: "completely, or regret (〜てしまう)",
    ne: "पूरै गर्नु वा पछुतो (〜てしまう)",
    ja: "〜てしまう",
  },
  "te-shimau-spoken": {
    en: "completely, or regret, spoken (〜ちゃう / 〜ちまう)",
    ne: "पूरै वा पछुतो, बोलीचाली (〜ちゃう / 〜ちまう)",
    ja: "〜ちゃう・〜ちまう",
  },
  "te-wa-spoken": {
    en: "if / must not, spoken (〜ちゃ = 〜ては)",
    ne: "भने / हुँदैन, बोलीचाली (〜ちゃ = 〜ては)",
    ja: "〜ちゃ（〜ては）",
  },
  "te-aru": { en: "has been done (〜てある)", ne: "गरेर राखिएको (〜てある)", ja: "〜てある" },
  "te-kudasai": { en: "please (〜てください)", ne: "कृपया (〜てください)", ja: "〜てください" },
  "te-miru": { en: "try doing (〜てみる)", ne: "गरेर हेर्नु (〜てみる)", ja: "〜てみる" },
  "te-kureru": {
    en: "someone does it for me (〜てくれる)",
    ne: "कसैले मेरो लागि गरिदिनु (〜てくれる)",
    ja: "〜てくれる",
  },
  "te-morau": {
    en: "have someone do it (〜てもらう)",
    ne: "कसैबाट गराइलिनु (〜てもらう)",
    ja: "〜てもらう・〜ていただく",
  },
  "te-ageru": {
    en: "do it for someone (〜てあげる)",
    ne: "कसैको लागि गरिदिनु (〜てあげる)",
    ja: "〜てあげる・〜てやる",
  },
  "te-iku": { en: "goes on, away (〜ていく)", ne: "गर्दै जानु (〜ていく)", ja: "〜ていく" },
  "te-kuru": { en: "comes to, toward (〜てくる)", ne: "गर्दै आउनु (〜てくる)", ja: "〜てくる" },
  "te-hoshii": {
    en: "want someone to (〜てほしい)",
    ne: "कसैले गरोस् भन्ने चाहना (〜てほしい)",
    ja: "〜てほしい",
  },
  "te-mairu": {
    en: "humble: go or come (〜てまいる)",
    ne: "नम्र: जानु वा आउनु (〜てまいる)",
    ja: "〜てまいる",
  },
  guess: {
    en: "probably (〜でしょう / 〜だろう)",
    ne: "होला (〜でしょう / 〜だろう)",
    ja: "推量（〜でしょう・〜だろう）",
  },
  might: { en: "might (〜かもしれない)", ne: "हुन सक्छ (〜かもしれない)", ja: "〜かもしれない" },
  should: { en: "should (〜べき)", ne: "गर्नुपर्ने (〜べき)", ja: "〜べき" },
  "conditional-nara": { en: "if (〜なら)", ne: "भने (〜なら)", ja: "〜なら" },
  must: {
    en: "must (〜なければならない)",
    ne: "गर्नैपर्छ (〜なければならない)",
    ja: "義務（〜なければならない）",
  },
  may: { en: "may (〜てもいい)", ne: "गरे हुन्छ (〜てもいい)", ja: "許可（〜てもいい）" },
  "must-not": {
    en: "must not (〜てはいけない)",
    ne: "गर्नु हुँदैन (〜てはいけない)",
    ja: "禁止（〜てはいけない）",
  },
  stem: { en: "stem (連用形)", ne: "ます-अघिको रूप (連用形)", ja: "連用形" },
  compound: {
    en: "compound verb (stem + verb)",
    ne: "संयुक्त क्रिया (मूल + क्रिया)",
    ja: "複合動詞",
  },
  yagaru: {
    en: "rude: the nerve to (〜やがる)",
    ne: "अशिष्ट: गर्ने आँट (〜やがる)",
    ja: "〜やがる",
  },
  garu: { en: "shows signs of feeling (〜がる)", ne: "भावना देखाउनु (〜がる)", ja: "〜がる" },
  ge: { en: "seeming (〜げ)", ne: "जस्तो देखिने (〜げ)", ja: "〜げ" },
  adverb: { en: "adverb (〜く)", ne: "क्रियाविशेषण (〜く)", ja: "連用形（〜く）" },
  noun: { en: "noun (〜さ)", ne: "नाम (〜さ)", ja: "名詞化（〜さ）" },
  copula: { en: "with です / だ / な", ne: "です / だ / な सँग", ja: "です・だ・な" },
  "suru-verb": { en: "used as a verb with する", ne: "する सँग क्रियापद", ja: "サ変動詞（〜する）" },
  "zuru-verb": {
    en: "written form of a 〜じる verb (〜ずる)",
    ne: "〜じる क्रियाको लेख्य रूप (〜ずる)",
    ja: "〜ずる",
  },
  "ii-yoi": { en: "いい conjugates as よい", ne: "いい को रूप よい बाट बन्छ", ja: "いい→よい" },
} as const satisfies Record<string, { en: string; ne: string; ja: string }>;

export type InflectionForm = keyof typeof inflectionForms;
