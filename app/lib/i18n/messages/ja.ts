import type { Catalogue } from "../catalogue";

export const ja: Catalogue = {
  site: {
    name: "Jouzu",
    slogan: "日本語上手ですね！",
    skipToContent: "本文へスキップ",
  },
  nav: {
    label: "メイン",
    home: "ホーム",
    about: "私たちについて",
    resources: "学習教材",
    practiceTest: "模擬試験",
    conversationVideos: "会話動画",
    tools: "ツール",
    signIn: "ログイン",
    signUp: "新規登録",
    subscribe: "チャンネル登録",
    openMenu: "メニューを開く",
    closeMenu: "メニューを閉じる",
    newTab: "（新しいタブで開きます）",
  },
  tools: {
    currencyConverter: {
      name: "通貨換算",
      description: "日本円と他の通貨を換算します",
    },
    dateConverter: {
      name: "日付変換",
      description: "和暦・西暦・ネパール暦の日付を変換します",
    },
    jobsSearch: { name: "求人検索", description: "日本での仕事を探す" },
    voiceoverTool: {
      name: "音声ツール",
      description: "音声を使ったインタラクティブな学習",
    },
    informationSearch: { name: "情報検索", description: "その他の情報" },
  },
  theme: {
    dark: "ダークテーマ",
  },
  language: {
    label: "言語",
    apply: "言語を変更",
  },
  footer: {
    tagline: "N5からN1まで、英語とネパール語でJLPT対策。",
    credits: "クレジット",
    dataLicences: "データのライセンス",
    rights: "© {{year}} Jouzu",
  },
  social: {
    youtube: "JouzuのYouTube",
    facebook: "JouzuのFacebook",
    instagram: "JouzuのInstagram",
  },
  home: {
    metaTitle: "Jouzu — 英語とネパール語で学ぶJLPT対策の日本語",
    metaDescription:
      "N5からN1までのJLPT対策を、英語とネパール語の解説で。語彙・文法・漢字、三か国語辞書、試験日程。",
    headline: "英語とネパール語で日本語を学ぼう",
    description:
      "N5からN1まで、JLPT全レベルの語彙・文法・漢字を英語とネパール語で解説。YouTubeチャンネルでは無料の動画レッスンも公開しています。",
    subscribe: "YouTubeでチャンネル登録",
    followUs: "フォローする",
  },
  schedule: {
    heading: "JLPT試験日程",
    intro: "JLPTは年に2回、7月と12月の第1日曜日に行われます。",
    upcoming: "今後の試験",
    past: "終了",
    registration: "申込期間：{{from}}～{{to}}",
    registrationUnknown: "申込期間は各地の実施機関にご確認ください。",
    locations: "実施地：{{locations}}",
    chooseLevel: "レベルを選ぶと詳細が表示されます",
    levelsFor: "{{date}}のレベル",
    duration: "試験時間",
    minutes: "{{count}}分",
    sections: "試験科目",
    registrationNote: "申込は通常、各試験日の3～4か月前に始まります。",
    locationNames: {
      japan: "日本",
      overseas: "海外の多くの国・地域の試験会場",
    },
    sectionNames: {
      vocabularyGrammar: "言語知識（文字・語彙・文法）",
      vocabulary: "言語知識（文字・語彙）",
      grammarReading: "言語知識（文法）・読解",
      reading: "読解",
      listening: "聴解",
    },
    levelDescriptions: {
      N1: "上級：幅広い場面で使われる日本語を理解できる。複雑な文章や自然なスピードの会話も含む。",
      N2: "中上級：日常的な場面の日本語に加え、より幅広い場面の日本語をある程度理解できる。",
      N3: "中級：日常的な場面で使われる日本語をある程度理解できる。",
      N4: "初級：基本的な日本語を理解できる。",
      N5: "入門：基本的な日本語をある程度理解できる。",
    },
  },
  levels: {
    N5: { title: "入門レベル" },
    N4: { title: "初級レベル" },
    N3: { title: "中級レベル" },
    N2: { title: "上級レベル" },
    N1: { title: "最上級レベル" },
  },
  resources: {
    metaTitle: "日本語学習教材 — Jouzu",
    metaDescription: "N5からN1までのJLPT学習教材と、日本語・英語・ネパール語の辞書。",
    heading: "日本語学習教材",
    intro: "N5からN1までのJLPT学習教材。語彙・文法・漢字を英語とネパール語で解説します。",
    dictionaryTitle: "三か国語辞書",
    dictionaryDescription: "例文と使い方の説明付きの日本語・英語・ネパール語辞書",
    levelDescription: {
      N5: "ひらがな・カタカナと最初の漢字、毎日の生活で使う言葉と文型。",
      N4: "基礎をしっかり固める：動詞と活用を増やし、簡単な日常会話の日本語へ。",
      N3: "本物の日本語への架け橋：身近な文章、ニュースの見出し、自然な会話。",
      N2: "仕事と勉強のための日本語：新聞、記事、一般的な話題についての議論。",
      N1: "流暢で正確な日本語：複雑な文章、抽象的な話題、自然なスピードの会話。",
    },
    words: "語彙",
    grammar: "文法",
    kanji: "漢字",
    required: "レベルの目安",
    available: "Jouzuの収録数",
    countsCaption: "JLPT {{level}}：レベルの目安とJouzuの収録数",
  },
  levelHub: {
    metaTitle: "JLPT {{level}} 学習教材 — Jouzu",
    metaDescription:
      "JLPT {{level}}の語彙・文法・漢字を、英語とネパール語の解説付きであなたのために作成します。",
    title: "JLPT {{level}} 学習教材",
    backToResources: "すべてのレベル",
    new: "NEW",
    cards: {
      vocabulary: {
        title: "語彙",
        description: "あなたのために作る15語。解説、覚え方のコツ、例文付き。",
      },
      grammar: {
        title: "文法",
        description: "15の文型。よくある間違いと使い方の例付き。",
      },
      kanji: {
        title: "漢字",
        description: "15字の漢字。書き順、部首、熟語、覚え方付き。",
      },
    },
    smartTitle: "スマートな学習体験",
    smartItems: {
      fresh: "必要なときに新しい教材を作成",
      memory: "覚えるためのテクニック",
      difficulty: "あなたに合わせた難易度",
      regenerate: "作り直していろいろな問題に挑戦",
    },
  },
  about: {
    metaTitle: "私たちについて — Jouzu",
    metaDescription: "Jouzuを作った理由、教え方、学習内容の出典について。",
    creditsHeading: "クレジット",
    creditsIntro:
      "語彙の意味、解説、例文、すべてのネパール語の文章は私たちが書いています。語彙のレベル、読み方、画数などの事実は次の資料によります：",
    licence: "ライセンス：{{licence}}",
    socialHeading: "SNSとYouTube",
  },
  notFound: {
    metaTitle: "ページが見つかりません — Jouzu",
    title: "ページが見つかりません",
    body: "お探しのページは見つかりませんでした。移動したか、アドレスが間違っている可能性があります。",
    home: "ホームに戻る",
  },
  error: {
    title: "予期しないエラーが発生しました！",
    body: "サーバー側で問題が発生しました。しばらくしてからもう一度お試しください。",
    home: "ホームに戻る",
  },
};
