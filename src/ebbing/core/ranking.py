"""Fusing lexical and semantic evidence, then a bounded prior: relevance leads.

All functions are pure and vectorised over candidate rows. The fusion is score-level, not
rank-level: BM25 normalised by the best BM25 of the query, plus cosine similarity, plus the
coverage of the query by the memory's episode; then neighbours in the same episode lend each
other a share (an answer is usually next to its question). An episode is a stretch of one
conversation, as the caller said (a context id), never a guess from time. The weights were
chosen on the LoCoMo development split (bench/locomo.py, docs/retrieval.md has the ablations).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ebbing.core.rankparams import RankParams as RankParams

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

# status codes follow ebbing.models.Status order: valid, suspected, outdated, repudiated
STATUS_PRIOR = np.array([1.0, 0.97, 0.9, 0.85])


def episodes(context: npt.NDArray[np.int32] | IntArray,
             longest: int = RankParams.episode_max) -> IntArray:
    """Episode number per row from the conversation each row was said in (a code per context
    id, -1 for none): consecutive rows of the same conversation form an episode, cut every
    `longest` rows so that a very long conversation does not become one episode; a row with no
    conversation is an episode of its own. Time plays no part: unrelated memories written in
    the same minute stay apart. Cuts count from the episode's first row: appending never moves
    an earlier one."""
    if len(context) == 0:
        return np.zeros(0, dtype=np.int64)
    codes = context.astype(np.int64)
    start = np.concatenate([[True], codes[1:] != codes[:-1]]) | (codes < 0)
    index = np.arange(len(codes))
    first = np.maximum.accumulate(np.where(start, index, 0))
    start |= (index - first) % max(1, longest) == 0
    result: IntArray = (np.cumsum(start) - 1).astype(np.int64)
    return result


def episode_coverage(postings: list[tuple[IntArray, float]], episode: IntArray,
                     rows: IntArray) -> FloatArray:
    """For each candidate row, how well its episode covers the query, in [0, 1].

    `postings` holds, per query term, the rows containing it and the term's idf; an episode
    scores idf * c / (c + 0.5) per term it contains c times (saturating), normalised by the
    best candidate episode. A question whose words are spread over a conversation finds it."""
    if len(rows) == 0:
        return np.zeros(0)
    wanted = np.unique(episode[rows])
    score = np.zeros(len(wanted))
    slot = None  # episode -> its place in wanted, -1 (a lookup, not a binary search per row)
    if wanted[0] >= 0:  # (episodes are numbered from 0: core/ranking.py `episodes`)
        slot = np.full(int(wanted[-1]) + 1, -1, dtype=np.int32)
        slot[wanted] = np.arange(len(wanted), dtype=np.int32)
    for term_rows, idf in postings:
        found = episode[term_rows]
        if slot is not None:
            at = slot[np.clip(found, 0, len(slot) - 1)]
            at = at[(at >= 0) & (found >= 0) & (found < len(slot))]
        else:
            at = np.minimum(np.searchsorted(wanted, found), len(wanted) - 1)
            at = at[wanted[at] == found]
        count = np.bincount(at, minlength=len(wanted)).astype(np.float64)
        score += idf * count / (count + 0.5)
    best = score.max()
    if best <= 0:
        return np.zeros(len(rows))
    result: FloatArray = (score / best)[np.searchsorted(wanted, episode[rows])]
    return result


def gathered_coverage(coverage: FloatArray, cited: dict[int, IntArray]) -> FloatArray:
    """A derived memory covers the query as well as the best episode it cites."""
    out = coverage.copy()
    for i, among in cited.items():
        if len(among):
            out[i] = max(out[i], float(coverage[among].max()))
    return out


def fuse(lexical: FloatArray, semantic: FloatArray, coverage: FloatArray,
         params: RankParams, lexical_share: float = 1.0) -> FloatArray:
    """Relevance of each candidate before context: BM25 / best BM25 + w * cosine (negative
    cosines count 0) + w * episode coverage, scaled so that a perfect match is 1. The word
    sides (BM25 and coverage) are relative to the best match; `lexical_share` (at most 1)
    scales them by how much of the question that best match holds, where a best match can be
    a weak one (a Chinese question: retrieval/languages.py `lexical_share`)."""
    best = float(lexical.max()) if len(lexical) else 0.0
    lex = lexical / best if best > 0 else np.zeros(len(lexical))
    total = 1.0 + params.semantic_weight + params.coverage_weight
    if lexical_share != 1.0:
        lex, coverage = lexical_share * lex, lexical_share * coverage
    result: FloatArray = (lex + params.semantic_weight * np.clip(semantic, 0.0, None)
                          + params.coverage_weight * coverage) / total
    return result


def lend_context(rows: IntArray, relevance: FloatArray, episode: IntArray,
                 params: RankParams, cited: dict[int, IntArray] | None = None) -> FloatArray:
    """Each candidate gains `context_weight` times the relevance of the candidates just before
    and after it in the store when they belong to the same episode. `rows` must include the
    neighbours worth lending (see `neighbours`); the result is rescaled to stay in [0, 1].
    A derived memory (`cited`: candidate index -> indices of the candidates it cites) has no
    neighbours: what it cites lends to it instead, as two neighbours of their average relevance
    (a derived memory whose sources answer the query together rises; one citing everything
    about someone gains little)."""
    if params.context_weight <= 0 or len(rows) == 0:
        return relevance
    lent = _lent(rows, relevance, episode)
    for i, among in (cited or {}).items():
        if len(among):  # as two neighbours of the average relevance of what it cites
            lent[i] = 2.0 * float(relevance[among].mean())
    result: FloatArray = (relevance + params.context_weight * lent) / (
        1.0 + 2.0 * params.context_weight)
    return result


def _lent(rows: IntArray, relevance: FloatArray, episode: IntArray) -> FloatArray:
    """Per candidate, the relevance of the candidates at row - 1 and row + 1 of its episode
    (added in that order). Rows sorted and unique (as `neighbours` gives them) are read as
    arrays: a row's store neighbour, when a candidate, is the one beside it in `rows`."""
    n = len(rows)
    rows = np.asarray(rows, dtype=np.int64)
    if n > 1 and not bool(np.all(rows[1:] > rows[:-1])):
        value = dict(zip(rows.tolist(), relevance.tolist(), strict=True))
        lent = np.zeros(n)
        for i, row in enumerate(rows.tolist()):
            for other in (row - 1, row + 1):
                if other in value and 0 <= other < len(episode) and episode[other] == episode[row]:
                    lent[i] += value[other]
        return lent
    codes = episode[rows]
    before = np.zeros(n, dtype=np.bool_)
    before[1:] = (rows[1:] - 1 == rows[:-1]) & (rows[:-1] >= 0) & (codes[:-1] == codes[1:])
    after = np.zeros(n, dtype=np.bool_)
    after[:-1] = before[1:]
    values = np.asarray(relevance, dtype=np.float64)
    lent = np.zeros(n)
    lent[before] += values[np.flatnonzero(before) - 1]
    lent[after] += values[np.flatnonzero(after) + 1]
    return lent


def lend_to_replies(rows: IntArray, relevance: FloatArray, base: FloatArray,
                    answers: npt.NDArray[np.bool_], weight: float) -> FloatArray:
    """Each candidate that answers the turn before it (`answers`: that turn, a candidate
    too, is another speaker's question in the same episode) gains `weight` times that
    question's relevance before context (`base`), rescaled to stay in [0, 1]. A reply often
    lacks the topic it answers ("Sure thing! I can give it to you tomorrow." after "Can you
    give me the recipe?"): what the question asked is what the reply is about, more than
    what an ordinary neighbour says."""
    if weight <= 0 or not answers.any():
        return relevance
    at = {int(r): i for i, r in enumerate(rows.tolist())}
    lent = np.zeros(len(rows))
    for i in np.flatnonzero(answers).tolist():
        before = at.get(int(rows[i]) - 1)
        if before is not None:
            lent[i] = base[before]
    result: FloatArray = (relevance + weight * lent) / (1.0 + weight)
    return result


DERIVED_SHARE = 0.2  # of the slots a search returns, at most this share derived (at least 1)


def few_derived(order: IntArray, derived: npt.NDArray[np.bool_], top: int) -> IntArray:
    """`order` with the derived candidates past the first max(1, DERIVED_SHARE * top) moved to
    its end: a derived memory stands for the memories it cites, and a page of them would push
    out the memories that answer the query themselves."""
    most = max(1, int(top * DERIVED_SHARE))
    ranked = derived[order]
    late = ranked & (np.cumsum(ranked) > most)
    if not late.any():
        return order
    result: IntArray = np.concatenate([order[~late], order[late]])
    return result


def episode_support(relevance: FloatArray, episode_of: IntArray) -> FloatArray:
    """For each candidate, the relevance of the best other candidate of its episode over the
    best relevance of all (0 when it is alone there): a talk that holds several memories
    about what is asked is more likely the one it means than a talk with one stray match."""
    if len(relevance) == 0 or float(relevance.max()) <= 0:
        return np.zeros(len(relevance))
    order = np.lexsort((-relevance, episode_of))  # by episode, best first within each
    first = np.concatenate([[True], episode_of[order][1:] != episode_of[order][:-1]])
    starts = np.flatnonzero(first)
    best = np.repeat(relevance[order][starts], np.diff(np.append(starts, len(order))))
    has_two = np.append(np.diff(starts) > 1, len(order) - starts[-1] > 1)
    second_value = np.where(has_two, relevance[order][np.minimum(starts + 1, len(order) - 1)], 0)
    second = np.repeat(second_value, np.diff(np.append(starts, len(order))))
    other = np.where(first, second, best)  # the best of the episode gets its runner-up
    result = np.zeros(len(relevance))
    result[order] = other / float(relevance.max())
    return result


def spread_episodes(order: IntArray, rows: IntArray, episode: IntArray, places: int) -> IntArray:
    """`order` (candidate indices, best first) with the answers spread over episodes: a
    candidate whose episode already has n candidates ranked above it is ranked as if `places`
    x n places lower (a tie keeps the original order), unless it is next to one of them in
    the store (an answer stays beside its question). A question's answers often lie in
    several conversations ("what has she painted?"), and a second turn of the same talk that
    says nothing new pushes a turn of another talk out of the first few; the best of each
    episode keeps its place."""
    if places <= 0 or len(order) < 2:
        return order
    n = len(episode)
    at = np.asarray(rows)[order].astype(np.int64, copy=False)
    m = len(at)
    codes = episode[at]
    position = np.arange(m, dtype=np.int64)
    # how many candidates of the same episode are ranked above each
    by_code = np.argsort(codes, kind="stable")
    first = np.ones(m, dtype=np.bool_)
    first[1:] = codes[by_code][1:] != codes[by_code][:-1]
    count = np.empty(m, dtype=np.int64)
    count[by_code] = position - np.maximum.accumulate(np.where(first, position, 0))
    # where each store neighbour stands in the order (m: not a candidate)
    by_row = np.argsort(at, kind="stable")
    sorted_at = at[by_row]
    if m > 1 and bool(np.any(sorted_at[1:] == sorted_at[:-1])):
        return _spread_loop(order, at, codes, episode, places)

    def placed(other: IntArray) -> IntArray:
        i = np.minimum(np.searchsorted(sorted_at, other), m - 1)
        found: IntArray = np.where(sorted_at[i] == other, by_row[i], m)
        return found

    same_before = (at - 1 >= 0) & (episode[np.maximum(at - 1, 0)] == codes)
    same_after = (at + 1 < n) & (episode[np.minimum(at + 1, n - 1)] == codes)
    beside = ((same_before & (placed(at - 1) < position))
              | (same_after & (placed(at + 1) < position)))
    keys = position + np.where(beside, 0, places * count)
    result: IntArray = order[np.argsort(keys, kind="stable")]
    return result


def _spread_loop(order: IntArray, at: IntArray, codes: IntArray, episode: IntArray,
                 places: int) -> IntArray:
    """`spread_episodes` one candidate at a time (a row given twice: not in a search)."""
    n = len(episode)
    same_before = ((at - 1 >= 0) & (episode[np.maximum(at - 1, 0)] == codes)).tolist()
    same_after = ((at + 1 < n) & (episode[np.minimum(at + 1, n - 1)] == codes)).tolist()
    seen: dict[int, int] = {}
    shown: set[int] = set()
    keys = np.empty(len(order), dtype=np.int64)
    for position, (row, code) in enumerate(zip(at.tolist(), codes.tolist(), strict=True)):
        beside = ((same_before[position] and row - 1 in shown)
                  or (same_after[position] and row + 1 in shown))
        count = seen.get(code, 0)
        keys[position] = position + (0 if beside else places * count)
        seen[code] = count + 1
        shown.add(row)
    result: IntArray = order[np.argsort(keys, kind="stable")]
    return result


def neighbours(rows: IntArray, episode: IntArray, allowed: npt.NDArray[np.bool_]) -> IntArray:
    """`rows` and their allowed same-episode neighbours (row - 1, row + 1), sorted, unique."""
    n = len(episode)
    found = [rows]
    for step in (-1, 1):
        other = rows + step
        inside = (other >= 0) & (other < n)
        other, origin = other[inside], rows[inside]
        found.append(other[allowed[other] & (episode[other] == episode[origin])])
    result: IntArray = np.unique(np.concatenate(found)).astype(np.int64)
    return result


def flat_terms(lexical: FloatArray, parts: list[FloatArray]) -> FloatArray:
    """BM25 with each of `parts` (one term's contribution per candidate) counted the same
    in every candidate that holds it: its best contribution among them. A term every memory
    of a group holds (a person's name among that person's facts) carries no information
    among them; by BM25's length and term-frequency factors it would still rank the group's
    shortest memory, or the one repeating the name, above the one that answers."""
    out = lexical.copy()
    for part in parts:
        held = part > 0
        if held.any():
            out = out - part + np.where(held, float(part.max()), 0.0)
    result: FloatArray = np.maximum(out, 0.0)
    return result


def speaker_matches(relevance: FloatArray, named: npt.NDArray[np.bool_], among: int) -> bool:
    """Whether the person a query names said something like what it asks: one of their
    candidates is among the `among` most relevant, scored without the name's own words
    (every turn they said holds their name as its speaker). A question that names the wrong
    person ("What did Ana bake?" when Ben did the baking) does not lift Ana's turns, and her
    name no longer pulls them up either; `among` 0 always matches."""
    if among <= 0:
        return True
    if len(relevance) == 0 or not named.any():
        return False
    kth = np.sort(relevance)[::-1][min(among, len(relevance)) - 1]
    return bool(relevance[named].max() >= kth)


def prior(decay_scores: FloatArray, status_codes: npt.NDArray[np.int8],
          time_affinity: FloatArray | None, character_match: npt.NDArray[np.bool_] | None,
          params: RankParams) -> FloatArray:
    """A multiplicative prior near 1.0: decay (bounded by tanh), status, time, character."""
    value = 1.0 + params.decay_weight * (np.tanh(decay_scores) - 0.5)
    value = value * STATUS_PRIOR[status_codes.astype(np.int64)]
    if time_affinity is not None:
        value = value * (1.0 + params.time_weight * time_affinity)
    if character_match is not None:
        value = value * (1.0 + params.character_weight * character_match)
    result: FloatArray = value
    return result


def interleave_review(order: IntArray, relevance: FloatArray, due: npt.NDArray[np.bool_],
                      top: int, share: float) -> list[tuple[int, bool]]:
    """The `top` candidate indices to return, best first, as (index, is_review).

    Candidates due for review (fading through the danger zone) that are relevant (at least
    half the best relevance) but ranked below the top take up to `share` of the slots,
    spread evenly through the results, so that recall doubles as review."""
    ranked = order.tolist()
    head = ranked[:top]
    if share <= 0 or not ranked:
        return [(i, False) for i in head]
    best = float(relevance.max())
    rest = order[top:]  # those due and relevant, in order (as arrays: hundreds of them)
    fading = rest[due[rest] & (relevance[rest] >= 0.5 * best)].tolist()
    slots = min(len(fading), int(top * share))
    if slots == 0:
        return [(i, False) for i in head]
    head, fading = head[: top - slots], fading[:slots]
    step = max(1, len(head) // slots)
    result: list[tuple[int, bool]] = []
    for position, index in enumerate(head, start=1):
        result.append((index, False))
        if fading and position % step == 0 and len(result) < top:
            result.append((fading.pop(0), True))
    result += [(i, True) for i in fading[: top - len(result)]]
    return result
