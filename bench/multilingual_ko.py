"""A Korean set for bench/multilingual.py (`--set ko`), written fresh on 2026-11-28 by the
helper polyglot before anything was run on it: one invented woman's life, as she would tell an
assistant in Korean (polite 해요체 for what she tells, the casual 반말 of a quick question; words
spaced, particles joined to them). 김지현 (34, in 망원동 in Seoul), seven years a UX designer at
a game company, moving to a bank's app team; her husband 박준호 (a maths teacher, a peanut
allergy, amateur baseball), twenty weeks pregnant, the cat 보리, her mother's hair salon in 부산,
her brother in Vancouver, anaemia and a thyroid, a move to 일산 in August, amounts (rent, a
jeonse loan, a debt, savings). Six memories in English (her brother's partner, the bank's
first day, the landlord, the vet, a prenatal class, a book).

The question kinds are bench/multilingual.py's, whose names come from the Chinese sets: here
"zh" is a Korean question near the memory's words, "para" a Korean paraphrase, "en-zh" an
English question about a Korean memory, "zh-en" a Korean question about an English memory
(8, 12, 6 and 4). Twelve off-topic questions: six of general knowledge, six about her life on
things she never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

MEMORIES: list[tuple[str, str]] = [
    ("m01", "저는 김지현이고 서른네 살이에요. 서울 마포구 망원동에 살아요."),
    ("m02", "게임 회사에서 7년 동안 UX 디자이너로 일했어요."),
    ("m03", "다음 달부터 은행 앱 팀으로 이직해요. 연봉이 800만 원 올랐어요."),
    ("m04", "남편 박준호는 고등학교 수학 선생님이에요."),
    ("m05", "지금 임신 20주고, 출산 예정일은 10월 12일이에요."),
    ("m06", "우리 고양이 보리는 코리안 숏헤어고 다섯 살이에요."),
    ("m07", "보리는 닭고기 사료만 먹고 생선은 입에도 안 대요."),
    ("m08", "빈혈이 있어서 철분제를 매일 먹고 있어요."),
    ("m09", "갑상선 기능 저하증 때문에 석 달마다 피검사를 받아요."),
    ("m10", "엄마는 부산에 사시고 작은 미용실을 하세요."),
    ("m11", "아빠는 재작년에 은퇴하시고 텃밭을 가꾸세요."),
    ("m12", "남동생 김민수는 캐나다 밴쿠버에서 요리사로 일해요."),
    ("m13", "지금 집 월세는 관리비 포함해서 한 달에 110만 원이에요."),
    ("m14", "아기 태어나기 전에, 8월에 남편 학교 근처인 일산으로 이사할 거예요."),
    ("m15", "일산 집 전세 보증금 때문에 은행에서 3억 2천만 원을 대출받았어요."),
    ("m16", "준호는 땅콩 알레르기가 있어서 과자 살 때 성분표를 꼭 봐요."),
    ("m17", "준호는 주말마다 동네 야구 동호회에서 투수를 해요."),
    ("m18", "우리 결혼기념일은 5월 18일이에요."),
    ("m19", "시어머니는 대전에 사시는데 한 달에 한 번 반찬을 보내 주세요."),
    ("m20", "임신하고 나서 커피를 끊고 보리차만 마셔요."),
    ("m21", "산부인과는 신촌에 있는 병원이고 담당은 이 선생님이에요."),
    ("m22", "대학 친구 수빈이한테 50만 원 빌렸는데 다음 달에 갚기로 했어요."),
    ("m23", "요즘 화요일이랑 목요일 저녁에 필라테스를 다녀요."),
    ("m24", "출산 휴가는 9월 중순부터 쓸 계획이에요."),
    ("m25", "준호 생일은 12월 3일이에요. 매년 미역국은 제가 끓여요."),
    ("m26", "차가 없어서 출퇴근은 지하철 6호선으로 해요."),
    ("m27", "결혼하기 전에는 회사 근처 원룸에서 혼자 살았어요."),
    ("m28", "아기 이름은 아직 못 정했는데 남편은 '하람'이 좋대요."),
    ("m29", "주말에는 보통 망원시장에서 장을 봐요."),
    ("m30", "허리가 자주 아파서 임산부 요가 영상을 보면서 스트레칭해요."),
    ("m31", "지금 회사 팀장님은 최 팀장님인데 다음 주에 송별회를 해 주신대요."),
    ("m32", "아기 태어나면 엄마가 두 달 동안 올라와서 도와주시기로 했어요."),
    ("m33", "보리는 내년 3월에 건강검진을 받아야 해요."),
    ("m34", "저는 매운 음식을 잘 못 먹어요."),
    ("m35", "적금은 매달 50만 원씩 넣고 있어요."),
    ("m36", "남편이 일하는 학교는 일산에 있는 백석고등학교예요."),
    ("e01", "Minsu's partner Emily is a pastry chef at the same restaurant in Vancouver."),
    ("e02", "My first day at the bank is the first Monday of next month, at 9:30 am."),
    ("e03", "Our landlord in Mangwon wants the keys back by August 20."),
    ("e04", "Bori's vet is Dr. Han at the Mangwon animal clinic; he speaks English."),
    ("e05", "My prenatal class is every Saturday at 10 in Sinchon."),
    ("e06", "I'm reading 'Expecting Better' by Emily Oster on the subway."),
]

QUESTIONS: list[Question] = [
    # Korean, near the memory's words
    _q("고양이 이름이 뭐예요?", "zh", "m06"),
    _q("출산 예정일이 언제지?", "zh", "m05"),
    _q("지금 월세 얼마 내?", "zh", "m13"),
    _q("준호는 무슨 알레르기 있어?", "zh", "m16"),
    _q("결혼기념일이 언제야?", "zh", "m18"),
    _q("수빈이한테 얼마 빌렸지?", "zh", "m22"),
    _q("남동생은 어디서 일해?", "zh", "m12"),
    _q("필라테스는 무슨 요일에 가?", "zh", "m23"),
    # Korean, paraphrased
    _q("새로 옮기는 직장은 어디야?", "para", "m03"),
    _q("남편은 무슨 일 해?", "para", "m04"),
    _q("철분약은 왜 먹어?", "para", "m08"),
    _q("어디로 이사 가?", "para", "m14"),
    _q("엄마는 무슨 가게를 하셔?", "para", "m10"),
    _q("주말에 남편은 뭐 하면서 보내?", "para", "m17"),
    _q("요즘 커피 대신 뭘 마셔?", "para", "m20"),
    _q("집 때문에 빚은 얼마나 졌어?", "para", "m15"),
    _q("애 낳으면 누가 와서 도와줘?", "para", "m32"),
    _q("회사는 뭐 타고 다녀?", "para", "m26"),
    _q("시댁에서 뭘 보내 주셔?", "para", "m19"),
    _q("출산 휴가는 언제부터 쓰지?", "para", "m24"),
    # English about Korean memories
    _q("What food does the cat refuse to eat?", "en-zh", "m07"),
    _q("How often do I get blood tests?", "en-zh", "m09"),
    _q("How much do I put into savings every month?", "en-zh", "m35"),
    _q("Which school does my husband teach at?", "en-zh", "m36"),
    _q("What name does my husband like for the baby?", "en-zh", "m28"),
    _q("Can I handle spicy food?", "en-zh", "m34"),
    # Korean about English memories
    _q("보리 수의사 선생님 이름이 뭐야?", "zh-en", "e04"),
    _q("집주인이 열쇠를 언제까지 돌려 달래?", "zh-en", "e03"),
    _q("민수 여자친구는 무슨 일을 해?", "zh-en", "e01"),
    _q("출산 준비 교실은 언제야?", "zh-en", "e05"),
]

OFF_TOPIC: list[str] = [
    # general knowledge
    "일본의 수도는 어디예요?",
    "한글은 누가 만들었어요?",
    "김치찌개 어떻게 끓여요?",
    "에베레스트산 높이가 얼마예요?",
    "지구에서 달까지 거리가 얼마나 돼?",
    "비타민 C가 많은 과일은 뭐야?",
    # about her life, never told
    "내 혈액형이 뭐지?",
    "준호 운전면허는 언제 땄어?",
    "작년 여름휴가는 어디 갔었지?",
    "내 치과 예약은 언제야?",
    "수빈이 남자친구 이름이 뭐야?",
    "보리 전에 키우던 강아지 이름이 뭐였지?",
]
