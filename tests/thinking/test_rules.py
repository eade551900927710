# ruff: noqa: RUF001
"""The pure rules of thinking and dreaming (core/derive.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from ebbing.core.derive import (
    Activity,
    BadCitations,
    Limits,
    Source,
    after_automatic,
    allowed,
    check_citations,
    compose_bridge,
    compose_profile,
    compose_summary,
    compose_theme,
    compose_thought,
    pick_theme,
    recompose,
    user_call,
)

T0 = datetime(2026, 3, 1, tzinfo=UTC)
SOURCES = [Source(f"m{i}", f"memory {i} about topic {i}", (f"Entity{i}",), 0.2 + i / 10, i)
           for i in range(8)]


def test_a_seed_draws_the_same_theme_and_another_seed_may_not() -> None:
    themes = {pick_theme(SOURCES, seed)[0] for seed in range(30)}  # type: ignore[index]
    assert len(themes) > 1  # the draw really is random over the history
    for seed in (1, 7, 42):
        assert pick_theme(SOURCES, seed) == pick_theme(list(SOURCES), seed)
    assert pick_theme([], 1) is None


def test_recent_and_strong_memories_are_drawn_more_often() -> None:
    fresh = Source("new", "fresh", ("Fresh",), 1.0, 0.0)
    old = Source("old", "old", ("Old",), 0.05, 200.0)
    drawn = [pick_theme([fresh, old], seed)[0] for seed in range(200)]  # type: ignore[index]
    assert drawn.count("Fresh") > 190


def test_composed_texts_cite_every_source_and_invent_nothing() -> None:
    a = Source("a1", "Caroline joined the support group.", ("Caroline",))
    b = Source("b2", "Caroline wants to study counseling.", ("Caroline",))
    text = compose_thought("Caroline", [a, b])
    assert check_citations(text, ["a1", "b2"]) == ["a1", "b2"]
    assert "Caroline joined the support group." in text and "counseling" in text
    assert compose_profile("Caroline", [a, b]).startswith("What is known about Caroline: ")
    assert text.startswith("Thought on Caroline: linked through Caroline: ")
    # two memories that name nothing in common: no link is claimed, not even the theme
    apart = Source("c3", "The library closes early on Fridays.", ())
    assert compose_thought("study", [a, apart]).startswith("Thought on study: \"Caroline")


def test_fewer_than_two_sources_make_no_derived_text() -> None:
    one = Source("a1", "only one")
    with pytest.raises(BadCitations):
        compose_thought("x", [one])
    with pytest.raises(BadCitations):
        compose_thought("x", [one, one])  # the same memory twice is still one source


def test_citations_are_checked() -> None:
    with pytest.raises(BadCitations, match="not given"):
        check_citations("links [a1] and [zz9]", ["a1", "b2"])
    with pytest.raises(BadCitations, match="at least 2"):
        check_citations("only [a1], twice [a1]", ["a1", "b2"])
    assert check_citations("[b2] then [a1]", ["a1", "b2"]) == ["b2", "a1"]


def test_active_status_transitions() -> None:
    limits = Limits(thoughts=2, dreams=1)
    state = Activity()
    assert allowed(state, "dream", limits) and allowed(state, "thought", limits)
    state = after_automatic(state, "dream", limits)
    assert state.active and not allowed(state, "dream", limits)
    state = after_automatic(state, "thought", limits)
    assert state.active and allowed(state, "thought", limits)
    state = after_automatic(state, "thought", limits)
    assert not state.active and not allowed(state, "thought", limits)
    later = T0 + timedelta(hours=5)
    state = user_call(state, later)
    assert state == Activity(True, 0, 0, later, later)
    assert allowed(state, "thought", limits)
    assert not allowed(Activity(), "dream", Limits(3, 0))


def test_a_composed_text_speaks_the_language_of_what_it_quotes() -> None:
    a = Source("m1", "室友阿珂的生日是三月十二号", ("阿珂",))
    b = Source("m2", "阿珂周末在火锅店打工", ("阿珂",))
    assert compose_profile("阿珂", [a, b]).startswith("关于阿珂已知的：\"室友阿珂")
    assert compose_thought("阿珂", [a, b]).startswith("关于「阿珂」的思考：经由阿珂相连：")
    apart = Source("m3", "火锅店周末人很多", ())
    assert compose_thought("周末", [a, apart]).startswith("关于「周末」的思考：\"室友阿珂")
    assert compose_summary([a, b]).startswith("2条相关记忆的小结（关于阿珂）：")
    assert compose_bridge("阿珂", [a, b]).startswith("经由阿珂的联系：")
    assert compose_theme("阿珂", "打工", [a, b], [a.content, b.content]).startswith("阿珂谈打工：")
    # a revision composes the same frame again, and every citation stays readable
    text = recompose({"derived": "profile", "entity": "阿珂"}, [a, b])
    assert text == compose_profile("阿珂", [a, b]) and check_citations(text or "", ["m1", "m2"])
    # English quoted, or a Chinese name inside English text: the frame stays English
    c = Source("m3", "Akè works weekends at a hotpot place", ("Akè",))
    d = Source("m4", "Her birthday is on 12 March, 阿珂 told me", ("Akè",))
    assert compose_profile("Akè", [c, d]).startswith("What is known about Akè: ")
