"""Events told in relative words, asked by absolute date: the resolver's intervals and recall@5.

    python bench/events.py [--people 20] [--sessions 10] [--seed 17] [--json]
                           [--workdir DIR] [--embedder SPEC]

A fixed-seed generator writes dialogues: each person has `--sessions` conversations (one
context id each) on known dates; in each, the person tells one or two things they did on a
day chosen first, in the words a person would use on the day of the conversation ("Yesterday I
went kayaking.", "Two days ago I ...", "Last Tuesday I ...", "Last week I ...", "On the 3rd
I ...", "Last month I ...", "This past weekend I ...", "Two weekends ago I ..."), between
small talk. The true interval is known from how the phrase was chosen (the day itself; its
Monday-based week; its month; its Saturday and Sunday), not from ebbing's resolver.

Reported:
- resolver: the share of event turns whose first resolved interval is exactly the true one,
  and the share whose interval contains the true day;
- recall@5 of questions by absolute date ("What did Ana do on March 14, 2023?", "What did Ana
  do in March 2023?" for the month phrases): the event turn in the top 5 of
  `MemoryService.search`. The person told a dozen things, so only time tells them apart. The
  baseline in the same run is the same search with event times off (`event_weight=0`,
  `when_weight=0`): a question's period then matches only when the turn was said.
Progress goes to stderr; with --json, stdout gets one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.core.eventtime import resolve
from ebbing.retrieval import search
from ebbing.service import MemoryService
from locomo import fresh_agent  # bench/ is sys.path[0]

NAMES = ["Ana", "Ben", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas",
         "Kira", "Luca", "Maya", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tara"]
ACTIVITIES = ["went kayaking on the lake", "baked a lemon tart", "fixed my bicycle",
              "visited the planetarium", "ran a half marathon", "painted the fence",
              "adopted a kitten", "started a pottery class", "saw a jazz concert",
              "planted an apple tree", "went to a wedding", "repaired the roof",
              "learned to juggle", "climbed a via ferrata", "sold my old car",
              "hosted a board game night", "visited my grandmother", "went fishing",
              "passed my driving test", "built a bookshelf", "watched a meteor shower",
              "tried rock climbing", "cooked a curry for friends", "went to the dentist"]
SMALL_TALK = ["How have you been?", "Pretty good, busy with work.", "Nice to hear from you.",
              "The weather has been strange lately.", "Let's talk again soon.",
              "Did you see the match?", "I need more sleep."]
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}
WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


@dataclass(frozen=True)
class Told:
    who: str
    text: str
    said: date
    start: date  # the true interval, [start, end)
    end: date
    question: str


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def tell(rng: random.Random, said: date, activity: str, who: str) -> Told:
    """Choose the words the event is told in on day `said`; the true interval follows from
    the choice (counted back from `said` by plain calendar arithmetic)."""
    kind = rng.choice(["yesterday", "days", "weekday", "week", "nth", "month", "weekend"])
    one = timedelta(days=1)
    if (kind == "nth" and said.day < 2) or (kind == "weekend" and said.weekday() >= 5):
        kind = "yesterday"  # no earlier day this month; "this past weekend" said on one
    if kind in ("yesterday", "days", "weekday", "nth"):
        lowest, highest = {"yesterday": (1, 1), "days": (2, 5), "weekday": (1, 7),
                           "nth": (1, said.day - 1)}[kind]
        back = rng.randint(lowest, highest)
        day = said - back * one
        words = {"yesterday": "Yesterday", "days": f"{NUMBER_WORDS.get(back, '')} days ago",
                 "weekday": f"Last {WEEKDAY[day.weekday()]}",
                 "nth": f"On the {ordinal(day.day)}"}[kind]
        return Told(who, f"{words[0].upper()}{words[1:]} I {activity}.", said, day, day + one,
                    f"What did {who} do on {day:%B} {day.day}, {day.year}?")
    if kind == "weekend":
        back = rng.randint(1, 2)
        saturday = said - (said.weekday() + 2 + 7 * (back - 1)) * one
        day = saturday + rng.randint(0, 1) * one
        words = "This past weekend" if back == 1 else "Two weekends ago"
        return Told(who, f"{words} I {activity}.", said, saturday, saturday + 2 * one,
                    f"What did {who} do on {day:%B} {day.day}, {day.year}?")
    if kind == "week":
        monday = said - (said.weekday() + 7) * one
        day = monday + rng.randint(0, 6) * one
        return Told(who, f"Last week I {activity}.", said, monday, monday + 7 * one,
                    f"What did {who} do on {day:%B} {day.day}, {day.year}?")
    following = said.replace(day=1)
    first = (following - one).replace(day=1)
    return Told(who, f"Last month I {activity}.", said, first, following,
                f"What did {who} do in {first:%B} {first.year}?")


def generate(people: int, sessions: int, seed: int) -> tuple[list[dict[str, Any]], list[Told]]:
    rng = random.Random(seed)
    items: list[dict[str, Any]] = []
    told: list[Told] = []
    for who in NAMES[:people]:
        friend = rng.choice([n for n in NAMES if n != who])
        activities = rng.sample(ACTIVITIES, k=2 * sessions)
        start = date(2023, 1, 2) + timedelta(days=rng.randint(0, 30))
        for s in range(sessions):
            said = start + timedelta(days=40 * s + rng.randint(0, 20))
            events = [tell(rng, said, activities[2 * s + i], who)
                      for i in range(rng.randint(1, 2))]
            turns: list[tuple[str, str, int | None]] = [
                (friend, rng.choice(SMALL_TALK), None), (who, rng.choice(SMALL_TALK), None)]
            for number, event in enumerate(events, start=len(told)):
                turns += [(who, event.text, number), (friend, rng.choice(SMALL_TALK), None)]
            at = datetime(said.year, said.month, said.day, 19, 0, tzinfo=UTC)
            for i, (speaker, text, number) in enumerate(turns):
                items.append({"content": text, "character": speaker,
                              "occurred_at": at + timedelta(minutes=i), "now": at,
                              "context_id": f"{who}-{s}", "metadata": {"event": number}})
            told.extend(events)
    return items, told


def resolver_scores(told: list[Told], said_of: dict[int, date]) -> dict[str, float]:
    exact = contains = 0
    for i, event in enumerate(told):
        found = resolve(event.text, said_of[i])
        if found:
            exact += found[0].start == event.start and found[0].end == event.end
            contains += found[0].start <= event.start < found[0].end
    return {"exact": round(exact / len(told), 4), "contains_true_day": round(contains / len(told),
                                                                             4)}


def recall_at_5(svc: MemoryService, told: list[Told], row_event: dict[str, int],
                now: datetime) -> float:
    found = 0
    for i, event in enumerate(told):
        hits = svc.search(event.question, top=5, now=now, touch=False)
        found += any(row_event.get(h.memory.id) == i for h in hits)
    return round(found / len(told), 4)


def run(args: argparse.Namespace) -> dict[str, Any]:
    items, told = generate(args.people, args.sessions, args.seed)
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-events-"))
    settings = Settings(home=root) if args.embedder is None else \
        Settings(home=root, embedder=args.embedder)
    svc = MemoryService(settings, agent="events")
    fresh_agent(svc.folder)
    try:
        memories = svc.remember_batch(items)
        row_event = {m.id: int(m.metadata["event"]) for m in memories
                     if m.metadata.get("event") is not None}
        said_of = {e: m.occurred_at.date() for m in memories
                   if (e := m.metadata.get("event")) is not None}
        t0 = time.perf_counter()
        svc.engine.sync()
        print(f"{len(items)} turns, {len(told)} events, indexed in "
              f"{time.perf_counter() - t0:.1f} s", file=sys.stderr, flush=True)
        now = max(i["occurred_at"] for i in items) + timedelta(days=1)
        default = search.PARAMS
        with_events = recall_at_5(svc, told, row_event, now)
        search.PARAMS = replace(default, event_weight=0.0, when_weight=0.0)
        without = recall_at_5(svc, told, row_event, now)
        search.PARAMS = default
    finally:
        svc.close()
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    return {"people": args.people, "sessions": args.sessions, "seed": args.seed,
            "turns": len(items), "events": len(told),
            "resolver": resolver_scores(told, said_of),
            "recall@5": with_events, "baseline_recall@5_said_at_only": without}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--people", type=int, default=20)
    parser.add_argument("--sessions", type=int, default=10)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workdir", type=Path, help="memory home, kept (its vector cache too)")
    parser.add_argument("--embedder", help="passed to Settings(embedder=...)")
    args = parser.parse_args()
    result = run(args)
    if args.json:
        print(json.dumps(result), flush=True)
        return
    print(f"{result['events']} events in {result['turns']} turns; resolver exact "
          f"{result['resolver']['exact']}, contains the true day "
          f"{result['resolver']['contains_true_day']}; recall@5 {result['recall@5']} "
          f"(said-at only: {result['baseline_recall@5_said_at_only']})")


if __name__ == "__main__":
    main()
