# ruff: noqa: RUF001, RUF002, RUF003
"""Whom a Japanese or Korean question speaks of (polyglot2, stop 25): what retrieval/subject.py
reads of a Chinese one (`speaks_of_someone`, `tells_of_event`), in these languages' own words,
so that the relevance floor is lowered for a question about this life (retrieval/floor.py
`lowest_for`) and a question about someone is not read as general knowledge (general.py).

- the speaker: Japanese 私, 僕, 俺, あたし, 自分, うち (our household), 我が家; Korean 나, 내,
  저, 제, 우리, 저희 as a word of their own (나는, 제가, 우리 집: a particle may follow);
- someone by their relation to the speaker: Japanese 妻, 夫, 主人, 旦那, 嫁, 息子, 娘, 母, 父,
  兄, 姉, 弟, 妹, 祖母, 孫, 義理の…, 両親, 家族, 子ども, 下の子, 彼氏, 上司, 同僚, 友だち, 大家,
  お母さん…; Korean 남편, 아내, 와이프, 엄마, 아빠, 어머니, 아들, 딸, 동생, 형, 오빠, 누나,
  언니, 할머니, 시댁, 장모, 친정, 애들, 아이, 아기, 남자친구, 친구, 팀장, 동료, 집주인, 가족 at
  the start of a word (남편은, 애들이, 시어머니께);
- an event or a habit told by the verb with no subject written, which Japanese and Korean leave
  out when it is the one asking (as Chinese does: subject.py `tells_of_event`): the
  question ends on a verb, not on a noun (秋にどこへ移る？, 何を作っている？, 賞与で何を買った？;
  휴가는 어디로 가?, 휴일에 무슨 운동 해?, 뭘 장만할 거야?), or speaks of a plan (予定, つもり,
  ～たい; 거야, 려고). A question that ends on a noun or a copula (富士山の高さは？, 首都は
  どこ？, 이름이 뭐야?, 언제예요?) asks of a thing, and a question on how to do a thing is read
  as general knowledge apart (general.py), whatever its verb.
"""

from __future__ import annotations

import re

from ebbing.lang import language_of

_JA_SPEAKER = r"私|僕|俺|あたし|わたし|ぼく|おれ|自分|うち(?!わ)|我が家"
_JA_RELATION = (r"妻|夫|主人|旦那|嫁|息子|娘|母|父|兄|姉|弟|妹|祖母|祖父|孫|義理の|義父|義母|"
                r"両親|家族|子ども|子供|下の子|上の子|彼氏|彼女|上司|同僚|友だち|友達|大家|"
                r"お母さん|お父さん|母さん|父さん|ママ|パパ|おばあちゃん|おじいちゃん|夫婦")
_JA_PEOPLE = re.compile(f"{_JA_SPEAKER}|{_JA_RELATION}")
# Korean words stand apart, a particle joined after: a word that starts with one of these
_KO_SPEAKER = re.compile(r"(?:^|\s)(?:나|내|저|제|우리|저희)(?:는|가|도|를|랑|한테|의|께서)?"
                         r"(?=\s|[?？.!]|$)")
_KO_RELATION = re.compile(
    r"(?:^|\s)(?:남편|아내|와이프|마누라|엄마|아빠|어머니|아버지|부모님|아들|딸|동생|남동생|"
    r"여동생|형|오빠|누나|언니|할머니|할아버지|시댁|시어머니|시아버지|장인|장모|처가|친정|"
    r"애|애들|아이|아이들|아기|손주|손자|손녀|남자친구|여자친구|남친|여친|친구|팀장|상사|"
    r"동료|집주인|가족|쌍둥이|사촌|삼촌|이모|고모)")
# a Japanese question ending on a verb (its okurigana, the past, the progressive), maybe with
# の, か, っけ after it; or a plan (予定, つもり, ～たい)
_JA_VERB_END = re.compile(
    r"(?:ている|てる|ていた|てた|でいる|でる|った|んだ|いた|した|きた|えた|けた|めた|れた|"
    r"せた|ねた|べた|みた|りた|じた|ちた|がた|[るうくすつぬむぶぐ])(?:の|のか|か|っけ)?"
    r"[？?]?$"
    r"|予定|つもり|(?:し|き|べ|み|り|い|ち|き)たい")
_JA_HOW = re.compile(r"どう(?:か|かな)?[？?]?$")
_KO_COPULA = re.compile(r"(?:야|이야|예요|이에요|에요|이지|인가|이니|이냐|일까|은|는)$")
# the last syllable of a Korean verb said to someone, plain or past (ㅆ), or a plan (거야)
# (not 지: 언제지? is a noun and the copula's 지)
_KO_VERB_END = re.compile(r"(?:해|가|와|봐|줘|어|아|워|셔|녀|돼|내|려|까|니|나|냐|래)$")
_KO_PLAN = re.compile(r"(?:거야|거예요|건가|려고|할까|갈까)(?=[?？.!]?$)")


def _ko_last_word(text: str) -> str:
    words = re.sub(r"[?？.!。]+$", "", text.strip()).split()
    return words[-1].removesuffix("요") if words else ""


def _past(syllable: str) -> bool:
    """Whether a Hangul syllable carries ㅆ as its last consonant (했, 갔, 었: the past)."""
    code = ord(syllable) - 0xAC00
    return 0 <= code < 11172 and code % 28 == 20


def speaks_of_someone(query: str) -> bool:
    """Whether a Japanese or Korean question speaks of the speaker or of someone by their
    relation to them (the module's text); False for any other language."""
    language = language_of(query)
    if language == "ja":
        return bool(_JA_PEOPLE.search(query))
    if language == "ko":
        return bool(_KO_SPEAKER.search(query) or _KO_RELATION.search(query))
    return False


def tells_of_event(query: str) -> bool:
    """Whether a Japanese or Korean question ends on a verb or speaks of a plan, with no
    subject written (the module's text); False for any other language."""
    language = language_of(query)
    if language == "ja":  # (not どう, "how is it": 具合はどう？ asks of a state)
        return bool(_JA_VERB_END.search(query.strip())) and not _JA_HOW.search(query.strip())
    if language != "ko":
        return False
    if _KO_PLAN.search(query.strip()):
        return True
    last = _ko_last_word(query)
    if any(_past(s) for s in last[-2:]):  # 했어, 갔었지, 먹었어요: the past
        return True
    if not last or _KO_COPULA.search(last):
        return False
    # a verb's last syllable; alone, only a verb that is a word by itself (해, 가: 어디 가?)
    return bool(_KO_VERB_END.search(last)) and (len(last) > 1 or last in "해가와봐줘내")
