"""The consolidation benchmark's data and scoring (bench/consolidate_data.py)."""

from __future__ import annotations

from collections import Counter

from consolidate_data import Item, generate, pairs, score


def test_generate_plants_groups_of_distinct_phrasings_and_variants() -> None:
    items = generate(2000, 150, seed=4)
    assert len(items) == 2000
    sizes = Counter(i.group for i in items if i.group is not None and not i.variant)
    assert len(sizes) == 150 and set(sizes.values()) <= {2, 3, 4}
    for group in sizes:
        texts = [i.text for i in items if i.group == group and not i.variant]
        assert len(set(texts)) == len(texts)  # no member is a copy of another
    assert 80 <= sum(i.variant for i in items) <= 100
    assert len({i.text for i in items}) > 1990  # distinct memories are distinct
    assert [i.text for i in generate(2000, 150, seed=4)] == [i.text for i in items]


def test_score_counts_pairs_exact_groups_review_and_variants() -> None:
    items = [Item("x", None), Item("a", 0), Item("b", 0), Item("c", 0), Item("d", 1),
             Item("e", 1), Item("f", None), Item("g", None), Item("a'", 0, variant=True)]
    assert pairs([[1, 2, 3], [4, 5]]) == {(1, 2), (1, 3), (2, 3), (4, 5)}
    result = score(items, [[1, 2, 8], [4, 5], [6, 7]], review=[[1, 3]])
    assert result["pair_precision"] == round(2 / 5, 4)
    assert result["pair_recall"] == 0.5
    assert result["merged_or_review_recall"] == 0.75
    assert result["groups_exact"] == 1 and result["groups_planted"] == 2
    assert result["variants"] == 1 and result["variants_merged"] == 1
    assert score(items, [])["pair_precision"] == 1.0
    assert score(items, [])["pair_recall"] == 0.0
