"""The memory prompt: a repudiated memory is never true, and a budget bounds the texts."""

from __future__ import annotations

from ebbing.core.prompt import MIN_SHARE, PromptItem, cut, render, shares


def test_a_repudiated_memory_is_labelled_never_true() -> None:
    text = render([PromptItem("2024-01-02", None, "Max lives in Berlin", "repudiated",
                              changes=["2024-02-01 valid -> repudiated: never true"])])
    assert "- [2024-01-02] (repudiated; never true) Max lives in Berlin" in text
    assert "may no longer hold" not in text


def test_one_huge_memory_cannot_flood_the_prompt() -> None:
    huge = "word " * 20_000
    items = [PromptItem("2024-01-01", None, huge, "valid", id="01HUGE"),
             PromptItem("2024-01-02", "Ann", "Ann likes tea", "valid", id="01TEA")]
    text = render(items, budget=1000)
    assert len(text) < 1200
    assert "Ann: Ann likes tea" in text  # a short memory is never cut
    (line,) = [x for x in text.splitlines() if "01HUGE" in x]
    assert line.endswith("word... [cut; memory 01HUGE]")
    assert render(items).count("word") == 20_000  # no budget: nothing cut


def test_shares_give_what_short_texts_leave_to_the_long_ones() -> None:
    assert shares([100, 5000, 5000], 1000) == [100, 450, 450]
    assert shares([10, 20], 1000) == [10, 20]
    assert shares([500] * 50, 1000) == [MIN_SHARE] * 50  # each keeps a readable start
    text = "alpha beta gamma delta epsilon zeta eta theta"
    assert cut(text, 40, "01X") == "alpha beta gamma... [cut; memory 01X]"
    assert len(cut(text, 40, "01X")) <= 40
    assert cut("short", 10, "01X") == "short"
