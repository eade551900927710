# ruff: noqa: RUF002
"""Whether a Chinese question's form alone made it a question about the world.

retrieval/general.py reads a question that speaks of no one and is asked the way general
questions are (为什么 / 为啥, 怎么, 要…多少, 是咋回事, 一般…) as asking general knowledge, and then
only a memory that holds every part of what it asks may answer it: a question about the world
whose topic one memory shares (布偶猫一般能活多少年？ beside 养了只布偶猫叫芋圆) gets nothing.
Chinese as people chat leaves the subject out and asks of its own things the same way:
为啥每天都要把电池扛回家？ asks why the speaker carries the battery home every day
(…现在每天都把电瓶拎上楼), 最近上厕所颜色发黑是咋回事 asks about the speaker's own body, and
the memory that answers holds the meaning, not the words (电瓶 for 电池), so the floor emptied
the answer although plain cosine had it first.

The learned reading of what a question asks for (retrieval/intent.py) reads the question's
meaning from its vector. It reads a question as about the world at P(personal) up to
`general_at`; above that it does not. With `world_agreed` on, a CJK question is emptied as a
general one only when both readings agree: the cues say general and the learned reading does
not say otherwise (it reads it as general, or there is no reading: reader off, another
embedder). A question the two readings disagree on keeps its candidates, and the relevance
floor and the ranking decide as for any other question.

English (and any non-CJK) questions are never touched, nor any question when the setting is
off.
"""

from __future__ import annotations

from ebbing.core.rankparams import RankParams
from ebbing.lang import language_of
from ebbing.retrieval.intent import UNREAD, Reading

CJK = ("zh", "ja", "ko")


def form_alone(query: str, wants: Reading, params: RankParams) -> bool:
    """Whether `query`'s general reading rests on its form alone: the setting is on
    (`params.world_agreed`), the question is written in a CJK language, and the learned
    reading `wants` was made and does not read it as asking about the world. The caller then
    does not let the general reading empty its candidates."""
    if not params.world_agreed or wants is UNREAD or wants.general:
        return False
    return language_of(query) in CJK
