import type { Catalogue } from "../../catalogue";

/** The site shell: navigation, Tools menu, theme, language, footer, error pages. */
export const jaShell: Pick<
  Catalogue,
  "site" | "nav" | "tools" | "theme" | "language" | "footer" | "social" | "notFound" | "error"
> = {
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
    dashboard: "ダッシュボード",
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
    tutorials: {
      name: "チュートリアル",
      description: "手順つきガイド：日本語入力、JLPTの申し込み、試験当日",
    },
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
    tools: "ツール",
    dataLicences: "データのライセンス",
    rights: "© {{year}} Jouzu",
  },
  social: {
    youtube: "JouzuのYouTube",
    facebook: "JouzuのFacebook",
    instagram: "JouzuのInstagram",
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
