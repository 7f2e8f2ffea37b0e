import type { Catalogue } from "../../catalogue";

/** Tools that convert or speak: currency, dates, voice. */
export const jaConverters: Pick<Catalogue, "currency" | "dates" | "voice"> = {
  currency: {
    metaTitle: "通貨換算：日本円・ネパールルピーなど — Jouzu",
    metaDescription:
      "日本円とネパール、バングラデシュ、フィリピン、ベトナム、インドネシア、パキスタン、インド、台湾、ミャンマーの通貨を換算できます。記録したレートの7日間の推移も表示します。",
    title: "通貨換算",
    subtitle: "日本円と他の通貨を換算します",
    amount: "金額",
    amountPlaceholder: "金額を入力",
    invalidAmount: "金額は数字で入力してください（例：1000、2500.50）。",
    from: "換算元",
    to: "換算先",
    swap: "通貨を入れ替える",
    refresh: "更新",
    loading: "為替レートを読み込んでいます…",
    result: "換算結果",
    lastUpdated: "最終更新：{{time}}",
    stale:
      "現在、最新のレートを取得できません。保存済みの最後のレート（{{age}}）を表示しています。",
    age: {
      now: "たった今",
      minute_one: "{{count}}分前",
      minute_other: "{{count}}分前",
      hour_one: "{{count}}時間前",
      hour_other: "{{count}}時間前",
      day_one: "{{count}}日前",
      day_other: "{{count}}日前",
    },
    failed: "為替レートを取得できませんでした。しばらくしてからもう一度お試しください。",
    tryAgain: "もう一度試す",
    needsJavaScript: "最新の為替レートを取得するには JavaScript が必要です。",
    trendTitle: "為替レートの7日間の推移",
    trendPair: "1 {{from}} あたりの {{to}}（各日の最後に保存したレート）",
    notEnoughHistory:
      "推移を表示するための記録がまだ足りません。2日分以上のレートが記録されると表示されます。",
    chartSummary: "{{first}}から{{last}}までの{{from}}→{{to}}：{{firstRate}}から{{lastRate}}。",
    dateColumn: "日付",
    rateColumn: "レート",
    currencies: {
      JPY: "日本円",
      NPR: "ネパール・ルピー",
      BDT: "バングラデシュ・タカ",
      PHP: "フィリピン・ペソ",
      VND: "ベトナム・ドン",
      IDR: "インドネシア・ルピア",
      PKR: "パキスタン・ルピー",
      INR: "インド・ルピー",
      TWD: "台湾ドル",
      MMK: "ミャンマー・チャット",
    },
  },
  dates: {
    metaTitle: "日付変換：西暦・和暦・ネパール暦（ビクラム暦） — Jouzu",
    metaDescription:
      "西暦、和暦（令和・平成・昭和など）、ネパールのビクラム暦のあいだで日付を変換し、年齢を年・か月・日で計算します。",
    title: "日付変換",
    subtitle:
      "西暦、和暦、ネパールのビクラム暦（ビクラム・サンバト）のあいだで日付を変換します。生年月日を入れると、年・か月・日で年齢がわかります。",
    formLabel: "変換する日付",
    typeLegend: "入力する暦",
    types: {
      gregorian: "西暦",
      japanese: "和暦",
      nepali: "ネパール暦（ビクラム暦）",
    },
    dateLabel: "日付",
    hints: {
      gregorian: "年・月・日の順に：2024-04-13、2024/4/13、13 April 2024 など。",
      japanese:
        "元号・年・月・日の順に：令和6年5月1日、Reiwa 6-05-01、R6-05-01 など。元年は1年です。",
      nepali: "ビクラム暦の年・月・日：2081-01-01、2081 Baisakh 1、२०८१ बैशाख १ など。",
    },
    birthLabel: "生年月日（任意）",
    birthHint: "上の日付と同じ暦で入力してください。その日付の時点の年齢を計算します。",
    convert: "変換",
    converting: "変換中…",
    examples: "例：",
    ageExample: "{{birth}}生まれ、{{date}}時点",
    resultsHeading: "結果",
    calendars: {
      gregorian: "西暦",
      japanese: "和暦",
      nepali: "ネパール暦（ビクラム暦）",
    },
    beforeMeiji:
      "和暦はありません。この日付は明治より前です（この変換では明治を1868年1月25日からとしています）。",
    lunisolarNote:
      "明治5年（1872年）末まで日本は太陰太陽暦を使っていました。ここでは元号の年に西暦の月日を組み合わせて表示しています。",
    outsideNepaliRange:
      "ネパール暦は、ビクラム暦2000年バイサーク月1日（1943年4月14日）から2100年チャイト月31日（2044年4月13日）まで変換できます。",
    projected:
      "ビクラム暦{{year}}年の公式の暦はまだ発表されていません。この日付は予測による暦に基づくもので、1日ずれる可能性があります。",
    ageHeading: "年齢",
    age: "満{{years}}{{months}}{{days}}",
    years_one: "{{value}}歳",
    years_other: "{{value}}歳",
    months_one: "{{value}}か月",
    months_other: "{{value}}か月",
    days_one: "{{value}}日",
    days_other: "{{value}}日",
    ageSpan: "{{birth}}から{{date}}まで。",
    birthAfterDate:
      "生年月日（{{birth}}）が上の日付（{{date}}）より後なので、年齢を計算できません。二つの日付を確かめてください。",
    errors: {
      invalidGregorian: "西暦の日付の形式が正しくありません",
      invalidJapanese: "和暦の日付の形式が正しくありません",
      invalidNepali: "ネパール暦の日付の形式が正しくありません",
      conversionFailed: "変換できませんでした",
      noSuchDate: "この日付は存在しません",
    },
    noSuchMonth: "1年は12か月までです。",
    pastMonthEnd: "その月は{{days}}日までです。",
    aboutHeading: "計算のしかた",
    aboutBirth:
      "生年月日は上の日付と同じ暦で読み取ります。どちらも、ふだん使っている書き方で入力できます。",
    aboutAge:
      "年齢は、満年数、満月数、日数の順に数えます。日付の「日」が誕生日の「日」より小さいときは、前の月から日数を借ります。たとえば2000年1月31日生まれの人は、2024年3月1日に24歳1か月1日です。",
    aboutEras:
      "元号の始まりは次のとおりです：明治 1868年1月25日（日本は明治6年1月1日＝1873年にグレゴリオ暦を採用）、大正 1912年7月30日、昭和 1926年12月25日、平成 1989年1月8日、令和 2019年5月1日。平成32年のような、その元号の期間外の日付は受け付けません。",
    aboutNepali:
      "ビクラム暦の月は29〜32日で、年ごとに変わります。そのため、ビクラム暦2000〜2100年の実際の月の日数表を使っています（{{year}}年までは公式の暦、それ以降は予測）。ビクラム暦の新年はバイサーク月1日で、4月中旬（多くの年は4月13日か14日）に始まります。そのため、ビクラム暦の年は、4月中旬から12月31日までは西暦＋57、1月1日から4月中旬までは西暦＋56です。",
  },
  voice: {
    metaTitle: "音声ツール：日本語を読み上げで聞く — Jouzu",
    metaDescription:
      "日本語を入力または貼り付けると、選んだ速さで日本語の音声が読み上げます。英語とネパール語の訳がついた例文でも試せます。",
    title: "音声ツール",
    subtitle:
      "日本語を入力または貼り付けて、日本語の音声で聞いてみましょう。速さを落とせば、一つ一つの音がよく聞こえます。",
    textLabel: "日本語のテキスト",
    placeholder: "ここに日本語を入力してください（例：こんにちは。）",
    textHint: "{{max}}文字まで。長い文章は一文ずつ読み上げます。",
    speed: "速さ",
    speedValue: "{{rate}}倍",
    slow: "ゆっくり",
    fast: "速く",
    play: "再生",
    stop: "停止",
    typeFirst: "先に日本語を入力するか貼り付けてください。",
    voiceReady: "日本語の音声：{{name}}",
    checking: "日本語の音声を探しています…",
    unsupportedTitle: "お使いのブラウザーは読み上げに対応していません。",
    unsupportedHelp:
      "Chrome、Edge、Safari、Firefox の新しいバージョンでこのページを開いてください。",
    noVoiceTitle: "お使いのブラウザーには日本語の音声がありません。",
    noVoiceHelp:
      "端末の音声設定で日本語の音声を追加してから、このページを再読み込みしてください（Windows：設定 → 時刻と言語 → 音声認識、Android：テキスト読み上げの出力、iPhone・Mac：読み上げコンテンツ）。",
    needsJavaScript:
      "音声ツールで読み上げるには JavaScript が必要です。ブラウザーで有効にしてください。",
    samplesHeading: "例文を聞いてみよう",
    samplesIntro:
      "まず聞いてみて、それから例文を入力欄に入れて速さを変えたり、一緒に読んだりしてみましょう。",
    useSample: "入力欄に入れる",
    externalHeading: "もっと音声で練習",
    externalBody: "インタラクティブな音声ツールが新しいタブで開きます。",
    openExternal: "音声ツールを開く",
    listen: {
      listen: "聞く",
      stop: "停止",
      checking: "日本語の音声を探しています…",
      unsupported: "お使いのブラウザーは読み上げに対応していません。",
      noVoice: "お使いのブラウザーには読み上げ用の日本語の音声がありません。",
    },
  },
};
