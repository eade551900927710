"""Hybrid search: BM25, vectors and episode coverage fused by score, context lent between
neighbours, then a bounded prior from decay, status, time and speaker. Relevance leads; the
prior only reorders near-ties."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.eventtime import mentions_time, resolve
from ebbing.core.parts import person_parts
from ebbing.core.query import analyze, compound_terms, proper_names
from ebbing.core.questions import asks_duration, asks_start, asks_when, event_parts
from ebbing.core.ranking import (
    RankParams,
    episode_coverage,
    episode_support,
    few_derived,
    flat_terms,
    fuse,
    gathered_coverage,
    interleave_review,
    lend_context,
    prior,
    spread_episodes,
)
from ebbing.core.review import priority_many
from ebbing.core.timeexpr import find_time_window, time_affinity
from ebbing.graph.ranking import Associated
from ebbing.lang import dialects, has_cjk
from ebbing.models import Lifecycle, Memory, Status
from ebbing.retrieval import (
    abstain,
    agreed,
    alone,
    amount,
    asking,
    corrected,
    dictionary,
    earliest,
    frame,
    guard,
    intent,
    languages,
    latest,
    levels,
    misnamed,
    nearby,
    once,
    onward,
    runson,
    shortname,
    terse,
    titled,
    trade,
    unnamed,
    whentold,
)
from ebbing.retrieval.aliases import named as aliased
from ebbing.retrieval.answer import answering
from ebbing.retrieval.carry import carried_scores, carried_top, kind_of
from ebbing.retrieval.character import cited_by, concern
from ebbing.retrieval.floor import (
    SPOKEN_LOWEST,
    floor_for,
    gate,
    lowest_for,
    stranger_to,
    word_match,
    written_apart,
)
from ebbing.retrieval.languages import cosine_lead, lexical_share, ranked_languages, writes_cjk
from ebbing.retrieval.lists import by_talk, for_lists, kind_part
from ebbing.retrieval.members import member_part
from ebbing.retrieval.merging import fair_merge, with_parts
from ebbing.retrieval.naming import called_scores, named_too
from ebbing.retrieval.subject import speaker_prior
from ebbing.retrieval.timed import by_time, names_a_date, names_a_month
from ebbing.retrieval.told import asked_told, told_prior, told_top
from ebbing.store.columns import LIFECYCLE_CODE, STATUS_CODE, to_us

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine
    from ebbing.service import MemoryService

POOL = 100  # candidates taken from each list before fusion
PARAMS = RankParams()  # bench/locomo.py --rank replaces it for ablations


@lru_cache(maxsize=8192)
def resolved_times(text: str, said: date) -> tuple[dict[str, str], ...]:
    """What the time words of a memory were read as, for `why`: each phrase, the dates it
    means and whether they lie before, on or after the day it was said (a plan or a
    report; core/tense.py). Kept per (text, day said), as the prompt's annotation is."""
    if not mentions_time(text):
        return ()
    out = []
    for event in resolve(text, said):
        way = ("after it was said" if event.start > said
               else "before it was said" if event.end <= said else "when it was said")
        out.append({"phrase": event.phrase, "resolved": event.label(), "relative": way})
    return tuple(out)


@dataclass
class Hit:
    memory: Memory
    score: float
    relevance: float
    decay: float
    why: dict[str, Any] = field(default_factory=dict)
    review: bool = False


@dataclass(frozen=True)
class Filters:
    tags: tuple[str, ...] = ()
    statuses: tuple[Status, ...] = ()
    since: datetime | None = None
    until: datetime | None = None
    include_archived: bool = False
    no_derived: bool = False  # leave out thoughts and dreams (ebbing.thinking)


def allowed_rows(svc: MemoryService, filters: Filters) -> npt.NDArray[np.bool_]:
    cols = svc.store.cols
    mask = cols.col("alive").copy()
    if not filters.include_archived:
        mask &= cols.col("lifecycle") != LIFECYCLE_CODE[Lifecycle.ARCHIVED]
    if filters.statuses:
        mask &= np.isin(cols.col("status"), [STATUS_CODE[s] for s in filters.statuses])
    if filters.since is not None:
        mask &= cols.col("occurred") >= to_us(filters.since)
    if filters.until is not None:
        mask &= cols.col("occurred") < to_us(filters.until)
    if filters.no_derived:
        from ebbing.thinking.derived import derived_rows

        mask &= ~derived_rows(svc)
    if filters.tags:
        wanted = {t.lower() for t in filters.tags}
        sets = [i for i, ts in enumerate(cols.tagsets) if wanted & {t.lower() for t in ts}]
        mask &= np.isin(cols.col("tagset"), sets)
    return mask


_derived_sets: tuple[list[tuple[str, ...]], int, list[int]] | None = None


def derived_tagsets(tagsets: list[tuple[str, ...]]) -> list[int]:
    """The indices of the store's tag sets that mark a derived memory (thinking/derived.py
    TAGS, any case). The list of tag sets only grows (a reload makes a new one), so what was
    read of it is kept: a search reads only the sets added since."""
    global _derived_sets
    from ebbing.thinking.derived import TAGS

    kept, done, found = _derived_sets or (None, 0, [])
    if kept is not tagsets or done > len(tagsets):
        done, found = 0, []
    found = found + [i for i, ts in enumerate(tagsets[done:], done)
                     if {t.lower() for t in ts} & set(TAGS)]
    _derived_sets = (tagsets, len(tagsets), found)
    return found


def with_cited_rows(svc: MemoryService, rows: npt.NDArray[np.int64],
                    allowed: npt.NDArray[np.bool_]) -> tuple[npt.NDArray[np.int64],
                                                             dict[int, npt.NDArray[np.int64]]]:
    """The candidates plus the allowed memories the derived candidates cite, and per derived
    candidate (an index into the result) the indices of what it cites."""
    cols = svc.store.cols
    sets = derived_tagsets(cols.tagsets)
    if not sets:
        return rows, {}
    links: dict[int, list[int]] = {}
    for row in rows[np.isin(cols.col("tagset")[rows], sets)].tolist():
        found = [cols.row_of(i) for i in cited_by(svc.store, row)]  # no Memory built
        if found:
            links[row] = [r for r in found if r is not None and allowed[r]]
    if not links:
        return rows, {}
    out = np.union1d(rows, np.array([r for v in links.values() for r in v], dtype=np.int64))
    at = {int(r): i for i, r in enumerate(out.tolist())}
    return out.astype(np.int64), {at[row]: np.array([at[r] for r in v], dtype=np.int64)
                                  for row, v in links.items()}


def run_search(svc: MemoryService, engine: SearchEngine, query: str, *, top: int,
               now: datetime, character: str | None, filters: Filters,
               review_share: float, hops: int = 2) -> list[Hit]:
    """The ranked hits for `query`. A question relating two events ("How long between A and B?",
    `event_parts`) also looks up each: each part's best follows the question's (`with_parts`)."""
    def ask(text: str, said_by: str | None = None) -> list[Hit]:
        return rank(svc, engine, text, top=top, now=now, character=character, filters=filters,
                    review_share=review_share, hops=hops, said_by=said_by)

    hits = ask(query := shortname.asked(engine, query, PARAMS.short_names))  # "Somto" whole
    parts = event_parts(query, took=PARAMS.split >= 2) if PARAMS.split and hits else []
    if parts:
        return with_parts(hits, [ask(part) for part in parts], top)
    members = (member_part(svc, engine, query, PARAMS.members, bool(PARAMS.members_perfect))
               if PARAMS.members > 0 else None)
    if members is not None and hits:  # "What martial arts has Tom done?": "tom judo karate"
        return by_talk(hits, ask(*members), top, PARAMS.members_depth, PARAMS.members_from)
    kind = (kind_part(query, engine.speaker_names(), bool(PARAMS.list_perfect))
            if PARAMS.list_part > 0 and hits else None)
    if kind is not None:  # "What martial arts has Tom done?": "tom martial arts" too
        text, who = kind
        return by_talk(hits, ask(text, who if PARAMS.list_part_own else None), top,
                       PARAMS.list_part)
    people = person_parts(query, engine.speaker_names()) if PARAMS.people > 0 else []
    if people:  # "What do Ana and Tom both collect?": what each of them said
        return fair_merge(hits, [ask(part, who if PARAMS.people_own else None)
                                 for part, who in people], top, PARAMS.people)
    return hits


def rank(svc: MemoryService, engine: SearchEngine, query: str, *, top: int,
         now: datetime, character: str | None, filters: Filters,
         review_share: float, hops: int = 2, said_by: str | None = None) -> list[Hit]:
    engine.question_ahead(query)  # embedded while the word side runs (embed/ahead.py)
    engine.sync()
    cols = svc.store.cols
    allowed = allowed_rows(svc, filters)
    if said_by is not None:  # one person's part of a question (`run_search`)
        allowed &= engine.speaker[: len(allowed)] == engine.characters.get(said_by, -2)
    parts = analyze(query)
    params = for_lists(PARAMS, query)
    if params.compounds:  # "ice cream" meets "icecream" (core/query.py `compound_terms`)
        extra = compound_terms(query, engine.lexical.holds)
        parts = replace(parts, terms=list(dict.fromkeys([*parts.terms, *extra])))
    lexical = engine.lexical_top(parts.terms, POOL, allowed)
    bridge = dictionary.bridged(engine, query, svc.settings.dictionary)  # optional, off
    lexical = dictionary.widened(engine, lexical, bridge, POOL // 4, allowed)  # "tables", 桌子
    named = engine.named_speakers(query)
    name_terms = (engine.name_terms(named) if params.speaker_match > 0 or params.speaker_share > 0
                  or params.misnamed > 0 else set())
    rest = [t for t in parts.terms if t not in name_terms]
    if name_terms and rest:  # what the query asks, whoever said it (speaker_matches)
        lexical = np.union1d(lexical, engine.lexical_top(rest, POOL, allowed))
    # what does not need the question's vector is read while it is still being embedded
    window = find_time_window(query, now)
    alias = aliased(engine, query, allowed, params.spoken)  # another spelling (aliases.py)
    postings = engine.lexical.term_postings(parts.terms)
    held, missing = (alias.word_postings(engine.lexical, parts.terms) if len(alias.joined)
                     else (postings, len(set(parts.terms)) - len(postings)))
    known = alias.spelled | titled.joined(query, engine.names)  # "Hurricane Delphine"
    stranger = stranger_to(svc, engine, query, known, bool(named))  # floor.py
    q = engine.query_vector(query)
    wants = intent.asked_for(engine.embedder, q, svc.settings.question_reader)  # intent.py
    lowest = lowest_for(query, engine.names, personal=True, learned=wants.personal)
    if not has_cjk(query):  # a name a CJK store may write in Chinese, the world (floor.py)
        stranger, lowest = written_apart(query, stranger, lowest, writes_cjk(engine))
    semantic, sims = engine.semantic_top(q, POOL, allowed)
    assoc = Associated()  # the entity index is built only when association is weighed
    if params.associate_weight > 0 and hops > 0:
        assoc = Associated.find(engine.entities, query, hops, lambda r: svc.scores(r, now),
                                allowed, lexical, semantic)
    found = np.unique(np.concatenate((lexical, semantic, assoc.extra, alias.joined)))  # union1d's
    called, found = named_too(engine, parts.terms, found, allowed, params)  # "van": "morag"
    params = terse.carrying(engine, found, params)  # in a chat, carried words (terse.py)
    if params.carry > 0:  # what the turns just before a memory said (retrieval/carry.py)
        found = np.union1d(found, carried_top(engine, kind_of(params), parts.terms, POOL, allowed))
    if window is not None and params.time_pool > 0:  # time as a way in, not only a weight
        found = np.union1d(found, by_time(engine, cols.col("occurred"), window, allowed, q,
                                          params.time_pool))
    told_as = asked_told(params, query)  # "when did X start", "his third race" (told.py)
    for _, pool, told_terms in told_as:
        found = np.union1d(found, told_top(engine, q, allowed, named, pool, told_terms))
    found = found.astype(np.int64)
    params = terse.weighed(engine, found, nearby.gated(engine, found, params))  # chat turns
    when = asks_when(query)  # the day told two turns from the event too (whentold.py)
    found = whentold.with_dated(engine, found, allowed, when, params)
    found = corrected.with_corrections(engine, found, allowed)  # 我记错了… (corrected.py)
    rows = onward.candidates(engine, found, allowed, params)  # neighbours
    if len(rows) == 0:
        return []
    rows, cited = with_cited_rows(svc, rows, allowed)
    bm25 = once.scores(alias, engine, query, parts.terms, rows).astype(np.float64)
    bm25 = bm25 + called_scores(engine, called, rows, params)  # naming.py
    if bridge:
        bm25 = bm25 + dictionary.WEIGHT * engine.lexical.scores_for(bridge, rows)
    if params.flat:  # a name among its holders' memories tells none of them apart
        names = set(proper_names(query))
        flat = (names - engine.name_terms(named) if params.flat == 1
                else names | engine.name_terms(named) if params.flat == 2 else set(parts.terms))
        bm25 = flat_terms(bm25, [engine.lexical.scores_for([t], rows).astype(np.float64)
                                 for t in parts.terms if t in flat])
    if params.carry > 0:
        bm25 = bm25 + params.carry_weight * carried_scores(engine, kind_of(params), parts.terms,
                                                            rows)
    cosine = engine.cosines(q, rows, query)  # CJK: per language pair (retrieval/languages.py)
    cosine = levels.at_own_level(engine, q, query, rows, cosine, params.own_level)  # levels.py
    cosine = alias.cosines(engine, rows, cosine,  # a name in another spelling (aliases.py)
                           once.asked(alias, engine, query, parts.terms, rows))
    bm25, cosine = alone.name_alone(engine, query, parts.terms, named, rows, bm25, cosine, params)
    sense = unnamed.blend(engine, query, named, rows, cosine, params)  # not the name alone
    words = word_match(held, missing, engine.lexical.n_docs, rows)  # floor.py
    share = lexical_share(engine.embedder, query, bm25, words,  # 1 unless CJK (languages.py)
                          ranked_languages(engine, query, rows))
    coverage = episode_coverage(held, engine.episode, rows)  # a named person held once
    coverage = nearby.covered(held, engine.episode, rows, coverage, params)  # nearby.py
    if cited:  # a derived memory: as covered as the best episode it cites
        coverage = gathered_coverage(coverage, cited)
    fused = fuse(bm25, sense, coverage, params, share)
    relevance = lend_context(rows, fused, engine.episode, params, cited)
    relevance = onward.lent(engine, rows, relevance, fused, params)  # replies, onward.py
    said = np.isin(engine.speaker[rows], named) if named else None
    if said is not None and name_terms and rest != parts.terms:  # misnamed.py
        said, bm25, coverage, relevance, cosine = misnamed.as_named(
            engine, query, named, rows, rest, said, sense, share, params, cited,
            (bm25, coverage, relevance, cosine))
    relevance = assoc.boost(rows, relevance, params.associate_weight)
    decay = svc.scores(rows, now)
    affinity = time_affinity(cols.col("occurred")[rows], window) if window else None
    if window is not None and affinity is not None and params.event_weight > 0:
        # when the memory says the thing happened counts as well as when it was said
        affinity = np.maximum(affinity, params.event_weight * engine.events.affinity(
            rows, window, runson.periods(engine)))  # a lasting state holds on (runson.py)
    speaker = said
    if character:  # said by, naming or mentioning them (retrieval/character.py)
        given = concern(svc.store, rows, character)
        speaker = given if speaker is None else speaker | given
    weights = params
    if window is not None and params.day_weight > 0 and (
            names_a_date(window) or (params.month_dated > 0 and names_a_month(window))):
        weights = replace(params, time_weight=params.time_weight + params.day_weight)
    final = relevance * prior(decay, cols.col("status")[rows], affinity, speaker, weights)
    if when:  # a prior too: relevance is left alone
        final = final * whentold.prior(engine, rows, relevance, params, query)
    if params.span_weight > 0 and asks_duration(query):  # "how long": "for 3 years" answers
        final = final * (1.0 + params.span_weight * engine.events.has_span(rows))
    elif params.start_weight > 0 and asks_start(query):  # "I've had them 4 years" says when
        final = final * (1.0 + params.start_weight * engine.events.has_span(rows))
    if told_as:  # "I just signed with a new team", "I won another race"
        final = final * told_prior(engine, rows, told_as)
    if params.gather > 0:  # a talk holding several relevant memories is likelier the one
        final = final * (1.0 + params.gather * episode_support(relevance, engine.episode[rows]))
    for by in (alias.own_kept(speaker_prior(engine, query, rows), rows),  # 我 alone (CJK)
               trade.prior(engine, query, rows, params),  # "what does X do"
               asking.prior(engine, rows, params),  # "how's the finger?" tells nothing
               amount.prior(engine, query, rows, params)):  # "how much": "4200"
        final = final if by is None else final * by
    due = priority_many(decay, svc.settings.review_params()) > 0
    floor = abstain.judged(engine, query, rows, gate(  # a learned reader too (abstain.py)
        floor_for(svc.settings.relevance_floor, svc.settings.embedder), cosine, words,
        names_unknown=stranger, time=None if affinity is None else np.minimum(affinity, 1.0),
        time_weight=params.time_floor, lowest=lowest,
        answered=None if agreed.form_alone(query, wants, params)  # agreed.py
        else answering(engine, query, rows, alias.spelled, wants,  # answer.py
                       svc.settings.answer_reader, svc.settings.comment_reader),
        about=frame.about(engine, query, q, rows, lowest, SPOKEN_LOWEST,  # frame.py
                          params.frame_lift, params.untold)), cosine, wants, params.abstain)
    order = np.argsort(-final, kind="stable")
    order = latest.latest_first(engine, query, rows, order[floor.keep[order]], final,  # CJK
                                params.latest)  # the present: what was said last (latest.py)
    order = earliest.earliest_first(engine, query, rows, order, final, params.latest)  # 当初
    lead = cosine_lead(engine.embedder, query, semantic, sims)  # CJK only (languages.py)
    order = guard.guarded(order, cosine, words, affinity, said, params, engine, query)
    order = languages.kept_within(order, rows, lead, 1)  # plain cosine's clear first stays first
    if lead is None and params.cosine_keep > 0:  # a near-clear first kept among the first few
        order = languages.kept_within(order, rows, languages.cosine_kept(
            engine.embedder, query, semantic, sims, params.cosine_keep_lead), params.cosine_keep)
    order = corrected.corrections_first(engine, query, rows, order)  # before what it corrects
    if cited:  # a few derived memories among the results, each brings what it cites
        order = few_derived(order, np.isin(np.arange(len(rows)), list(cited)), top)
    order = spread_episodes(order, rows, engine.episode, params.spread)
    picked = interleave_review(order, relevance, due, top, review_share)
    lex_rank = {int(r): i + 1 for i, r in enumerate(lexical.tolist())}
    sem_rank = {int(r): i + 1 for i, r in enumerate(semantic.tolist())}
    hits = []
    for i, review in picked:
        row = int(rows[i])
        why: dict[str, Any] = {"lexical_rank": lex_rank.get(row),
                               "semantic_rank": sem_rank.get(row),
                               "bm25": round(float(bm25[i]), 4),
                               "cosine": round(float(cosine[i]), 4),
                               "coverage": round(float(coverage[i]), 4),
                               "relevance": round(float(relevance[i]), 6),
                               "decay": round(float(decay[i]), 6)}
        if affinity is not None and window is not None:
            why["time"] = {"phrase": window.phrase, "affinity": round(float(affinity[i]), 4)}
        memory = svc.store.read_row(row)
        if read_as := resolved_times(memory.content, memory.occurred_at.date()):
            why["event_times"] = list(read_as)
        if words_read := dialects.written_for(parts.terms, memory.content):  # 女儿: 妮儿
            why["words_read"] = words_read
        if speaker is not None:
            why["character"] = bool(speaker[i])
        why.update({"review": True} if review else {})
        why.update(assoc.why(row))
        why.update(floor.why(i))
        hits.append(Hit(memory, float(final[i]), float(relevance[i]),
                        float(decay[i]), why, review))
    return hits
