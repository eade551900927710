"""Leave one voice out for the Chinese judge's readings of stops 33 to 36 (docs/languages.md,
"The judge on voices it has not seen, stop 34"; docs/lifecycle.md, stops 35 and 36): each split
zh29 ... zh35 scored by the rules with every reading, part of a reading or guard read from that
split taken out, beside the rules with all of them. The parts kept are listed; those dropped
(stop 33's new ones, slips, doings done, a measure just taken, a day or an end of the thing
named by its head, 要不要 and a dated plan's time moved; stop 34's counts, frequencies and
ends) were measured the same way on branch zhjudge15 (commits c8709ce, 297580a) and gained on
no split they were not read from.

Each entry of ORIGIN names a part, the splits it was read from, and how it is taken out: a
reading dropped from the list judge_zh tries, a function put back to its form at BASE (read
with `git show`, never written into the tree), or a guard turned off.

    python bench/conflicts_lovo.py [--splits zh29,zh30,...]

Prints one JSON object: per split, binary precision / recall with all parts and left out, and
the parts left out; then per part, what it changes on every Chinese split (changes found and
alarms raised by having it), beside the splits it was read from."""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

from conflicts import DATA_ZH, load, score
from ebbing.lifecycle.judge import OfflineJudge
from ebbing.lifecycle.rules import judge_zh, judge_zh_coming, judge_zh_measure

ROOT = Path(__file__).resolve().parents[1]
BASE = "50e9832"  # main before stop 34: the readings of stop 33 reverted
MAIN35 = "752d520"  # main before stop 35
MAIN36 = "2f3eee1"  # main before stop 36
RULES = "src/ebbing/lifecycle/rules"


def _base_module(name: str, at: str = BASE) -> ModuleType:
    """The module as it was at `at` (BASE), loaded under another name."""
    text = subprocess.run(["git", "show", f"{at}:{RULES}/{name}.py"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp()) / f"{name}_base.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(f"{name}_base", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _drop(*names: str) -> Callable[[], None]:
    def out() -> None:
        judge_zh.LAST = tuple(r for r in judge_zh.LAST if r[0].__name__ not in names)
    return out


def _heard_pushed() -> None:  # 往后推, 去带, 请产假; 方姐 opening the old memory (zh32)
    base = _base_module("judge_zh_coming")
    judge_zh_coming._COMING, judge_zh_coming._DONE = base._COMING, base._DONE
    judge_zh_coming._opens_old = lambda *a: False


def _belongs() -> None:
    judge_zh_measure.same_holding = lambda *a: True


def _holding() -> None:
    judge_zh.others_holding = lambda *a: None


def _finished_before() -> None:  # 还不会 / 学会了, 收麦子去了 / 收完, 收齐 (stop 35)
    before = _base_module("judge_zh_finished", MAIN35).finished
    judge_zh.READINGS = tuple((before if f.__name__ == "finished" else f, how)
                              for f, how in judge_zh.READINGS)


def _slip() -> None:
    judge_zh.slipped = lambda *a: None


def _place_guard() -> None:  # 巴南那边 一单五块八 (zh29's alarm)
    judge_zh_measure._OTHERS = re.compile(
        judge_zh_measure._OTHERS.pattern.replace(
            r"|[\u4e00-\u9fff]{1,3}(?:那边|这边|那里|这里)", ""))


def _away() -> None:
    judge_zh.done_away = lambda *a: None


def _handed() -> None:
    judge_zh.handed_on = lambda *a: None


def _takes() -> None:
    judge_zh.takes_old = lambda *a: False


def _hour_again() -> None:  # 六点到厂 / 嗯当七点到厂 阿洪六点开门 (zh35)
    judge_zh_measure._said_again = lambda value, verb, kind, text: value in text


def _amount_before() -> None:  # 银行利息可能要降 (zh35)
    before = _base_module("judge_zh_coming", MAIN36)._of_old_amount
    judge_zh_coming._of_old_amount = lambda o, after, _b="": before(o, after)


# part, the splits it was read from (its commit says so), how it is taken out
ORIGIN: list[tuple[str, tuple[str, ...], Callable[[], None]]] = [
    ("measure said anew (judge_zh_measure, stop 33)", ("zh32",), _drop("same_measure")),
    ("measure: another place guard (stop 33)", ("zh29",), _place_guard),
    ("heard: 往后推 / 去带 / 请假, the subject opens the old (judge_zh_coming, stop 33)",
     ("zh32",), _heard_pushed),
    ("what a value belongs to (judge_zh_belongs, stop 34)", ("zh33",), _belongs),
    ("what another holds (others_holding, stop 34)", ("zh30", "zh31"), _holding),
    ("a value put down wrong (judge_zh_slip, stop 35)", ("zh30", "zh31", "zh34"), _slip),
    ("a doing turned round (judge_zh_flip, stop 35)", ("zh31", "zh33", "zh34"),
     _drop("flipped")),
    ("a time moved (judge_zh_pushed, stop 35)", ("zh31", "zh33"), _drop("time_pushed")),
    ("how many are left, said anew (judge_zh_left, stop 35)", ("zh33", "zh34"),
     _drop("counted_anew")),
    ("who fills a role now (judge_zh_role, stop 35)", ("zh30", "zh34"), _drop("role_filled")),
    ("a new one obtained (judge_zh_renewed, stop 35)", ("zh30", "zh31"), _drop("renewed")),
    ("another value heard (judge_zh_elsewise, stop 35)", ("zh31", "zh34"),
     _drop("heard_elsewise")),
    ("done now: gone off to do it, all in, learnt (judge_zh_finished, stop 35)",
     ("zh30", "zh31"), _finished_before),
    ("the same doing at another frequency (judge_zh_often, stop 35)", ("zh30", "zh33"),
     _drop("other_often")),
    ("the old memory's thing V掉 (judge_zh_away.done_away, stop 36)", ("zh35",), _away),
    ("the old memory's thing V给 someone 了 (judge_zh_away.handed_on, stop 36)",
     ("zh33", "zh34"), _handed),
    ("what 把 takes is the old memory's: past the subject check (stop 36)", ("zh33",),
     _takes),
    ("the same things counted anew (judge_zh_tally, stop 36)", ("zh35",),
     _drop("counted_again")),
    ("an hour of another doing is no old value said again (judge_zh_measure, stop 36)",
     ("zh35",), _hour_again),
    ("a heard rise or cut of the thing before the modal (judge_zh_coming, stop 36)",
     ("zh35",), _amount_before),
]

_SAVED = {m: dict(vars(m)) for m in (judge_zh, judge_zh_coming, judge_zh_measure)}


@contextmanager
def without(split: str | None = None, part: str | None = None) -> Iterator[list[str]]:
    """The rules with every part read from split (or the one part named) taken out."""
    out = [name for name, splits, _ in ORIGIN if split in splits or name == part]
    for name, _, take in ORIGIN:
        if name in out:
            take()
    try:
        yield out
    finally:
        for module, saved in _SAVED.items():
            for key, value in saved.items():
                setattr(module, key, value)


def binary(rows: list[dict[str, str]]) -> dict[str, Any]:
    judge = OfflineJudge()
    pairs = [(r["expected"], judge.judge(r["old"], r["new"]).verdict.outcome.value)
             for r in rows]
    b = score(pairs)["binary"]
    return {"precision": b["precision"], "recall": b["recall"], "fp": b["fp"], "fn": b["fn"]}


def verdicts(rows: list[dict[str, str]]) -> list[bool]:
    judge = OfflineJudge()
    return [judge.judge(r["old"], r["new"]).verdict.outcome.value != "none" for r in rows]


def gains(rows: list[dict[str, str]]) -> dict[str, dict[str, str]]:
    """Per part: what it changes on each split (changes found +, alarms +), beside the splits
    it was read from: a part is kept when it gains where it was not read from."""
    every = verdicts(rows)
    out: dict[str, dict[str, str]] = {}
    for name, splits, _ in ORIGIN:
        with without(part=name):
            less = verdicts(rows)
        moved: dict[str, list[int]] = {}
        for r, a, b in zip(rows, every, less, strict=True):
            if a != b:
                tally = moved.setdefault(r["split"], [0, 0])
                tally[r["expected"] == "none"] += 1 if a else -1
        out[name] = {"read from": ",".join(splits), **{
            sp: f"changes {t[0]:+d}, alarms {t[1]:+d}" for sp, t in sorted(moved.items())}}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--splits", default="zh29,zh30,zh31,zh32,zh33,zh34,zh35")
    parser.add_argument("--also", type=Path, action="append", default=[],
                        help="more labelled pairs (the reader's training pairs, "
                             "bench/data/conflict_train_zh.jsonl ...), scored in the per-part "
                             "view only: a split no reading was read from")
    args = parser.parse_args()
    rows = load(DATA_ZH)
    extra = [r for path in args.also for r in load(path) if r.get("lang", "zh") == "zh"]
    report: dict[str, Any] = {}
    for split in args.splits.split(","):
        mine = [r for r in rows if r["split"] == split]
        report[split] = {"all parts": binary(mine)}
        with without(split) as out:
            report[split]["left out"] = binary(mine)
            report[split]["parts left out"] = out
    report["what each part changes"] = gains(rows + extra)
    print(json.dumps(report, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
