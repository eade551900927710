"""A message in the third person (MemNetAI's `isThirdPerson`), without a language model.

Only the first-person singular becomes the speaker's name, which is what a memory read later
needs most ("我对花生过敏" said by 小明 -> "小明对花生过敏"; "I moved to Lyon" said by Ana ->
"Ana moved to Lyon"):
- Chinese: 我 (not 我们, "we") -> the name; 我的 -> the name's (the name + 的).
- English: I, me, myself -> the name; my, mine -> the name + 's; I'm, I've, I'd, I'll -> the
  name with "is", "has", "would", "will".
Limits: the verb is not changed ("I am" -> "Ana am", "I have" stays "Ana have"), the plural "we"
stays, and a quoted "I" (someone else's words inside the message) is changed too. The caller
keeps the message as it was written beside it (server/memorize.py): nothing is lost.
Pure; asks lang/ which language a message is in.
"""

from __future__ import annotations

import re

from ebbing.lang import has_cjk

_ZH_I = re.compile(r"我(?!们)")
_EN = re.compile(r"\b(I['\u2019](?:m|ve|d|ll)|I|me|myself|my|mine)\b")
_EN_FORMS = {"i'm": "{} is", "i've": "{} has", "i'd": "{} would", "i'll": "{} will",
             "i": "{}", "me": "{}", "myself": "{}", "my": "{}'s", "mine": "{}'s"}


def third_person(text: str, name: str) -> str:
    """`text` with its first-person singular pronouns replaced by `name` (see the module)."""
    name = name.strip()
    if not name:
        return text
    if has_cjk(text):
        text = _ZH_I.sub(name, text)

    def english(match: re.Match[str]) -> str:
        word = match.group(0).replace("\u2019", "'")
        if not word.lower().startswith("i") and word[0].isupper() and match.start() > 0:
            return word  # "Me" mid-sentence is a name or a title, not the pronoun
        return _EN_FORMS[word.lower()].format(name)

    return _EN.sub(english, text)
