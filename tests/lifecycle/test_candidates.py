"""Which older memories reach the judge on `remember`: word starts in the stored lines, not
field names, not the middle of other words; names weigh more than other words."""

from __future__ import annotations

from datetime import timedelta

import numpy as np
from lifecycle_support import T0

from ebbing.lifecycle.conflicts import candidates
from ebbing.lifecycle.scan import match_rows
from ebbing.service import MemoryService


def test_words_match_at_word_starts_only(svc: MemoryService) -> None:
    a = svc.remember("Max lives in Berlin", check_conflicts=False, now=T0)
    b = svc.remember("Maxine likes olives", check_conflicts=False, now=T0)
    c = svc.remember("An unrelated note about the content of tags", tags=["x"],
                     check_conflicts=False, now=T0)
    rows = svc.store.alive_rows()
    found, scores = match_rows(svc.store, rows, {"Max": 2.0, "liv": 1.0, "content": 1.0,
                                                 "tag": 1.0})
    by_id = {svc.store.read_row(int(r)).id: s for r, s in zip(found, scores, strict=True)}
    # "Maxine" starts with "Max" (a word start); "olives" does not start with "liv";
    # "content" and "tag" are field names of every line, so they are not looked for
    assert by_id == {a.id: 3.0, b.id: 2.0}
    assert c.id not in by_id


def test_candidates_are_older_believed_memories_best_first(svc: MemoryService) -> None:
    weak = svc.remember("Paris has many bridges", check_conflicts=False, now=T0)
    strong = svc.remember("Max lives in Berlin", check_conflicts=False, now=T0)
    svc.remember("Anna lives in Rome", check_conflicts=False, now=T0)
    later = svc.remember("Max lives in Munich now", check_conflicts=False,
                         now=T0 + timedelta(days=9))
    new = svc.build("Max lives in Paris", now=T0 + timedelta(days=5))
    svc.store.put([new])
    found = [m.id for m in candidates(svc, new, 8)]
    assert found[0] == strong.id and weak.id in found
    assert later.id not in found and new.id not in found
    assert [m.id for m in candidates(svc, new, 1)] == [strong.id]
    assert np.all(svc.store.cols.col("alive")[svc.store.alive_rows()])


def test_a_word_in_too_many_lines_proves_nothing(svc: MemoryService) -> None:
    from ebbing.lifecycle.scan import COMMON_MIN

    svc.remember_batch([{"content": f"Bought groceries, list {i}", "now": T0}
                        for i in range(COMMON_MIN + 1)])
    rare = svc.remember("Anna bought groceries and a kite", now=T0)
    rows = np.arange(svc.store.cols.n, dtype=np.int64)
    found, scores = match_rows(svc.store, rows, {"groceries": 1.0, "kite": 1.0})
    # "groceries" is in every line: skipped; "kite" still finds its one memory
    assert found.tolist() == [svc.store.cols.row_of(rare.id)] and scores.tolist() == [1.0]
