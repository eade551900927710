# ruff: noqa: RUF001
"""A Japanese set for bench/multilingual.py (`--set ja`), written fresh on 2026-11-28 by the
helper polyglot before anything was run on it: one invented man's life, as he would tell an
assistant in Japanese (polite です・ます, no spaces, kanji and kana mixed). 田中健太 (41, in 福岡's
東区), who left a logistics firm after fifteen years and works at the city office since April;
his wife 由美 (a dental hygienist, allergic to shrimp and crab), their son 蓮 (second grade,
football and swimming) and daughter さくら (kindergarten next spring, an egg allergy), the shiba
こてつ, his mother alone in 熊本, his brother 誠's pub in 大阪, uric acid and hay fever, a move
from a rented flat to a house near his wife's parents in October, amounts (rent, a loan, a
debt, a dishwasher, savings). Six memories in English (a neighbour, a coach, the dog's shot,
the movers' quote, an English teacher, the clinic's hours).

The question kinds are bench/multilingual.py's, whose names come from the Chinese sets: here
"zh" is a Japanese question near the memory's words, "para" a Japanese paraphrase, "en-zh" an
English question about a Japanese memory, "zh-en" a Japanese question about an English memory
(8, 12, 6 and 4). Twelve off-topic questions: six of general knowledge, six about his life on
things he never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

MEMORIES: list[tuple[str, str]] = [
    ("m01", "田中健太です。41歳で、福岡市の東区に住んでいます。"),
    ("m02", "十五年勤めた物流会社を三月末で辞めました。"),
    ("m03", "四月からは福岡市役所の福祉課で働いています。"),
    ("m04", "妻の由美は歯科衛生士で、週四日クリニックに勤めています。"),
    ("m05", "息子の蓮は小学二年生で、地元のサッカークラブに入っています。"),
    ("m06", "娘のさくらは来年の春から幼稚園に通う予定です。"),
    ("m07", "うちの柴犬はこてつという名前で、今年で六歳になります。"),
    ("m08", "こてつは毎朝六時に散歩に連れて行かないと吠えます。"),
    ("m09", "去年の健康診断で尿酸値が高いと言われたので、ビールを控えています。"),
    ("m10", "春になると花粉症がひどくて、毎年耳鼻科で薬をもらっています。"),
    ("m11", "母は熊本で一人暮らしをしていて、今年七十三歳になります。"),
    ("m12", "母は膝が悪いので、月に一回は熊本まで様子を見に行っています。"),
    ("m13", "兄の誠は大阪で居酒屋を経営しています。"),
    ("m14", "今のマンションの家賃は駐車場込みで月九万二千円です。"),
    ("m15", "十月に、今のマンションから妻の実家の近くの一軒家に引っ越します。"),
    ("m16", "住宅ローンは三十五年で、毎月の返済は十万円くらいになりそうです。"),
    ("m17", "由美はエビとカニのアレルギーがあるので、外食の時はいつも気をつけています。"),
    ("m18", "蓮の誕生日は七月三日で、ケーキは毎年由美の手作りです。"),
    ("m19", "ゴールデンウィークには家族で沖縄に三泊四日で行きます。"),
    ("m20", "趣味は釣りで、休みの日は糸島の海でアジを釣っています。"),
    ("m21", "友だちの山本に三万円貸していて、まだ返してもらっていません。"),
    ("m22", "車は中古のプリウスで、十一月に車検があります。"),
    ("m23", "英会話教室に週一回、木曜の夜に通い始めました。"),
    ("m24", "由美のお父さんが去年脳梗塞で倒れて、今はリハビリ中です。"),
    ("m25", "蓮は水泳も習っていて、土曜の午前中がレッスンです。"),
    ("m26", "さくらは卵アレルギーがありましたが、最近は少しなら食べられるようになりました。"),
    ("m27", "お酒は週末だけにすると医者と約束しました。"),
    ("m28", "腰痛持ちなので、重い荷物はなるべく持たないようにしています。"),
    ("m29", "ボーナスで食洗機を買いました。十二万円でした。"),
    ("m30", "蓮の学費のために、毎月三万円ずつ積み立てています。"),
    ("m31", "市役所の上司は松井さんという女性で、とても面倒見がいいです。"),
    ("m32", "来年の三月に、大学時代の友だちの結婚式で東京に行きます。"),
    ("m33", "胃が弱いので、コーヒーは一日二杯までにしています。"),
    ("m34", "由美とは大学のテニスサークルで知り合いました。"),
    ("m35", "こてつは鶏肉が大好きですが、牛肉を食べるとお腹を壊します。"),
    ("m36", "毎晩寝る前に三十分ギターを練習しています。"),
    ("e01", "Our neighbour Mike is from Seattle and teaches English at a high school in Fukuoka."),
    ("e02", "Ren's swimming coach said he can move up to the advanced class in June."),
    ("e03", "Kotetsu's rabies shot is due on April 20."),
    ("e04", "The moving company quoted 180,000 yen for the move in October."),
    ("e05", "My English teacher Sarah told me to practise small talk about the weather."),
    ("e06", "Yumi's clinic closes early on Wednesdays, at 1 pm."),
]

QUESTIONS: list[Question] = [
    # Japanese, near the memory's words
    _q("うちの犬の名前は？", "zh", "m07"),
    _q("今の家賃はいくら？", "zh", "m14"),
    _q("蓮の誕生日はいつ？", "zh", "m18"),
    _q("由美は何のアレルギーがある？", "zh", "m17"),
    _q("山本にいくら貸してる？", "zh", "m21"),
    _q("車検はいつだっけ？", "zh", "m22"),
    _q("兄は大阪で何をしている？", "zh", "m13"),
    _q("英会話教室は何曜日？", "zh", "m23"),
    # Japanese, paraphrased
    _q("今の職場はどこ？", "para", "m03"),
    _q("前の仕事をやめたのはいつ？", "para", "m02"),
    _q("妻はどんな仕事をしている？", "para", "m04"),
    _q("飲むのを減らしているのはどうして？", "para", "m09", "m27"),
    _q("下の子はいつから園に行く？", "para", "m06"),
    _q("秋にどこへ移る？", "para", "m15"),
    _q("家を買ったら月々いくら払うことになる？", "para", "m16"),
    _q("休日は何をして過ごしている？", "para", "m20"),
    _q("義理の父の具合はどう？", "para", "m24"),
    _q("春に鼻がつらいのはなぜ？", "para", "m10"),
    _q("連休の家族旅行はどこ？", "para", "m19"),
    _q("賞与で何を買った？", "para", "m29"),
    # English about Japanese memories
    _q("How often do I visit my mother?", "en-zh", "m12"),
    _q("What food upsets the dog's stomach?", "en-zh", "m35"),
    _q("Who is my boss at the city office?", "en-zh", "m31"),
    _q("How much do we save each month for our son's education?", "en-zh", "m30"),
    _q("Why do I avoid carrying heavy things?", "en-zh", "m28"),
    _q("Where did I meet my wife?", "en-zh", "m34"),
    # Japanese about English memories
    _q("こてつの狂犬病の注射はいつ？", "zh-en", "e03"),
    _q("引っ越し業者の見積もりはいくらだった？", "zh-en", "e04"),
    _q("英会話の先生の名前は？", "zh-en", "e05"),
    _q("由美の職場が早く閉まるのは何曜日？", "zh-en", "e06"),
]

OFF_TOPIC: list[str] = [
    # general knowledge
    "日本で一番高い山は？",
    "光の速さはどのくらい？",
    "徳川家康はいつ亡くなった？",
    "味噌汁の作り方を教えて",
    "オーストラリアの首都はどこ？",
    "地震が起きたらまず何をすればいい？",
    # about his life, never told
    "私の血液型は？",
    "さくらのピアノの先生は誰？",
    "去年の年末はどこで過ごした？",
    "自転車はいくらで買った？",
    "誠の子どもの名前は？",
    "歯医者の予約はいつ？",
]
