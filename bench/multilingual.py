"""Recall in Chinese and across languages (issue 25), through ebbing's own search path.

    python bench/multilingual.py [--embedder SPEC] [--json] [--madial] [--skip-conflicts]
                                 [--set dev|confirm|third|fourth|fifth|sixth|seventh|eighth|ninth
                                        |tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth
                                        |sixteenth|seventeenth|eighteenth|nineteenth
                                        |twentieth|twentyfirst|twentysecond|twentythird
                                        |twentyfourth|twentyfifth|twentysixth|twentyseventh
                                        |twentyeighth|twentyninth|thirtieth|thirtyfirst|thirtysecond
                                        |thirtythird|thirtyfourth|thirtyfifth
                                        |es|de|ja|ko|es2|de2|ja2|ko2]
                                 [--rank NAME=VALUE ...]

The set is bench/multilingual_data.py (written fresh: 84 Chinese and 12 English memories of one
household, 60 questions, 20 off-topic questions), or with `--set confirm`
bench/multilingual_confirm.py (written later, to confirm: 44 Chinese and 8 English memories
of another household, 37 questions, 15 off-topic questions), or with `--set third`
bench/multilingual_third.py (written in the next session, before it was run: 62 Chinese and 8
English memories of a retired couple, told in the third person, 49 questions, 18 off-topic
questions; tuned on with the first from then on, while the second stays a check), or with
`--set fourth` bench/multilingual_fourth.py (written in the fourth session before any run:
44 Chinese and 8 English memories of a noodle-shop owner in 西安, 40 questions, 15 off-topic
questions; held out in session 4, seen since), or with `--set fifth`
bench/multilingual_fifth.py (written in the fifth session before any run: 46 Chinese and 8
English memories of an ICU nurse in 广州, 40 questions, 15 off-topic questions; it echoes
dev's household, see its text), or with `--set sixth` bench/multilingual_sixth.py (written in
the fifth session before any run: 46 Chinese and 8 English memories of a coffee farmer in 普洱,
40 questions, 15 off-topic questions; held out in session 5, its misses read in session 6),
or with `--set seventh` bench/multilingual_seventh.py (written in session 6 before any run: 46
Chinese and 8 English memories of a PE teacher in 哈尔滨, 40 questions, 15 off-topic questions;
held out in session 6; its misses may be read from session 7 on), or with `--set eighth`
bench/multilingual_eighth.py (written in session 7 before any run: 70 Chinese and 10 English
memories of a vet in 南宁, 60 questions, 20 off-topic questions of which ten general questions
on a memory's topic; held out in session 7, read from session 8 on), or with `--set ninth`
bench/multilingual_ninth.py (written in session 8 before any run: 70 Chinese and 10 English
memories of a porcelain painter in 景德镇, 60 questions, 20 off-topic questions of which ten
general questions on a memory's topic; held out), or with `--set tenth`
bench/multilingual_tenth.py (written in session 9 by a helper who had not read the rules,
before any run: 70 Chinese and 10 English memories of a barber in 泉州, 60 questions, 20
off-topic questions of which ten general questions on a memory's topic; held out), or one
of the later sets (eleventh to thirty-first, each in its own module, written blind before any
run; `--help` says by whom and when). The
memories are stored in a new agent of a temporary home through `MemoryService.remember_batch`;
each question is asked through `MemoryService.search` (top 10, default settings, so the
relevance floor is in force), and, in the same run, by plain cosine over the same embedder
(the question's vector against the bare memory texts' vectors, no floor).

Reported, for ebbing and for plain cosine:
- "chinese": hit@1 and hit@5 of the Chinese questions about Chinese memories ("zh" and
  "para" kinds together, and each kind alone);
- "cross": hit@5 of the English questions about Chinese memories and the reverse;
- "off_topic_empty": the share of off-topic questions for which search returns nothing
  (plain cosine always returns something: 0).
- "conflicts": Chinese conflict precision and recall from bench/conflicts.py's Chinese split
  when that module has one (written by the judge's own work); otherwise "not measured".
With --madial, also MADial-Bench in Chinese and English (../shared/data/madial-*.json, LoCoMo
schema, read, never copied) through bench/locomo.py: dialog R@5 and R@10.

Runs on /work/base too (the baseline), where the default embedder is MiniLM.
Progress goes to stderr; with --json, stdout gets one JSON object.
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

import multilingual_data
from ebbing.config import Settings
from ebbing.service import MemoryService
from locomo import fresh_agent, say  # bench/ is sys.path[0]
from locomo import ranked as with_overrides
from multilingual_data import Question, check

ROOT = Path(__file__).resolve().parents[1]
DATA = next((p for p in (ROOT.parent / "shared" / "data", ROOT.parents[1] / "shared" / "data")
             if p.exists()), ROOT.parent / "shared" / "data")
GOALS = {"chinese hit@1": 0.9, "chinese hit@5": 0.98, "cross hit@5": 0.7,
         "off_topic_empty": 0.9}
SETS = {"dev": "multilingual_data", "confirm": "multilingual_confirm",
        "third": "multilingual_third", "fourth": "multilingual_fourth",
        "fifth": "multilingual_fifth", "sixth": "multilingual_sixth",
        "seventh": "multilingual_seventh", "eighth": "multilingual_eighth",
        "ninth": "multilingual_ninth", "tenth": "multilingual_tenth",
        "eleventh": "multilingual_eleventh", "twelfth": "multilingual_twelfth",
        "thirteenth": "multilingual_thirteenth", "fourteenth": "multilingual_fourteenth",
        "fifteenth": "multilingual_fifteenth", "sixteenth": "multilingual_sixteenth",
        "seventeenth": "multilingual_seventeenth",
        "eighteenth": "multilingual_eighteenth",
        "nineteenth": "multilingual_nineteenth",
        "twentieth": "multilingual_twentieth",
        "twentyfirst": "multilingual_twentyfirst",
        "twentysecond": "multilingual_twentysecond",
        "twentythird": "multilingual_twentythird",
        "twentyfourth": "multilingual_twentyfourth",
        "twentyfifth": "multilingual_twentyfifth",
        "twentysixth": "multilingual_twentysixth",
        "twentyseventh": "multilingual_twentyseventh",
        "twentyeighth": "multilingual_twentyeighth",
        "twentyninth": "multilingual_twentyninth",
        "thirtieth": "multilingual_thirtieth",
        "thirtyfirst": "multilingual_thirtyfirst",
        "thirtysecond": "multilingual_thirtysecond",
        "thirtythird": "multilingual_thirtythird",
        "thirtyfourth": "multilingual_thirtyfourth",
        "thirtyfifth": "multilingual_thirtyfifth",
        # other languages (polyglot, stop 24): "zh"/"para" are the set's own language there
        "es": "multilingual_es", "de": "multilingual_de", "ja": "multilingual_ja",
        "ko": "multilingual_ko",
        # a second set per language, written before any change to confirm on (polyglot2)
        "es2": "multilingual_es2", "de2": "multilingual_de2", "ja2": "multilingual_ja2",
        "ko2": "multilingual_ko2"}
# sets whose off-topic list is ten general questions on a topic a memory touches, then ten
# questions about this life on things never stored (each module's comments say so)
HALVED = ("twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
          "eighteenth", "nineteenth", "twentieth", "twentyfirst", "twentysecond",
          "twentythird", "twentyfourth", "twentyfifth", "twentysixth", "twentyseventh",
          "twentyeighth", "twentyninth", "thirtieth", "thirtyfirst", "thirtysecond",
          "thirtythird", "thirtyfourth", "thirtyfifth")
KINDS = {"chinese": ("zh", "para"), "zh": ("zh",), "para": ("para",),
         "cross": ("en-zh", "zh-en"), "en-zh": ("en-zh",), "zh-en": ("zh-en",)}


def hits(ranked: list[list[str]], questions: list[Question]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, kinds in KINDS.items():
        pairs = [(r, set(q.gold)) for r, q in zip(ranked, questions, strict=True)
                 if q.kind in kinds]
        out[name] = {"hit@1": round(sum(bool(set(r[:1]) & g) for r, g in pairs) / len(pairs), 4),
                     "hit@5": round(sum(bool(set(r[:5]) & g) for r, g in pairs) / len(pairs), 4),
                     "n": len(pairs)}
    return out


def halves(name: str, off_topic: list[str], answered: list[str]) -> dict[str, Any]:
    """Off-topic empty of the general half and of the personal half (things never stored) of
    a set in HALVED; of the whole list as "general" for any other set, whose off-topic
    questions are not split (None for "personal")."""
    if name not in HALVED or len(off_topic) != 20:
        share = round(1 - len(answered) / len(off_topic), 4)
        return {"general": share, "personal": None}
    half = [off_topic[:10], off_topic[10:]]
    shares = [round(sum(t not in answered for t in part) / len(part), 4) for part in half]
    return {"general": shares[0], "personal": shares[1]}


def check_set(data: Any) -> None:
    """Any set is well formed: ids unique, every gold id exists, every kind known."""
    ids = [key for key, _ in data.MEMORIES]
    assert len(ids) == len(set(ids)), "duplicate memory ids"
    for q in data.QUESTIONS:
        assert q.gold and set(q.gold) <= set(ids), q
        assert q.kind in ("zh", "para", "en-zh", "zh-en"), q
    assert data.OFF_TOPIC


def query_vector(embedder: Any, text: str) -> Any:
    asking = getattr(embedder, "embed_query", None)  # e5: the "query: " side
    return (asking([text]) if asking is not None else embedder.embed([text]))[0]


def run_set(settings: Settings, data: Any = multilingual_data) -> dict[str, Any]:
    MEMORIES, QUESTIONS, OFF_TOPIC = data.MEMORIES, data.QUESTIONS, data.OFF_TOPIC
    svc = MemoryService(settings, agent="multilingual")
    fresh_agent(svc.folder)
    texts = [text for _, text in MEMORIES]
    try:
        t0 = time.perf_counter()
        stored = svc.remember_batch([{"content": text} for text in texts])
        svc.engine.sync()
        index_s = time.perf_counter() - t0
        id_of = {m.id: key for m, (key, _) in zip(stored, MEMORIES, strict=True)}
        ours, times = [], []
        for q in QUESTIONS:
            t0 = time.perf_counter()
            found = svc.search(q.text, top=10, touch=False)
            times.append((time.perf_counter() - t0) * 1000)
            ours.append([id_of.get(h.memory.id, "?") for h in found])
        empty = [not svc.search(text, top=10, touch=False) for text in OFF_TOPIC]
        engine = svc.engine
        assert engine.embedder is not None and engine.cache is not None
        bare = np.asarray(engine.cache.ensure(texts, engine.embedder), dtype=np.float32)
        keys = [key for key, _ in MEMORIES]
        plain = []
        for q in QUESTIONS:
            scores = bare @ np.asarray(query_vector(engine.embedder, q.text), dtype=np.float32)
            plain.append([keys[i] for i in np.argsort(-scores, kind="stable")[:10]])
        embedder_name = engine.embedder.name
    finally:
        svc.close()
    misses = [{"q": q.text, "gold": list(q.gold), "got": r[:5]}
              for q, r in zip(QUESTIONS, ours, strict=True) if not set(r[:5]) & set(q.gold)]
    first = [{"q": q.text, "gold": list(q.gold), "got": r[:1]}
             for q, r in zip(QUESTIONS, ours, strict=True)
             if set(r[:5]) & set(q.gold) and not set(r[:1]) & set(q.gold)]
    return {"embedder": embedder_name,
            "ebbing": {**hits(ours, QUESTIONS),
                       "off_topic_empty": round(sum(empty) / len(empty), 4)},
            "plain_cosine": {**hits(plain, QUESTIONS), "off_topic_empty": 0.0},
            "index_s": round(index_s, 2),
            "search_ms": {"median": round(statistics.median(times), 2)},
            "off_topic_answered": [t for t, e in zip(OFF_TOPIC, empty, strict=True) if not e],
            "missed_at_5": misses, "missed_at_1_only": first}


def conflicts() -> dict[str, Any]:
    """Chinese conflict precision/recall, from bench/conflicts.py's Chinese split if present."""
    try:
        module = importlib.import_module("conflicts")
    except ImportError as error:
        return {"measured": False, "why": f"bench/conflicts.py not importable: {error}"}
    runner = getattr(module, "run_chinese", None) or getattr(module, "chinese", None)
    if runner is None:
        return {"measured": False, "why": "bench/conflicts.py has no Chinese split yet"}
    result: dict[str, Any] = runner()
    return {"measured": True, **result}


def madial(settings_embedder: str | None) -> dict[str, Any]:
    import locomo  # bench/locomo.py's evaluation, on MADial's LoCoMo-schema files

    out: dict[str, Any] = {}
    for lang in ("zh", "en"):
        path = DATA / f"madial-{lang}.json"
        if not path.exists():
            out[lang] = {"measured": False, "why": f"{path} not found"}
            continue
        args = argparse.Namespace(data=path, samples=None, json=True, predictions=None, top=50,
                                  workdir=None, embedder=settings_embedder, retriever="search",
                                  rank=[], no_associate=False, dream=False)
        say(f"MADial {lang} ...")
        result = locomo.evaluate(args)
        dialog = result["dialog"]["overall"]
        out[lang] = {"R@5": dialog["recall@5"], "R@10": dialog["recall@10"],
                     "questions": result["counts"]["scored"]}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--embedder", help="passed to Settings(embedder=...)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--madial", action="store_true", help="also MADial zh and en")
    parser.add_argument("--skip-conflicts", action="store_true")
    parser.add_argument("--set", choices=tuple(SETS), default="dev",
                        help="dev: bench/multilingual_data.py (the rules were tuned on it); "
                             "confirm: bench/multilingual_confirm.py (written after, only "
                             "checked, never tuned on); third: bench/multilingual_third.py "
                             "(written later, tuned on with dev); fourth: "
                             "bench/multilingual_fourth.py (written in session 4 before any "
                             "run, held out then, seen since); fifth: "
                             "bench/multilingual_fifth.py (written in session 5 before any "
                             "run; echoes dev's household); sixth: bench/multilingual_sixth.py "
                             "(written in session 5 before any run, misses read in session 6); "
                             "seventh: bench/multilingual_seventh.py (written in session 6 "
                             "before any run, held out then); eighth: "
                             "bench/multilingual_eighth.py (written in session 7 before any "
                             "run, misses read in session 8); ninth: "
                             "bench/multilingual_ninth.py (written in session 8 before any "
                             "run, held out: never tuned on); tenth: "
                             "bench/multilingual_tenth.py (written in session 9 blind, before "
                             "any run, held out); eleventh: "
                             "bench/multilingual_eleventh.py (written in session 10 blind, "
                             "before any run; its misses read by the lead); twelfth: "
                             "bench/multilingual_twelfth.py (written in session 11 blind, "
                             "before any run, held out); thirteenth: "
                             "bench/multilingual_thirteenth.py (written in session 11 "
                             "blind, before any run, held out); fourteenth: "
                             "bench/multilingual_fourteenth.py (written 2026-11-27 by "
                             "zhblind4 blind, before any run, held out); fifteenth: "
                             "bench/multilingual_fifteenth.py (written 2026-11-27 by "
                             "zhblind5 blind, before any run, held out); sixteenth: "
                             "bench/multilingual_sixteenth.py (written 2026-11-27 by "
                             "zhblind6 blind, before any run, held out); seventeenth: "
                             "bench/multilingual_seventeenth.py (written 2026-11-27 by "
                             "zhblind7 blind, before any run, held out); eighteenth: "
                             "bench/multilingual_eighteenth.py (written 2026-11-27 by "
                             "zhblind8 blind, before any run, held out); nineteenth: "
                             "bench/multilingual_nineteenth.py (written 2026-11-27/28 by "
                             "zhblind9 blind, before any run, held out); twentieth: "
                             "bench/multilingual_twentieth.py (written 2026-11-28 by "
                             "zhblind10 blind, before any run, held out); twentyfirst: "
                             "bench/multilingual_twentyfirst.py (written 2026-11-28 by "
                             "zhblind11 blind, before any run, held out); twentysecond: "
                             "bench/multilingual_twentysecond.py (written 2026-11-28 by "
                             "zhblind12 blind, before any run, held out); twentythird: "
                             "bench/multilingual_twentythird.py (written 2026-11-28 by "
                             "zhblind13 blind, before any run, held out); twentyfourth: "
                             "bench/multilingual_twentyfourth.py (written 2026-11-28 by "
                             "zhblind14 blind, before any run, held out); twentyfifth: "
                             "bench/multilingual_twentyfifth.py (written 2026-11-28 by "
                             "zhblind15 blind, before any run, held out); twentysixth: "
                             "bench/multilingual_twentysixth.py (written 2026-11-28 by "
                             "zhblind16 blind, before any run, held out); twentyseventh: "
                             "bench/multilingual_twentyseventh.py (written 2026-11-28 by "
                             "zhblind17 blind, before any run, held out); twentyeighth: "
                             "bench/multilingual_twentyeighth.py (written 2026-11-29 by "
                             "zhblind18 blind, before any run, held out); twentyninth: "
                             "bench/multilingual_twentyninth.py (written 2026-11-29 by "
                             "zhblind19 blind, before any run, held out); thirtieth: "
                             "bench/multilingual_thirtieth.py (written 2026-11-29 by "
                             "zhblind20 blind, before any run, held out); thirtyfirst: "
                             "bench/multilingual_thirtyfirst.py (written 2026-11-29 by "
                             "zhblind21 blind, before any run, held out); thirtysecond: "
                             "bench/multilingual_thirtysecond.py (written 2026-11-29 by "
                             "zhblind22 blind, before any run, held out); thirtythird: "
                             "bench/multilingual_thirtythird.py (written 2026-11-29 by "
                             "zhblind23 blind, before any run, held out); thirtyfourth: "
                             "bench/multilingual_thirtyfourth.py (written 2026-11-29 by "
                             "zhblind24 blind, before any run, held out); thirtyfifth: "
                             "bench/multilingual_thirtyfifth.py (written 2026-11-29 by "
                             "zhblind25 blind, before any run, held out); es, de, ja, ko: "
                             "bench/multilingual_es.py ... (Spanish, German, Japanese, Korean, "
                             "written 2026-11-28 by polyglot before any run; their 'zh' and "
                             "'para' questions are in the set's own language)")
    parser.add_argument("--rank", action="append", default=[], metavar="NAME=VALUE",
                        help="a ranking setting (core/rankparams.py), to measure it on and "
                             "off, e.g. --rank world_agreed=1")
    args = parser.parse_args()
    if args.rank:
        from ebbing.retrieval import search

        search.PARAMS = with_overrides(parser, args.rank)
    check()
    data = importlib.import_module(SETS[args.set])
    check_set(data)
    root = Path(tempfile.mkdtemp(prefix="ebbing-multilingual-"))
    try:
        settings = Settings(home=root) if args.embedder is None else \
            Settings(home=root, embedder=args.embedder)
        result = run_set(settings, data)
        result["set"], result["rank"] = args.set, args.rank
        result["off_topic_by_half"] = halves(args.set, list(data.OFF_TOPIC),
                                             result["off_topic_answered"])
    finally:
        shutil.rmtree(root, ignore_errors=True)
    result["conflicts"] = {"measured": False, "why": "--skip-conflicts"} \
        if args.skip_conflicts else conflicts()
    if args.madial:
        result["madial"] = madial(args.embedder)
    ours = result["ebbing"]
    actual = {"chinese hit@1": ours["chinese"]["hit@1"], "chinese hit@5": ours["chinese"]["hit@5"],
              "cross hit@5": ours["cross"]["hit@5"], "off_topic_empty": ours["off_topic_empty"]}
    missed = [k for k, floor in GOALS.items() if actual[k] < floor]
    if ours["chinese"]["hit@5"] < result["plain_cosine"]["chinese"]["hit@5"]:
        missed.append("chinese hit@5 >= plain cosine")
    result["goals"], result["goals_missed"] = GOALS, missed
    if args.json:
        print(json.dumps(result, ensure_ascii=False), flush=True)
        return
    for system in ("ebbing", "plain_cosine"):
        row = result[system]
        print(f"{system:13} " + "  ".join(f"{k} @1 {row[k]['hit@1']:.3f} @5 {row[k]['hit@5']:.3f}"
                                          for k in ("chinese", "zh", "para", "cross"))
              + f"  off-topic empty {row['off_topic_empty']:.2f}")
    print(f"embedder {result['embedder']}; search median {result['search_ms']['median']} ms; "
          f"goals missed: {', '.join(missed) or '-'}")
    for miss in result["missed_at_5"]:
        print("  missed:", miss)
    print("  off-topic answered:", result["off_topic_answered"])
    if "madial" in result:
        print("MADial:", result["madial"])
    print("conflicts:", result["conflicts"])


if __name__ == "__main__":
    main()
