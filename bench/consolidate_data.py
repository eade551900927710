"""Synthetic memories with planted near-duplicate groups, and scoring of a consolidation.

A fact is a template with filled slots (person, city, month, ...). Every template has three or
four phrasings that say the same thing in other words ("X moved to Y in Z" / "In Z, X
relocated to Y"). A planted group is one fact written two to four times, each member in
another phrasing with surface noise (case, final punctuation, a lead-in like "Note:"). The
other memories are distinct facts, one phrasing each, and a share of them are *variants*: a
planted fact with one slot other than the person changed ("... moved to Lisbon in June" /
"... in November"), different facts that look alike and must not be merged.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations

FIRST = ["Max", "Anna", "Caroline", "Melanie", "Tomás", "Priya", "Jun", "Olivia", "Noah",
          "Liam", "Emma", "Sofia", "Mateo", "Aisha", "Yuki", "Lars", "Ines", "Kofi", "Mira",
          "Ravi", "Elena", "Jonas", "Fatima", "Hugo", "Nadia", "Omar", "Chloe", "Pavel",
          "Greta", "Diego", "Leila", "Felix", "Hana", "Ivan", "Zoe", "Sami", "Clara", "Arjun",
          "Maya", "Bruno", "Alice", "Bob", "Dr. Chen", "my sister", "my landlord", "Grandma",
          "the new designer", "our client", "the team lead", "my neighbour"]
SURNAMES = ["Weber", "Silva", "Nakamura", "Okafor", "Novak", "Larsen", "Costa", "Haddad",
            "Kowalski", "Moreau", "Rossi", "Schmidt", "Ibrahim", "Petrov", "Fischer", "Tanaka",
            "Garcia", "Murphy", "Jansen", "Dubois"]
PEOPLE = FIRST[:42] + [f"{a} {b}" for a in FIRST[:42] for b in SURNAMES] + FIRST[42:]
CITIES = ["Berlin", "Paris", "Lisbon", "Porto", "Madrid", "Rome", "Vienna", "Prague",
          "Oslo", "Dublin", "Tokyo", "Seoul", "Toronto", "Chicago", "Austin", "Denver", "Lima",
          "Cairo", "Nairobi", "Sydney", "Hamburg", "Munich", "Lyon", "Milan", "Athens"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
THINGS = ["bike", "laptop", "sofa", "camera", "guitar", "car", "desk", "kayak", "piano",
          "tent", "drone", "telescope", "sewing machine", "espresso machine", "printer"]
FOODS = ["peanuts", "shellfish", "gluten", "lactose", "strawberries", "sesame", "eggs",
         "soy", "kiwi", "celery", "mustard", "walnuts"]
SKILLS = ["Spanish", "the violin", "pottery", "rock climbing", "Rust", "salsa dancing",
          "chess", "watercolour painting", "sailing", "Japanese", "woodworking", "yoga"]
PETS = [("dog", "Bruno"), ("cat", "Luna"), ("parrot", "Kiwi"), ("rabbit", "Coco"),
        ("dog", "Pepper"), ("cat", "Miso"), ("hamster", "Nibbles"), ("dog", "Rocky"),
        ("tortoise", "Sheldon"), ("cat", "Oscar")]
COMPANIES = ["a bakery", "a hospital", "a law firm", "a startup", "the city council",
             "a school", "a bank", "a museum", "a bookshop", "an airline"]
JOBS = ["nurse", "accountant", "teacher", "designer", "engineer", "chef", "pilot",
        "librarian", "lawyer", "architect"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
PLACES = ["the café on the corner", "the train station", "the gym", "the library",
          "the park", "the old office", "the market", "the museum entrance"]
DRINKS = ["green tea", "black coffee", "oat milk lattes", "sparkling water", "hot chocolate",
          "chai", "orange juice", "matcha"]

SLOTS = {"p": PEOPLE, "p2": PEOPLE, "city": CITIES, "month": MONTHS, "thing": THINGS,
         "food": FOODS, "skill": SKILLS, "company": COMPANIES, "job": JOBS,
         "weekday": WEEKDAYS, "place": PLACES, "drink": DRINKS,
         "price": [str(50 * k) for k in range(2, 40)], "pet": [f"{a}|{b}" for a, b in PETS]}

# every template: its phrasings (the same fact in other words)
TEMPLATES: list[list[str]] = [
    ["{p} moved to {city} in {month}", "In {month}, {p} moved to {city}",
     "{p} relocated to {city} in {month}", "{p} has moved to {city} ({month})"],
    ["{p} bought a {thing} for {price} euros", "{p} paid {price} euros for a {thing}",
     "{p} purchased a {thing} for {price} euros", "For {price} euros, {p} bought a {thing}"],
    ["{p} is allergic to {food}", "{p} has an allergy to {food}",
     "{p} cannot eat {food} because of an allergy", "{food}: {p} is allergic"],
    ["{p} started learning {skill} with {p2}", "{p} and {p2} began learning {skill}",
     "{p} is taking up {skill} together with {p2}"],
    ["{p} booked a trip to {city} for {month}", "{p} has a trip to {city} booked for {month}",
     "In {month} {p} travels to {city}; the trip is booked",
     "{p} reserved a journey to {city} in {month}"],
    ["{p} works at {company} as a {job}", "{p} is a {job} at {company}",
     "{p} has a job as a {job} at {company}"],
    ["{p} adopted a {pet_kind} named {pet_name}", "{p} has a new {pet_kind} called {pet_name}",
     "{pet_name} is the {pet_kind} {p} adopted"],
    ["{p} will meet {p2} at {place} on {weekday}", "On {weekday}, {p} meets {p2} at {place}",
     "{p} and {p2} are meeting at {place} on {weekday}"],
    ["{p} prefers {drink} in the morning", "In the morning {p} likes to drink {drink}",
     "{p}'s favourite morning drink is {drink}", "{p} usually has {drink} in the morning"],
    ["{p} lent {p2} a {thing} in {month}", "In {month}, {p} lent a {thing} to {p2}",
     "{p2} borrowed a {thing} from {p} in {month}"],
]
LEADS = ["", "", "", "Note: ", "Remember that ", "FYI, ", "Apparently ", "By the way, "]


@dataclass(frozen=True)
class Item:
    text: str
    group: int | None  # planted group number (of a variant: the group it varies)
    variant: bool = False  # a distinct fact made by changing one slot of a planted one


def _fill(rng: random.Random, template: int) -> dict[str, str]:
    values = {name: rng.choice(pool) for name, pool in SLOTS.items()}
    while values["p2"] == values["p"]:
        values["p2"] = rng.choice(PEOPLE)
    kind, name = values.pop("pet").split("|")
    values["pet_kind"], values["pet_name"] = kind, name
    values["_template"] = str(template)
    return values


def _key(values: dict[str, str]) -> tuple[str, ...]:
    template = TEMPLATES[int(values["_template"])][0]
    used = sorted(n for n in values if "{" + n + "}" in template)
    return (values["_template"], *(values[n] for n in used))


def _write(rng: random.Random, values: dict[str, str], phrasing: int, noisy: bool) -> str:
    text = TEMPLATES[int(values["_template"])][phrasing].format(**values)
    if noisy:
        lead = rng.choice(LEADS)
        text = lead + (text[0].lower() + text[1:] if lead else text)
        text += rng.choice(["", ".", ".", "!"])
        if rng.random() < 0.15:
            text = text.lower()
    else:
        text += "."
    return text


def _vary(rng: random.Random, values: dict[str, str]) -> dict[str, str]:
    """The fact with one slot other than the person changed."""
    template = TEMPLATES[int(values["_template"])][0]
    names = [n for n in SLOTS if "{" + n + "}" in template and n != "p"]
    if "{pet_kind}" in template:
        names.append("pet")
    changed = dict(values)
    name = rng.choice(names)
    while changed == values:
        if name == "pet":
            changed["pet_kind"], changed["pet_name"] = rng.choice(PETS)
        else:
            changed[name] = rng.choice(SLOTS[name])
    return changed


def generate(n: int, groups: int, seed: int = 0, variants: float = 0.05) -> list[Item]:
    """`n` memories: `groups` planted groups (2-4 members each), `variants` * n variants of
    planted facts, distinct facts for the rest; shuffled."""
    rng = random.Random(seed)
    seen: set[tuple[str, ...]] = set()
    items: list[Item] = []

    def fresh() -> dict[str, str]:
        while True:
            values = _fill(rng, rng.randrange(len(TEMPLATES)))
            if _key(values) not in seen:
                seen.add(_key(values))
                return values

    facts = []
    for group in range(groups):
        values = fresh()
        facts.append(values)
        phrasings = list(range(len(TEMPLATES[int(values["_template"])])))
        size = min(rng.choice([2, 2, 2, 3, 3, 4]), len(phrasings))
        for phrasing in rng.sample(phrasings, size):
            items.append(Item(_write(rng, values, phrasing, True), group))
    for _ in range(int(n * variants) if facts else 0):
        group = rng.randrange(len(facts))
        values = _vary(rng, facts[group])
        if _key(values) in seen:
            continue
        seen.add(_key(values))
        phrasing = rng.randrange(len(TEMPLATES[int(values["_template"])]))
        items.append(Item(_write(rng, values, phrasing, True), group, variant=True))
    while len(items) < n:
        values = fresh()
        phrasing = rng.randrange(len(TEMPLATES[int(values["_template"])]))
        items.append(Item(_write(rng, values, phrasing, rng.random() < 0.5), None))
    items = items[:n]
    rng.shuffle(items)
    return items


def pairs(groups: Iterable[Iterable[int]]) -> set[tuple[int, int]]:
    """Every unordered pair of members of each group."""
    out: set[tuple[int, int]] = set()
    for members in groups:
        out.update(combinations(sorted(members), 2))
    return out


def score(items: list[Item], merged: list[list[int]],
          review: list[list[int]] | None = None) -> dict[str, float | int]:
    """Pairwise precision and recall of the merged groups (memory numbers) against the planted
    ones; how many planted groups came out exactly; the share of planted pairs that were
    merged or listed together for review; and how many variants were merged into the group
    they vary (each one a wrong merge)."""
    planted: dict[int, list[int]] = {}
    for k, item in enumerate(items):
        if item.group is not None and not item.variant:
            planted.setdefault(item.group, []).append(k)
    truth, found = pairs(planted.values()), pairs(merged)
    hit = len(truth & found)
    exact = {tuple(sorted(g)) for g in planted.values()} & {tuple(sorted(g)) for g in merged}
    group_of = {k: item.group for k, item in enumerate(items) if not item.variant}
    variants = [k for k, item in enumerate(items) if item.variant]
    fused = 0
    for members in merged:
        groups = {group_of.get(k) for k in members} - {None}
        fused += sum(1 for k in members if items[k].variant and items[k].group in groups)
    listed = truth & (found | pairs(review or []))
    return {
        "pair_precision": round(hit / len(found), 4) if found else 1.0,
        "pair_recall": round(hit / len(truth), 4) if truth else 1.0,
        "merged_or_review_recall": round(len(listed) / len(truth), 4) if truth else 1.0,
        "planted_pairs": len(truth),
        "merged_pairs": len(found),
        "groups_exact": len(exact),
        "groups_planted": len(planted),
        "variants": len(variants),
        "variants_merged": fused,
    }
