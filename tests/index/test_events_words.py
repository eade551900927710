"""The event index also keeps what a memory's words are like (index/events.py): whether they
only ask, how few index terms they hold and whether they write a number; saved and restored
with the event times, and never taken for an event. Fresh sentences, in no dataset."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from ebbing.config import Settings
from ebbing.index.events import MANY, EventIndex
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 1, 12, 0, tzinfo=UTC)


def test_what_the_words_are_like_survives_saving_and_is_no_event(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    texts = ["how's the greenhouse holding up", "wow!!",
             "the greenhouse lost two panes in the storm yesterday",
             "Nice. Did you fix it?"]
    for text in texts:
        svc.remember(text, character="Ines", context_id="talk", now=NOW, occurred_at=NOW)
    engine = svc.engine
    engine.sync()
    rows = np.arange(svc.store.cols.n, dtype=np.int64)
    events = engine.events
    assert events.asking(rows).tolist() == [True, False, False, False]
    counts = events.own_terms(rows).tolist()
    assert counts[1] == 1 and counts[0] == 2 and counts[2] == MANY
    again = EventIndex.restore(events.arrays(), len(rows))
    assert again.asking(rows).tolist() == events.asking(rows).tolist()
    assert again.own_terms(rows).tolist() == counts
    assert events.numbered(rows).tolist() == [False, False, True, False]  # "two panes"
    assert again.numbered(rows).tolist() == events.numbered(rows).tolist()
    assert again.has(rows).tolist() == events.has(rows).tolist() == [False, False, True, False]
    events.remove([2])
    assert not events.numbered(rows).any()
    events.remove([0, 1])
    assert events.asking(rows).tolist() == [False] * 4
    assert events.own_terms(rows)[:2].tolist() == [MANY, MANY]
