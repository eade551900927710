"""The pure status rules: the transition table, the change-log folding rule, excerpts."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ebbing.errors import InvalidInput
from ebbing.lifecycle.rules.status import (
    ALLOWED,
    IllegalTransition,
    append_entry,
    changes_made,
    check_transition,
    excerpt,
    keeps_link,
)
from ebbing.models import MAX_CHANGE_LOG, ChangeLogEntry, Status

V, S, OUT, R = Status.VALID, Status.SUSPECTED_OUTDATED, Status.OUTDATED, Status.REPUDIATED
T0 = datetime(2025, 1, 1, tzinfo=UTC)


def entry(i: int, to: Status = OUT, frm: Status = V) -> ChangeLogEntry:
    return ChangeLogEntry(at=T0 + timedelta(days=i), from_status=frm, to_status=to,
                          reason=f"change {i}", trigger_memory_id=f"m{i}")


@pytest.mark.parametrize(("current", "target"), [
    (V, S), (V, OUT), (V, R), (S, OUT), (S, R), (S, V), (OUT, V), (R, V)])
def test_allowed_transitions(current: Status, target: Status) -> None:
    check_transition(current, target)


@pytest.mark.parametrize(("current", "target", "message"), [
    (V, V, "already valid"),
    (S, S, "already suspected_outdated"),
    (OUT, OUT, "already outdated"),
    (OUT, S, "an outdated memory cannot become suspected_outdated (allowed: valid)"),
    (OUT, R, "an outdated memory cannot become repudiated"),
    (R, OUT, "a repudiated memory cannot become outdated (allowed: valid)"),
    (R, S, "cannot become suspected_outdated"),
])
def test_illegal_transitions_say_what_is_allowed(current: Status, target: Status,
                                                 message: str) -> None:
    with pytest.raises(IllegalTransition, match=re.escape(message)):
        check_transition(current, target)


def test_the_table_covers_every_status_and_is_a_usage_error() -> None:
    assert set(ALLOWED) == set(Status)
    assert issubclass(IllegalTransition, InvalidInput)
    assert keeps_link(OUT) and keeps_link(R) and keeps_link(S) and not keeps_link(V)


def test_up_to_three_entries_are_kept_as_they_are() -> None:
    log: list[ChangeLogEntry] = []
    for i in range(MAX_CHANGE_LOG):
        log = append_entry(log, entry(i))
    assert [e.reason for e in log] == ["change 0", "change 1", "change 2"]
    assert all(e.folded == 0 for e in log)


def test_the_fourth_keeps_the_first_and_the_two_latest_and_counts_the_folded_one() -> None:
    log = [entry(0, S, V), entry(1, V, S), entry(2, S, V)]
    fourth = entry(3, OUT, S)
    folded = append_entry(log, fourth)
    assert [e.reason for e in folded] == ["change 0", "change 2", "change 3"]
    assert [e.folded for e in folded] == [0, 1, 0]
    assert folded[1].trigger_memory_id == "m2" and folded[2] == fourth
    assert [e.reason for e in log] == ["change 0", "change 1", "change 2"]  # not modified
    fifth = append_entry(folded, entry(4, V, OUT))
    assert [e.reason for e in fifth] == ["change 0", "change 3", "change 4"]
    assert [e.folded for e in fifth] == [0, 2, 0]
    assert changes_made(fifth) == 5


@given(st.integers(min_value=0, max_value=40))
def test_the_log_never_grows_past_three_and_counts_every_change(n: int) -> None:
    log: list[ChangeLogEntry] = []
    for i in range(n):
        log = append_entry(log, entry(i))
    assert len(log) == min(n, MAX_CHANGE_LOG)
    assert changes_made(log) == n
    if n:
        assert log[0].reason == "change 0" and log[-1].reason == f"change {n - 1}"


def test_excerpt_is_one_line_and_cut_at_a_word() -> None:
    assert excerpt("Max  moved\nto Paris") == "Max moved to Paris"
    long = "word " * 60
    cut = excerpt(long, 40)
    assert cut.endswith("…") and len(cut) <= 40 and "  " not in cut
