"""Whether a question asks for an inference about someone rather than for what was said.

"Would Ines enjoy a week of hill walking?", "What might Bodo's job be?", "Is Ines likely to
sell the van?", "Would Bodo be considered a patient teacher?": the answer is not written
anywhere; it is drawn from what the person said of themselves (their likes, their fears,
what they did and how they felt about it). The question's own words rarely meet those turns
("please don't film it" for "would he be happy to have his performance recorded?"), so
the person it names is the strongest sign of where the evidence lies: over the English chat
sets and LoCoMo's development split, 64 of the 65 evidence turns of the questions read so
that name one speaker were said by that speaker (docs/retrieval.md, "Stop 22, branch
dialog5").

The form: a modal of supposition leading the question ("would", "could", "might"), "what /
which / how ... might / would", or a word of likelihood ("likely", "probably", "possibly",
"be considered"). Not "will" (a plan asked about is a fact told), not a question asking for
a time ("When would Ines be free?" is a plan's date), not an amount ("How much would the
repair have cost?" is a figure someone wrote).
"""

from __future__ import annotations

import re

from ebbing.core.questions import asks_amount, asks_when

_SUPPOSE = re.compile(
    r"^\W*(?:would|could|might)\b"
    r"|^\W*(?:what|which|how|where|who)\b(?:\s+[\w'\u2019-]+){0,4}?\s+(?:might|would)\b"
    r"|\b(?:likely|unlikely|probably|possibly|be\s+considered|considered\s+(?:a|an|to\s+be))\b",
    re.IGNORECASE)


# a question to be answered yes or no, about what someone is, likes or did: "is Bodo a
# patient teacher", "does Ines like her new job more than the old one", "was the move worth
# it"; its answer is a judgement on what they told, most often of themselves
_YES_NO = re.compile(r"^\W*(?:is|was|are|were|does|did|do|has|have|had|can)\b", re.IGNORECASE)


def asks_judgement(question: str) -> bool:
    """Whether `question` is to be answered yes or no ("is Bodo a patient teacher?", "does
    Ines like her new job?"): a judgement on what someone told, not a time or an amount."""
    return (bool(_YES_NO.search(question)) and not asks_when(question)
            and not asks_amount(question))


def asks_inference(question: str) -> bool:
    """Whether `question` asks what is likely true of someone rather than what they said
    ("Would Ines enjoy ...?", "What might Bodo's job be?", "Is Ines likely to ...?"); not a
    plan asked with "will", not a time ("When would Ines be free?"), not an amount."""
    return (bool(_SUPPOSE.search(question)) and not asks_when(question)
            and not asks_amount(question))
