"""bench/data/conflict_train_episodes.jsonl (stop 25, measured with --episodes, not shipped):
one person's successive episodes told over days, every pair no conflict; its shape, and that
none of its texts is taken from the labelled splits or the reader's other training pairs."""

from __future__ import annotations

import json
from pathlib import Path

from conflict_reader_train import EPISODES, FRESH, TRAIN, pairs

ROOT = Path(__file__).resolve().parents[2]


def load(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_every_episode_pair_is_one_persons_and_none() -> None:
    data = load(EPISODES)
    assert len({r["id"] for r in data}) == len(data) >= 60
    for r in data:
        assert r["split"] == "episodes_zh" and r["lang"] == "zh" and r["expected"] == "none"
        assert r["person"].startswith("ep:") and r["old"] != r["new"]
    people = {r["person"] for r in data}
    assert len(people) >= 15 and all(sum(r["person"] == p for r in data) >= 2 for p in people)


def test_no_text_is_taken_from_other_data() -> None:
    other = load(ROOT / "tests" / "data" / "conflicts_zh.jsonl") + load(TRAIN) + load(FRESH)
    seen = {r["old"] for r in other} | {r["new"] for r in other}
    assert not seen & {t for r in load(EPISODES) for t in (r["old"], r["new"])}


def test_episodes_are_trained_on_only_when_asked() -> None:
    assert not any(r["split"] == "episodes_zh" for r in pairs())
    assert any(r["split"] == "episodes_zh" for r in pairs(episodes=True))
