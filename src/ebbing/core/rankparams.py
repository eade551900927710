"""The ranking's settings, one frozen set of weights (core/ranking.py uses them; bench/locomo.py
--variant replaces them to measure; docs/retrieval.md says how each was chosen)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RankParams:
    semantic_weight: float = 2.0  # per unit of cosine; BM25 counts 1 at the query's best match
    coverage_weight: float = 0.4  # how much of the query the memory's episode covers
    context_weight: float = 0.2  # share of each same-episode neighbour's relevance lent
    decay_weight: float = 0.05  # at most +-5 %: reorders near-ties, never hides a match
    time_weight: float = 0.7  # a query that names a period favours memories from it
    character_weight: float = 0.1  # what the named or given speaker said comes first
    speaker_match: int = 0  # ... only when one of their candidates is among this many best,
    # the name's own words left out (`speaker_matches`); 0: always
    event_weight: float = 2.0  # a memory whose words date the thing to the query's period
    # ("yesterday", said the day after) gains up to 2 x time_weight
    when_weight: float = 0.1  # "when did ...": memories whose words carry a date rank higher
    span_weight: float = 1.0  # "how long ...": memories whose words name a duration rank higher
    # time, event and span weights chosen together by cross-validation across LoCoMo
    # conversations (docs/retrieval.md, "When things happened")
    start_weight: float = 0.5  # "when did X start ...": memories naming a duration rank
    # higher ("I've had them four years" says when); raises the LoCoMo confirm half, changes
    # no RealMem query of the ten personas (docs/retrieval.md, "Seventh round")
    time_pool: int = 50  # a query naming a period: this many memories said in it or dating
    # a thing to it (the best by cosine) join the candidates (retrieval/search.py)
    time_floor: float = 0.2  # a time match's share in the relevance floor's strength
    when_near: float = 0.0  # "when did ...": a memory whose words carry a date gains this
    # share of the relevance of the turns up to two before or after it in its talk (the
    # asked event told there, its day told beside it; retrieval/whentold.py); 0: off
    when_len: int = 0  # > 0: only a dated memory of at most this many index terms gains
    near_terse: float = 0.3  # added to `when_near` in the part the question's candidates are
    # short turns (terse_from .. terse_full, retrieval/terse.py): a chat, not LoCoMo's turns
    when_asked: float = 0.0  # "when did ...": the turn before a short "when?" of the other
    # speaker (the event) and the turn after it (the day) each gain this share of the other's
    # relevance, and join the candidates with it (retrieval/whenasked.py); 0: off
    when_echo: float = 0.0  # "when did ...": a memory dating something to a day that one of
    # the three most relevant dated ones names gains this share of that one's relevance
    # (a plan and its telling in a later talk; retrieval/whenecho.py); 0: off
    when_way: float = 0.3  # "when did X ...?" (done) / "when will X ...?" (planned): a memory
    # dating a thing the same way from its own day gains this share (retrieval/whenway.py);
    # on since stop 27: with way_floor it gained or held on every set not tuned on (heldout5,
    # heldout9, heldout10) at a cost of two LoCoMo dev and three heldout8 session hits
    way_other: float = 0.5  # ... and one dating a thing of a day the other way this part of it
    way_terse: float = 0.0  # added to when_way in the part the question's candidates are short
    # chat turns (terse.py chat_part, as near_terse); 0: off (stop 26, time9)
    way_floor: float = 0.5  # the when_way lift goes only to memories about the thing asked:
    # relevance at least this part of the best candidate's (stop 27, time10); 0: all
    way_beside: float = 0.0  # an undated memory next to one dating a thing the asked way, in
    # the same talk, gains this part of the lift ("I can drive again" after "saw him Thursday")
    when_terse: float = 0.0  # added to when_weight in the part the question's candidates are
    # short chat turns (retrieval/terse.py chat_part, as near_terse): a chat's turn that
    # carries a date is most often the answer to "when"; a long turn dates its own story
    associate_weight: float = 0.0  # bonus for memories about entities the query brings to
    # mind; 0 because every weight tried lowered LoCoMo multi-hop recall (docs/graph.md)
    episode_max: int = 64  # a conversation's episode holds at most this many memories
    spread: int = 1  # a memory from an episode already ranked, not next to one ranked
    # there, moves down this many places per such memory before it (`spread_episodes`)
    reply_weight: float = 0.0  # a reply gains this share of the relevance of the question
    # just before it (another speaker's turn asking something: `lend_to_replies`)
    reply_form: int = 0  # 1: a turn asks when it only asks by its form, question mark or
    # not ("how's the knee"; retrieval/asking.py); 0: when it holds a question mark. With
    # reply_weight 0.2 it lifts heldout2 but lowers heldout1's and LoCoMo's session hit@5
    # (docs/retrieval.md, "Thirteenth round")
    split: int = 2  # "how long between A and B?": each event looked up on its own too
    # (core/questions.py `event_parts`, retrieval/search.py `with_parts`); 0: off; 2 (since
    # the seventh round): also "how long did it take X to finish Y?", Y's start and its end
    # (`took_parts`); 1: "between" only
    day_weight: float = 1.0  # added to time_weight when the query names one day by its date
    # ("on 3 June, 2023", "as mentioned on November 6"; not "today": `names_a_date`); chosen
    # on LoCoMo dev, confirmed on RealMem (docs/retrieval.md, "Fifth round")
    month_dated: int = 0  # 1: a month named with its year ("in August 2023",
    # `names_a_month`) weighs time as a dated day does (`day_weight`, no weight of its own).
    # Off: LoCoMo session hit@5 +0.002, but heldout14 R@10 -0.002 (docs/retrieval.md, en29);
    # since a lasting state holds on (retrieval/runson.py) heldout14 no longer falls (en30)
    compounds: int = 1  # a query's open or closed compounds meet the store's other spelling
    # ("ice cream" and "icecream"; core/query.py `compound_terms`); 0: off, for ablations
    gather: float = 0.3  # a memory whose episode holds another relevant memory gains this
    # share of that one's relevance, relative to the best (`episode_support`); chosen on
    # LoCoMo dev, confirmed on RealMem (docs/retrieval.md, "Second round")
    flat: int = 0  # a name the query writes counts the same in every candidate holding it
    # (`flat_terms`): 1 the names that are not the store's speakers, 2 with the speakers',
    # 3 every term; 0 (off): 1 lifts bench/mixed.py's hit@1 but lowers RealMem's Dynamic
    # Updating and one LoCoMo session (docs/retrieval.md, "Fourth round")
    people: int = 0  # "What do Ana and Tom both ...?": each person looked up on their own
    # (core/parts.py), up to this many of each one's best taken in turn with the question's
    # own (retrieval/search.py `fair_merge`); 0: off
    people_own: int = 1  # ... among what that person said (1) or among every memory (0)
    list_gather: float = 0.0  # `gather` for a question asking for several things of a
    # kind (core/questions.py `asks_list`): each item is told once, in its own talk, so a
    # talk gains nothing from holding several matches; below 0: the same as for any question
    list_spread: int = 2  # `spread` for such a question; below 0: the same. Both chosen on
    # LoCoMo dev (docs/retrieval.md, "Fifth round"); no RealMem query asks for a list
    mismatch: int = 0  # when speaker_match finds the named person said nothing like it:
    # 0 no boost and no weight for their name, 1 no boost, 2 the boost goes to whoever
    # said the best match (the name's words kept)
    speaker_share: float = 0.0  # the speaker boost only for the named person's turns whose
    # relevance without their name is at least this share of the best's; 0: every turn of theirs
    misnamed: float = 0.9  # a question naming someone whose turns, read without the name
    # (its words and the question's vector with people written "someone"), best below this
    # share of another speaker's best: the name stops counting, no boost, every candidate
    # ranked by that reading (retrieval/misnamed.py); 0: off. 0.9 chosen on heldout12-14 and
    # LoCoMo dev (leave-one-set-out: 0.9 three times, 0.8 once), confirmed on heldout8-11, 15
    # (docs/retrieval.md, "Stop 32, branch enadv1")
    carry: int = 0  # a memory's carried words: those of this many memories before it in its
    # episode (retrieval/carry.py); 0: off (docs/retrieval.md, "Seventh round")
    carry_weight: float = 0.3  # their BM25's weight beside the memory's own words
    carry_short: int = 0  # ... only for memories of fewer index terms than this; 0: any
    carry_names: int = 0  # 1: only the names carried (who spoke, whom they named)
    list_wide: int = 0  # 1: the list settings also for a question asking what has happened
    # over time or how many times (core/questions.py `asks_several`); 0: lists only
    list_part: int = 0  # a list question's kind ("martial arts") also looked up on its own,
    # up to this many of its best from talks not yet among the results taken in turn with the
    # question's own (retrieval/lists.py); 0: off
    list_part_own: int = 1  # ... among what the person it names said (1) or every memory (0)
    list_perfect: int = 0  # 1: list_part only for a list question in the present perfect
    # ("What sports has Tom tried?", told over time; not "What pets does Ana have?")
    begin_weight: float = 0.0  # "when did X start ...": memories telling a beginning ("I
    # just joined a choir", "my first kiln"; core/beginning.py) rank higher; 0: off
    begin_pool: int = 0  # ... and this many of them, the closest in meaning said by the
    # person the question names, join the candidates (retrieval/told.py); 0: none
    repeat_weight: float = 0.0  # "When did Tom win his third race?": memories telling a
    # repeat ("another", an ordinal; core/repeats.py) rank higher; 0: off
    repeat_pool: int = 0  # ... and this many of them join the candidates; 0: none
    members: int = 0  # a list question naming one person: up to this many of their words
    # nearest the kind by meaning looked up as a part of it (retrieval/members.py); 0: off
    members_depth: int = 2  # ... and up to this many of that part's hits from new talks
    # placed before the question's own later hits of a talk already found (`by_talk`)
    members_from: int = 0  # ... none of them before this place (the first places keep the
    # question's own hits)
    members_perfect: int = 0  # 1: members only for a list question in the present perfect
    name_alone: float = 0.0  # a candidate whose only words of the question are names (the
    # question's and its named speakers': "Look at Hana's hands!") scores at most this share
    # of the lowest BM25 among candidates holding one of its other words (retrieval/alone.py);
    # 0 (off): 1 lowers LoCoMo confirm's R@5 (docs/retrieval.md, "Eleventh round")
    name_cosine: float = 0.0  # ... and one that writes the name (someone else's turn naming
    # the person, or any naming a non-speaker) loses this share of its cosine; 0 (off): 0.1
    # lifts R@5 everywhere but lowers R@10 on LoCoMo confirm and the held-out set
    name_short: int = 0  # 1: `name_cosine` only where the name weighs more than in most of
    # the candidates holding it (a turn shorter than theirs); 0: wherever it is written
    unnamed: float = 0.0  # share of a candidate's cosine read from the question with the
    # people it names written "someone" (retrieval/unnamed.py): a turn whose likeness was the
    # person's name loses it to the one saying what is asked; 0 (off): 0.3 gained on the seen
    # held-out set, nothing on the blind second one, at a second embedding per question
    unnamed_names: int = 1  # ... whom: 1 the known speakers it names, 2 every capitalised word
    unnamed_way: int = 1  # ... 1 only lowering a cosine (the default: both ways lowers LoCoMo
    # confirm's R@10), 0 both ways, 2 only raising
    trade_weight: float = 0.5  # "What does Gethin do for a living?": a turn saying that he
    # (named in it or the turns just before) is a kind of worker, final * (1 + this)
    # (retrieval/trade.py; occupation.py's Chinese prior is apart); 0: off
    story_spread: int = 1  # "How did Ana's garden turn out?", "What do we know about Tom's
    # uncle?" (core/questions.py `asks_story`): `spread` for such a question, the account
    # being told a piece per talk; 0: the question's usual settings (the same)
    story_gather: float = 0.0  # ... and its `gather` (with story_spread set)
    story_character: float = 0.6  # ... and its `character_weight` (the story is told by
    # the person it is about); below 0: the usual
    asking_weight: float = 0.5  # a memory that only asks ("how's the finger?", "is Rex
    # going") ranks this share lower: it names the topic and tells nothing; its answer is
    # the turn after it (retrieval/asking.py); 0: off. Chosen on the second blind English
    # set, confirmed on the first, LoCoMo dev and RealMem (docs/retrieval.md, "Thirteenth
    # round")
    bare_weight: float = 0.3  # a memory with at most `bare_terms` index terms of its own
    # ("lmao", "be careful!!") ranks this share lower: it tells nothing; 0: off (the same)
    bare_terms: int = 1  # 2 lowers LoCoMo dev
    bare_react: int = 0  # 1: a memory's terms counted for `bare_terms` without the words a
    # chat types to react ("lol", "omg", "yep"), and as written if it `tells` something (a
    # value in digits, a shouted word, a name; core/reactions.py): "lmao savage" is bare
    chat_bare: int = 2  # in a chat (retrieval/terse.py `chat_part` at least 0.5), a turn of
    # up to this many terms but reactions is bare (`bare_react` 1), not for a "when" question
    # (retrieval/lists.py); 0: off. Tuned on heldout8, confirmed on heldout1-6 and LoCoMo dev
    # (docs/retrieval.md, "Stop 25, branch dialog8")
    amount_weight: float = 0.5  # "how much did Ines pay?": the turns writing a number rank
    # this much higher (retrieval/amount.py, core/questions.py `asks_amount`); 0: off (the
    # same)
    onward: float = 0.0  # a turn whose speaker also said the turn two before it, another
    # speaker's between, gains this share of that turn's relevance (retrieval/onward.py):
    # an account goes on past the other's "why??"; 0: off (the same)
    onward_asks: int = 0  # 1: only when the turn between only asks (or is short, below)
    onward_between: int = 3  # > 0: only when the turn between holds at most this many index
    # terms of its own (a reaction, "omg", "noooo why", not a new topic); 0: any
    onward_len: int = 12  # > 0: only a turn of at most this many indexed terms goes on; 0: any
    # (3 and 12 were chosen with onward in the fourteenth round; they act only with onward)
    terse: float = 1.0  # a question whose candidates are mostly short turns (friends'
    # chat) weighs meaning this much more: `semantic_weight` + this (retrieval/terse.py);
    # 0: off (with it, terse_onward too). It raises heldout1-3 and leaves LoCoMo dev as it
    # is; on the blind heldout4 R@10 rises 0.719 -> 0.740 while R@5 falls 0.633 -> 0.629, and
    # on heldout5, blind to its author, R@5 0.705 -> 0.731, R@10 0.774 -> 0.796: on by the
    # lead's call after both (docs/retrieval.md, "Fifteenth round")
    terse_from: float = 0.2  # ... nothing added while at most this share of the candidates
    # holds at most a few index terms of its own (index/events.py FEW)
    terse_full: float = 0.4  # ... all of it from this share on, in proportion between
    terse_onward: float = 0.1  # ... and `onward` this much more (an account told in short
    # pieces goes on past the other's reaction; retrieval/onward.py), in the same proportion
    terse_carry: int = 0  # ... and carried words from this many turns back (retrieval/
    # carry.py): a chat's reply lacks the topic the turns before it named (retrieval/terse.py
    # `carrying`); 0: off. 2 raises R@5 on heldout1-4 (LoCoMo unchanged by the gate) but
    # lowers it on the blind heldout5, 0.7335 -> 0.7307: off (docs/retrieval.md, "Stop 22,
    # branch dialog5")
    terse_carry_weight: float = 0.2  # ... their weight (as `carry_weight`), in the same
    # proportion
    naming: float = 0.0  # a question holding a word of the turns around one that gives a
    # name ("she's called morag" after "THE van") is also searched for the name, its BM25
    # times this (retrieval/naming.py); 0: off
    world_agreed: int = 0  # 1: a Chinese (CJK) question read as asking general knowledge by
    # its form alone (retrieval/general.py's cues: 为啥, 要交多少, 是咋回事) is emptied of its
    # candidates only when the learned reading (retrieval/intent.py) does not read it as
    # about this life either: read above `general_at` it keeps them (retrieval/agreed.py;
    # docs/languages.md, "Never below plain cosine, stop 22"); 0: off (as before)
    own_level: float = 0.0  # a CJK question's memories in another language lowered by how far
    # its median reading of the store's memories in that language lies above its median
    # reading of those in its own, times this (retrieval/levels.py); 0: off
    cosine_keep: int = 5  # a CJK question: plain cosine's first, when it leads the second by
    # `cosine_keep_lead` (below languages.COSINE_LEAD, which keeps it first), is kept within
    # the ranking's first this many (retrieval/languages.py `kept_within`; docs/languages.md,
    # "Chinese as people write it, stop 23"); 0: off
    cosine_keep_lead: float = 0.02
    latest: float = 0.35  # a CJK question about the present (现在, 而家, 最后…): of its first
    # memory and a later one about the same thing among the next few (each other's nearest
    # candidate by their own vectors), the later first when within this share of its score
    # (retrieval/latest.py; docs/languages.md, "Chinese ranking, stop 24"; 0.3 until stop 25,
    # "Chinese ranking, stop 25"); 0: off
    infer_character: float = -1.0  # "Would Ines enjoy ...?", "What might Bodo's job be?"
    # (core/inference.py `asks_inference`): `character_weight` for such a question, the
    # inference resting on what the person named said of themselves; below 0: the usual, off
    # (0.6 lost R@5 on the blind heldout6; docs/retrieval.md, "Stop 22, branch dialog5")
    infer_forms: int = 1  # ... 2: also for a question to be answered yes or no ("is Bodo a
    # patient teacher?", "does Ines like her new job?"; `asks_judgement`)
    infer_gather: float = -1.0  # `gather` for a question asking an inference about someone
    # (`asks_inference`, with infer_forms 2 `asks_judgement` too): what is likely of a person
    # rests on facts told in different talks, so a talk gains nothing from holding several
    # matches (as `list_gather`); below 0: the usual
    frame_lift: float = 0.0  # a CJK question read as about this life (floor.py SPOKEN_LOWEST)
    # gets nothing when no memory that clears the floor is about what it asks: none writes its
    # content or the person it names, and its content lifts none by this much over its frame
    # (retrieval/frame.py; docs/languages.md, "Off-topic questions, stop 23"); 0: off
    untold: float = 1.0  # a question that asks of an everyday kind of thing or person (我的猫,
    # 我妹妹, 驾照, a trip to 重庆) the store names nowhere, by no word, kind of it or kind it
    # is one of, gets nothing (retrieval/untold.py, retrieval/kinds.py; Chinese questions, and
    # others asked of a Chinese store about the speaker; docs/languages.md, "Things never
    # told, stop 25"); 0: off
    abstain: float = 0.0  # a learned reader of whether a Chinese question the floor lets
    # through is about this store (retrieval/abstain.py; docs/languages.md, "floorreader1,
    # stop 28"); 0: off
    near_cover: float = 1.0  # share of episode coverage read from the turns within
    # `near_width` of a memory instead of its whole talk (retrieval/nearby.py), times how much
    # the question's candidates read as a chat (`near_chat` 1; 0: every question); 0: off.
    # Chosen on heldout1-5, held on the blind heldout6 (docs/retrieval.md, "Stop 23, branch
    # dialog6")
    near_width: int = 5
    near_chat: int = 1
    short_names: int = 1  # a question calling a speaker by a short form of the name ("Somto"
    # for Somtochi, "bron" for Bronwyn) is searched with the name written whole
    # (retrieval/shortname.py; docs/retrieval.md, "Stop 26, branch recall9"); 0: off
    guard: float = 0.0  # k0 of the fusion by rank with plain cosine's order of the floor's
    # candidates, where the reading is unsure (retrieval/guard.py; docs/retrieval.md, "guard1,
    # stop 27"); 0: off. 10 gained on the tune set twentysecond and lost on the confirm sets
    # fifteenth and nineteenth, so it stays off
    guard_places: int = 5  # the first places a cosine favourite is not left out of
    guard_top: int = 5  # how many of cosine's first count as its favourites
    guard_margin: float = 0.3  # the evidence an intruder needs over every displaced favourite
    guard_extra: float = 0.25  # a time or speaker match's share of the evidence (a word's: 1)
    guard_latin: int = 0  # 1: questions in no CJK script guarded too (lost R@5 on heldout10)

    spoken: int = 1  # a question's word meets the store's spoken spelling of it ("wedding"
    # and "weddin", "child" and Scots "wean"; retrieval/spoken.py); 0: off
