"""bench/data/conflict_train_fresh.jsonl, the conflict reader's fresh pairs in seven languages:
its shape, its held-out people (chosen by name alone, the same however the rows are ordered),
and that none of its texts is taken from the labelled splits of tests/data."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from conflict_reader_train import FRESH, held_people
from ebbing.lifecycle.judge.reader import pair_language

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = {"zh", "ja", "ko", "es", "fr", "de", "en"}
OUTCOMES = {"none", "outdated", "suspected_outdated", "repudiated"}


def rows() -> list[dict[str, str]]:
    return [json.loads(line) for line in FRESH.read_text(encoding="utf-8").splitlines()]


def test_every_row_names_its_language_person_and_outcome() -> None:
    data = rows()
    assert len({r["id"] for r in data}) == len(data)
    for r in data:
        assert r["lang"] in LANGUAGES and r["split"] == f"fresh_{r['lang']}"
        assert r["person"].startswith(f"{r['lang']}:") and r["expected"] in OUTCOMES
        assert r["old"].strip() and r["new"].strip() and r["old"] != r["new"]
    kinds = Counter((r["lang"], r["expected"] != "none") for r in data)
    for lang in LANGUAGES:  # each language has changes and look-alikes that are none
        assert kinds[(lang, True)] >= 10 and kinds[(lang, False)] >= 20, lang


def test_scripts_read_as_the_rows_say() -> None:
    data = rows()
    for r in data:
        if r["lang"] in {"zh", "ja", "ko"}:
            assert pair_language(r["old"], r["new"]) == r["lang"], r["id"]
    latin = [r for r in data if r["lang"] in {"es", "fr", "de"}]
    english = sum(pair_language(r["old"], r["new"]) == "en" for r in latin)
    assert english <= len(latin) // 20  # a few short German pairs only


def test_held_out_people_are_a_quarter_of_each_language_chosen_by_name() -> None:
    data = rows()
    held = held_people(data)
    shuffled = data[:]
    random.Random(3).shuffle(shuffled)
    assert held_people(shuffled) == held
    for lang in LANGUAGES:
        people = {r["person"] for r in data if r["lang"] == lang}
        assert len(people) // 4 == len(people & held), lang


def test_no_text_is_taken_from_the_labelled_splits() -> None:
    labelled = set()
    for name in ("conflicts.jsonl", "conflicts_zh.jsonl"):
        for line in (ROOT / "tests" / "data" / name).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            labelled |= {row["old"], row["new"]}
    assert not any(r["old"] in labelled or r["new"] in labelled for r in rows())
