from __future__ import annotations

import numpy as np
import pytest

from ebbing.core.prompt import HEADER, HISTORY, PromptItem, render
from ebbing.core.ranking import (
    RankParams,
    episode_coverage,
    episodes,
    flat_terms,
    fuse,
    lend_context,
    neighbours,
    prior,
)


def test_fusion_is_score_level_and_normalised() -> None:
    params = RankParams(semantic_weight=2.0, coverage_weight=0.4)
    rel = fuse(np.array([8.0, 4.0, 0.0]), np.array([0.5, 0.9, -0.2]), np.array([1.0, 0.5, 0.0]),
               params)
    assert rel[0] == pytest.approx((1.0 + 2.0 * 0.5 + 0.4) / 3.4)
    assert rel[1] == pytest.approx((0.5 + 2.0 * 0.9 + 0.4 * 0.5) / 3.4)
    assert rel[2] == 0.0  # a negative cosine counts as no evidence, not against
    perfect = fuse(np.array([3.0]), np.array([1.0]), np.array([1.0]), params)
    assert perfect[0] == pytest.approx(1.0)
    assert len(fuse(np.zeros(0), np.zeros(0), np.zeros(0), params)) == 0


def test_episodes_follow_the_conversation_not_the_clock() -> None:
    # context codes per row: -1 is a memory said in no conversation, which stands alone
    context = np.array([0, 0, -1, -1, 1, 1, 0], dtype=np.int32)
    assert episodes(context).tolist() == [0, 0, 1, 2, 3, 3, 4]
    assert episodes(np.zeros(0, dtype=np.int32)).tolist() == []


def test_coverage_favours_the_episode_that_holds_all_the_query_words() -> None:
    episode = np.array([0, 0, 0, 1, 1, 2])
    # term A (idf 2) in rows 0 and 3, term B (idf 1) in rows 2 and 5: only episode 0 has both
    postings = [(np.array([0, 3]), 2.0), (np.array([2, 5]), 1.0)]
    cov = episode_coverage(postings, episode, np.array([1, 4, 5]))
    assert cov[0] == pytest.approx(1.0)  # row 1 says neither word, but its episode says both
    assert cov[1] == pytest.approx(2.0 / 3.0)
    assert cov[2] == pytest.approx(1.0 / 3.0)
    assert episode_coverage([], episode, np.array([1])).tolist() == [0.0]


def test_neighbours_in_the_same_episode_lend_relevance() -> None:
    episode = np.array([0, 0, 0, 1])
    allowed = np.array([True, True, True, True])
    rows = neighbours(np.array([1, 3]), episode, allowed)
    assert rows.tolist() == [0, 1, 2, 3]  # row 2 is next to 3 but in another episode: kept by 1
    assert neighbours(np.array([1]), episode, np.array([True, True, False, True])).tolist() == [
        0, 1]
    params = RankParams(context_weight=0.2)
    rel = lend_context(np.array([0, 1, 2, 3]), np.array([0.0, 1.0, 0.0, 0.5]), episode, params)
    assert rel[0] == pytest.approx(0.2 / 1.4) and rel[2] == pytest.approx(0.2 / 1.4)
    assert rel[1] == pytest.approx(1.0 / 1.4)
    assert rel[3] == pytest.approx(0.5 / 1.4)  # nothing lent across episodes


def test_prior_is_bounded_so_decay_never_hides_a_strong_match() -> None:
    params = RankParams()
    fresh = prior(np.array([2.0]), np.array([0], dtype=np.int8), None, None, params)[0]
    faded = prior(np.array([0.0]), np.array([0], dtype=np.int8), None, None, params)[0]
    assert faded < fresh and fresh / faded < 1.06
    # a clearly better match (relevance 1.0 vs 0.8) stays ahead however faded it is
    assert 1.0 * faded > 0.8 * fresh


def test_prior_marks_status_time_and_speaker() -> None:
    params = RankParams()
    codes = np.array([0, 2], dtype=np.int8)
    base = prior(np.zeros(2), codes, None, None, params)
    assert base[1] < base[0]  # an outdated memory ranks below an equally relevant valid one
    timed = prior(np.zeros(2), np.zeros(2, dtype=np.int8), np.array([1.0, 0.0]), None, params)
    assert timed[0] == pytest.approx(timed[1] * (1 + params.time_weight))
    spoken = prior(np.zeros(2), np.zeros(2, dtype=np.int8), None, np.array([True, False]),
                   params)
    assert spoken[0] > spoken[1]


def test_prompt_is_dated_attributed_and_never_states_outdated_as_current() -> None:
    text = render([
        PromptItem("2024-05-02", "Max", "I live in Berlin now", "valid", id="01NEW"),
        PromptItem("2023-01-10", "Max", "I live in Paris", "outdated",
                   changes=["2024-05-02 valid -> outdated: moved to Berlin"],
                   replaced_by="01NEW", current="01NEW"),
    ])
    assert text.splitlines() == [
        HEADER,
        "- [2024-05-02] Max: I live in Berlin now",
        HISTORY,
        "- [2023-01-10] (outdated; no longer holds) Max: I live in Paris",
        "    true now instead: [2024-05-02] Max: I live in Berlin now",
        "    change: 2024-05-02 valid -> outdated: moved to Berlin",
    ]
    assert render([]) == ""


def test_review_interleaving_takes_at_most_its_share_of_relevant_fading_memories() -> None:
    from ebbing.core.ranking import interleave_review

    order = np.arange(10)
    relevance = np.array([1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.3])
    due = np.zeros(10, dtype=bool)
    due[[5, 6, 9]] = True  # 9 is too weak to be worth reviewing here
    picked = interleave_review(order, relevance, due, top=4, share=0.5)
    assert picked == [(0, False), (5, True), (1, False), (6, True)]
    assert interleave_review(order, relevance, due, top=4, share=0.0) == [
        (0, False), (1, False), (2, False), (3, False)]
    none_due = np.zeros(10, dtype=bool)
    assert [i for i, _ in interleave_review(order, relevance, none_due, 3, 0.3)] == [0, 1, 2]


def test_a_long_conversation_is_cut_into_bounded_episodes() -> None:
    context = np.zeros(10, dtype=np.int32)  # ten turns of one conversation
    assert episodes(context, longest=4).tolist() == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2]
    # a new conversation starts a new count: the cut falls four rows after it
    context = np.array([3, 3, 3, 5, 5, 5, 5, 5], dtype=np.int32)
    assert episodes(context, longest=4).tolist() == [0, 0, 0, 1, 1, 1, 1, 2]
    # appending never moves an earlier boundary
    assert episodes(context[:6], longest=4).tolist() == [0, 0, 0, 1, 1, 1]


def test_a_derived_memory_borrows_from_what_it_cites_not_from_neighbours() -> None:
    from ebbing.core.ranking import gathered_coverage

    episode = np.array([0, 0, 1, 2])  # row 3: a derived memory, an episode of its own
    params = RankParams(context_weight=0.2)
    relevance = np.array([0.6, 0.2, 0.4, 0.5])
    cited = {3: np.array([0, 2])}
    rel = lend_context(np.array([0, 1, 2, 3]), relevance, episode, params, cited)
    assert rel[3] == pytest.approx((0.5 + 0.2 * 2 * 0.5) / 1.4)  # two neighbours of the mean
    assert rel[0] == pytest.approx((0.6 + 0.2 * 0.2) / 1.4)  # turns lend as before
    plain = lend_context(np.array([0, 1, 2, 3]), relevance, episode, params)
    assert plain[3] == pytest.approx(0.5 / 1.4)
    coverage = gathered_coverage(np.array([1.0, 1.0, 0.3, 0.2]), cited)
    assert coverage.tolist() == [1.0, 1.0, 0.3, 1.0]  # as covered as the best episode cited


def test_a_page_of_derived_memories_leaves_room_for_what_answers_the_query() -> None:
    from ebbing.core.ranking import few_derived

    derived = np.array([True, True, True, False, False, True, False])
    order = np.array([0, 1, 2, 3, 4, 5, 6])  # three derived memories ranked first
    capped = few_derived(order, derived, top=10)  # at most 2 derived among 10 slots
    assert capped.tolist() == [0, 1, 3, 4, 6, 2, 5]  # the rest move to the end, in order
    assert few_derived(order, derived, top=5).tolist() == [0, 3, 4, 6, 1, 2, 5]  # at least 1
    plain = np.array([3, 0, 4, 1, 6])
    assert few_derived(plain, derived, top=10).tolist() == plain.tolist()  # nothing to move


def test_answers_spread_over_conversations_while_an_answer_stays_beside_its_question() -> None:
    from ebbing.core.ranking import spread_episodes

    # store rows 0-5 are one talk (episode 0), rows 6-9 another (episode 1)
    episode = np.array([0, 0, 0, 0, 0, 0, 1, 1, 1, 1])
    rows = np.arange(10, dtype=np.int64)  # candidate i is store row i
    # best first: two far-apart rows of talk 0, then a row of talk 1
    order = np.array([1, 4, 8, 3, 7])
    # row 4 (one of its talk above it) moves 2 places down, below talk 1's best; rows 3
    # and 7 sit next to rows ranked above them and keep their places
    assert spread_episodes(order, rows, episode, places=2).tolist() == [1, 8, 4, 3, 7]
    # one place: a tie with the next, which keeps the original order
    assert spread_episodes(order, rows, episode, places=1).tolist() == order.tolist()
    # a row next to one ranked above it keeps its place: it is the answer to that turn
    assert spread_episodes(np.array([1, 2, 8]), rows, episode, 1).tolist() == [1, 2, 8]
    assert spread_episodes(order, rows, episode, places=0).tolist() == order.tolist()
    # places grow with how many of the episode are ranked above: the third (row 5) moves
    # below talk 1's best
    assert spread_episodes(np.array([0, 3, 5, 6, 7, 9]), rows, episode, 1).tolist() == [
        0, 3, 6, 5, 7, 9]


def test_a_talk_holding_several_relevant_memories_supports_each_of_them() -> None:
    from ebbing.core.ranking import episode_support

    relevance = np.array([0.9, 0.5, 0.3, 0.8, 0.1])
    episode_of = np.array([0, 0, 1, 0, 2])  # talk 0 has three candidates, 1 and 2 one each
    support = episode_support(relevance, episode_of)
    # the best of talk 0 is supported by its runner-up, the others by the best; relative to
    # the best relevance overall; a candidate alone in its talk gets nothing
    assert support.round(4).tolist() == [round(0.8 / 0.9, 4), 1.0, 0.0, 1.0, 0.0]
    assert episode_support(np.zeros(3), np.array([0, 0, 1])).tolist() == [0.0, 0.0, 0.0]
    assert len(episode_support(np.zeros(0), np.zeros(0, dtype=np.int64))) == 0


def test_a_reply_gains_from_the_question_it_answers() -> None:
    from ebbing.core.ranking import lend_to_replies

    rows = np.array([4, 5, 6, 9])
    base = np.array([0.8, 0.1, 0.1, 0.1])  # row 4 asks what the query is about
    relevance = base.copy()
    answers = np.array([False, True, False, True])  # 5 answers 4; 9's question is no candidate
    out = lend_to_replies(rows, relevance, base, answers, 0.5)
    assert out[1] > out[2] == out[3]  # only the reply to a relevant question rises
    assert np.all(out <= 1.0) and out[0] == pytest.approx(0.8 / 1.5)
    assert lend_to_replies(rows, relevance, base, answers, 0.0) is relevance


def test_a_term_every_candidate_holding_it_shares_counts_the_same_for_each() -> None:
    # per candidate: a person's name (BM25 higher in the short fact and in the one that
    # repeats it) and one other word, held by the second candidate only
    name = np.array([2.0, 1.6, 2.6, 0.0])
    word = np.array([0.0, 1.5, 0.0, 0.0])
    total = name + word
    flat = flat_terms(total, [name])
    assert flat.tolist() == pytest.approx([2.6, 4.1, 2.6, 0.0])  # presence, at its best
    assert flat_terms(total, []).tolist() == total.tolist()
    assert flat_terms(total, [np.zeros(4)]).tolist() == total.tolist()
