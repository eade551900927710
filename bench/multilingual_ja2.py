# ruff: noqa: RUF001
"""A second Japanese set for bench/multilingual.py (`--set ja2`), written fresh on 2026-11-28 by
the helper polyglot2 before any code was changed or anything was run on it, to confirm what was
tuned on `--set ja`: another invented life, told as a retired woman in 札幌 tells an assistant
(polite, 主人 for her husband, sentences without a subject). 佐藤恵子 (64), a nurse until last
year, now part-time at a library; her husband 正雄 (a retired engineer, diabetes), her daughter
美穂 in Tokyo with the grandson 大翔, her son 拓也 (a bank in 仙台), the old cat ミケ, haiku,
a vegetable garden, a knee operation, a buckwheat allergy, a licence handed back, amounts (the
pension, help for the grandson's nursery, snow clearing). Two memories in English (the
daughter's job, the surgeon's advice).

The kinds are bench/multilingual.py's (names from the Chinese sets): "zh" a Japanese question
near the memory's words, "para" a Japanese paraphrase, "en-zh" English about a Japanese memory,
"zh-en" Japanese about an English one (6, 10, 2, 2). Six off-topic questions: three of general
knowledge, three about her life on things she never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

MEMORIES: list[tuple[str, str]] = [
    ("m01", "佐藤恵子と申します。六十四歳で、札幌の豊平区に住んでいます。"),
    ("m02", "去年まで看護師をしていて、今は週三回図書館でパートをしています。"),
    ("m03", "主人の正雄は元エンジニアで、糖尿病なので食事に気をつけています。"),
    ("m04", "娘の美穂は東京で暮らしていて、孫の大翔は今年三歳になりました。"),
    ("m05", "息子の拓也は仙台の銀行に勤めていて、まだ独身です。"),
    ("m06", "三毛猫のミケを飼っています。もう十二歳のおばあちゃん猫です。"),
    ("m07", "毎月第二土曜日に俳句の会に参加しています。"),
    ("m08", "庭でトマトときゅうりを育てるのが楽しみです。"),
    ("m09", "左膝の手術を来年の二月に受けることになりました。"),
    ("m10", "年金は夫婦で月に二十八万円ほどです。"),
    ("m11", "五月に主人と京都へ二泊三日で旅行します。"),
    ("m12", "妹の和子が函館で旅館をやっています。"),
    ("m13", "そばアレルギーなので、そば屋には行けません。"),
    ("m14", "美穂に孫の保育園の費用として毎月二万円援助しています。"),
    ("m15", "冬は雪かきが大変なので、近所の学生に一回千円で頼んでいます。"),
    ("m16", "朝は必ずラジオ体操をしてから散歩に出ます。"),
    ("m17", "車の免許は去年返納しました。"),
    ("m18", "大翔のために毎晩少しずつセーターを編んでいます。"),
    ("e01", "Keiko's daughter Miho works as a translator for a game company in Shibuya."),
    ("e02", "The orthopaedic surgeon, Dr. Ito, asked Keiko to lose three kilos before the "
            "operation."),
]

QUESTIONS: list[Question] = [
    # Japanese, near the memory's words
    _q("猫の名前は？", "zh", "m06"),
    _q("俳句の会はいつ？", "zh", "m07"),
    _q("膝の手術はいつ？", "zh", "m09"),
    _q("和子は函館で何をしている？", "zh", "m12"),
    _q("雪かきはいくらで頼んでいる？", "zh", "m15"),
    _q("美穂に毎月いくら援助している？", "zh", "m14"),
    # Japanese, paraphrased
    _q("前はどんな仕事をしていた？", "para", "m02"),
    _q("夫の持病は？", "para", "m03"),
    _q("娘の子どもはいくつになった？", "para", "m04"),
    _q("息子はどこで働いている？", "para", "m05"),
    _q("家庭菜園で何を作っている？", "para", "m08"),
    _q("春の旅行の行き先は？", "para", "m11"),
    _q("食べられないものは？", "para", "m13"),
    _q("運転はまだしている？", "para", "m17"),
    _q("毎晩何を作っている？", "para", "m18"),
    _q("夫婦の収入はどのくらい？", "para", "m10"),
    # English about Japanese memories
    _q("What do I do every morning before my walk?", "en-zh", "m16"),
    _q("Where does my son work?", "en-zh", "m05"),
    # Japanese about English memories
    _q("美穂の仕事は？", "zh-en", "e01"),
    _q("手術の前に何キロ痩せなければならない？", "zh-en", "e02"),
]

OFF_TOPIC: list[str] = [
    # general knowledge
    "富士山の高さは？",
    "カレーの作り方を教えて",
    "日本の首相は誰？",
    # about her life, never told
    "私の誕生日はいつ？",
    "拓也の彼女の名前は？",
    "去年の冬はどこへ行った？",
]
