"""A second Korean set for bench/multilingual.py (`--set ko2`), written fresh on 2026-11-28 by
the helper polyglot2 before any code was changed or anything was run on it, to confirm what was
tuned on `--set ko`: another invented life, told as a man in 대구 tells an assistant (polite
해요체 for what he tells, casual 반말 for a quick question). 최민수 (45), eight years running a
fried-chicken shop; his wife 수진 (a university-hospital nurse, night shifts), their twin
daughters 하은 and 하린 (second year of middle school), his father's apple farm in 안동, his
younger brother a cook in Melbourne, a stomach ulcer, hiking on 팔공산, the poodle 콩이, a
quit cigarette, amounts (the shop's loan, a loan to a friend). Two memories in English (his
brother's wedding, the supplier's price).

The kinds are bench/multilingual.py's (names from the Chinese sets): "zh" a Korean question
near the memory's words, "para" a Korean paraphrase, "en-zh" English about a Korean memory,
"zh-en" Korean about an English one (6, 10, 2, 2). Six off-topic questions: three of general
knowledge, three about his life on things he never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

MEMORIES: list[tuple[str, str]] = [
    ("m01", "저는 최민수고, 마흔다섯 살이에요. 대구 수성구에 살아요."),
    ("m02", "동네에서 치킨집을 팔 년째 하고 있어요."),
    ("m03", "아내 수진이는 대학병원 간호사라서 야간 근무가 많아요."),
    ("m04", "쌍둥이 딸 하은이랑 하린이는 중학교 2학년이에요."),
    ("m05", "아버지는 안동에서 사과 농사를 지으세요."),
    ("m06", "남동생은 호주 멜버른에서 요리사로 일해요."),
    ("m07", "가게 대출이 아직 삼천만 원 남았어요."),
    ("m08", "작년에 위궤양 진단을 받아서 매운 음식을 줄이고 있어요."),
    ("m09", "일요일마다 팔공산에 등산을 가요."),
    ("m10", "우리 집 강아지 콩이는 푸들이고 다섯 살이에요."),
    ("m11", "하린이는 피아노를 치고, 하은이는 태권도를 배워요."),
    ("m12", "가게 문은 오후 네 시에 열고 새벽 한 시에 닫아요."),
    ("m13", "친구 동훈이한테 이백만 원을 빌려줬는데 아직 못 받았어요."),
    ("m14", "다음 달에 배달 오토바이를 새로 살 거예요."),
    ("m15", "내년 여름에 가족끼리 제주도에 일주일 가기로 했어요."),
    ("m16", "담배는 삼 년 전에 끊었어요."),
    ("m17", "아내 생일은 십이월 이십일이에요."),
    ("m18", "추석에는 항상 안동 아버지 댁에 내려가요."),
    ("e01", "Minsu's brother Junho is getting married in Melbourne next April."),
    ("e02", "The chicken supplier raised the price by 8 percent starting this month."),
]

QUESTIONS: list[Question] = [
    # Korean, near the memory's words
    _q("강아지 이름이 뭐야?", "zh", "m10"),
    _q("가게 대출 얼마 남았어?", "zh", "m07"),
    _q("동훈이한테 얼마 빌려줬지?", "zh", "m13"),
    _q("가게는 몇 시에 열어?", "zh", "m12"),
    _q("아내 생일이 언제야?", "zh", "m17"),
    _q("아버지는 무슨 농사를 지으셔?", "zh", "m05"),
    # Korean, paraphrased
    _q("무슨 장사를 해?", "para", "m02"),
    _q("와이프 직업이 뭐야?", "para", "m03"),
    _q("우리 애들 몇 학년이지?", "para", "m04"),
    _q("동생은 외국에서 뭐 해?", "para", "m06"),
    _q("왜 자극적인 음식을 피해?", "para", "m08"),
    _q("휴일에 무슨 운동 해?", "para", "m09"),
    _q("딸들은 뭘 배우고 있어?", "para", "m11"),
    _q("새로 뭘 장만할 거야?", "para", "m14"),
    _q("휴가는 어디로 가?", "para", "m15"),
    _q("명절에는 어디 가?", "para", "m18"),
    # English about Korean memories
    _q("When did I quit smoking?", "en-zh", "m16"),
    _q("Where does my father live?", "en-zh", "m05"),
    # Korean about English memories
    _q("동생 결혼식은 언제야?", "zh-en", "e01"),
    _q("닭 납품 가격이 얼마나 올랐어?", "zh-en", "e02"),
]

OFF_TOPIC: list[str] = [
    # general knowledge
    "한국에서 제일 높은 산은?",
    "김치찌개 어떻게 끓여?",
    "세종대왕은 언제 태어났어?",
    # about his life, never told
    "내 혈액형이 뭐야?",
    "하은이 담임 선생님 이름은?",
    "작년 크리스마스에 뭐 했어?",
]
