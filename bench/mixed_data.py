"""Unrelated facts in bulk for bench/mixed.py: a fixed-seed generator, no external data.

People get first and last names from small lists, so a name alone does not find a fact: each
person has about twenty facts of different kinds ("Ana Kowalski drives a red Volvo."). A
paraphrase question asks for one of them in other words ("What vehicle does Ana Kowalski
own?"): the name narrows the search to the person, only the meaning picks the fact. A
unique-token question asks for a fact that holds a made-up code ("Whose locker code is
QZ4821K?"): a word found in one memory only, which must come first.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

FIRST = ["Ana", "Ben", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas",
         "Kira", "Luca", "Maya", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tara",
         "Umar", "Vera", "Wim", "Xenia", "Yusuf"]
LAST = ["Kowalski", "Berger", "Lindqvist", "Okafor", "Moreau", "Tanaka", "Silva", "Novak",
        "Haddad", "Fischer", "Rossi", "Jansen", "Petrov", "Alvarez", "Nakamura", "Dubois",
        "Costa", "Horvat", "Quist", "Weber"]

SLOTS: dict[str, list[str]] = {
    "color": ["red", "blue", "green", "silver", "black", "white", "yellow", "orange"],
    "car": ["Volvo", "Toyota", "Fiat", "Tesla", "Skoda", "Honda", "Renault", "Subaru"],
    "city": ["Lisbon", "Oslo", "Krakow", "Nairobi", "Osaka", "Lyon", "Quito", "Tallinn",
             "Perth", "Leipzig", "Porto", "Bergen"],
    "job": ["nurse", "carpenter", "pilot", "accountant", "chef", "librarian", "plumber",
            "dentist", "architect", "firefighter"],
    "allergen": ["peanuts", "cat hair", "pollen", "shellfish", "penicillin", "bee stings",
                 "latex", "strawberries"],
    "food": ["lasagna", "sushi", "paella", "ramen", "goulash", "tacos", "risotto", "curry"],
    "instrument": ["cello", "trumpet", "violin", "accordion", "drums", "clarinet", "harp",
                   "banjo"],
    "pet": ["Biscuit", "Pepper", "Mango", "Shadow", "Noodle", "Ziggy", "Waffles", "Juniper"],
    "year": [str(y) for y in range(1950, 2005)],
    "subject": ["chemistry", "history", "economics", "linguistics", "geology", "philosophy",
                "mathematics", "astronomy"],
    "language": ["Portuguese", "Swahili", "Finnish", "Korean", "Greek", "Turkish", "Polish",
                 "Hindi"],
    "km": [str(k) for k in range(2, 16)],
    "collectible": ["stamps", "coins", "postcards", "vinyl records", "maps", "cameras",
                    "typewriters", "clocks"],
    "spouse": FIRST,
    "team": ["Ajax", "Benfica", "Celtic", "Porto", "Napoli", "Sevilla", "Lazio", "Feyenoord"],
    "transport": ["tram", "ferry", "bus", "train", "metro"],
    "author": ["Tolstoy", "Austen", "Murakami", "Dickens", "Morrison", "Borges", "Woolf",
               "Calvino"],
    "plant": ["tomatoes", "lavender", "pumpkins", "basil", "roses", "chili peppers",
              "sunflowers", "strawberries"],
    "fear": ["spiders", "heights", "deep water", "thunderstorms", "clowns", "snakes",
             "crowds", "the dark"],
    "venue": ["animal shelter", "food bank", "hospital", "library", "soup kitchen",
              "museum"],
    "gadget": ["drone", "e-reader", "smartwatch", "espresso machine", "telescope", "3D printer",
               "record player", "sewing machine"],
    "drink": ["green tea", "black coffee", "orange juice", "hot chocolate", "kefir",
              "lemonade"],
    "sibling_job": ["teacher", "surgeon", "journalist", "electrician", "baker", "lawyer"],
    "range": ["Alps", "Pyrenees", "Dolomites", "Carpathians", "Rockies", "Andes"],
    "sport": ["tennis", "volleyball", "badminton", "squash", "table tennis", "handball"],
}

# (kind, fact, paraphrased question); {p} is the person's full name
KINDS: list[tuple[str, str, str]] = [
    ("car", "{p} drives a {color} {car}.", "What vehicle does {p} own?"),
    ("city", "{p} lives in {city}.", "Where is {p}'s home?"),
    ("job", "{p} works as a {job}.", "What is {p}'s profession?"),
    ("allergen", "{p} is allergic to {allergen}.", "What gives {p} a bad reaction?"),
    ("food", "{p}'s favourite food is {food}.", "Which dish does {p} enjoy eating most?"),
    ("instrument", "{p} plays the {instrument}.", "Which musical instrument can {p} perform on?"),
    ("pet", "{p} has a dog named {pet}.", "What is the name of {p}'s puppy?"),
    ("year", "{p} was born in {year}.", "In what year did {p} come into the world?"),
    ("subject", "{p} studied {subject} at university.", "What was {p}'s college major?"),
    ("language", "{p} speaks fluent {language}.", "Which foreign tongue has {p} mastered?"),
    ("km", "{p} runs {km} kilometres every morning.", "How far does {p} jog each day?"),
    ("collectible", "{p} collects old {collectible}.", "What vintage items does {p} gather?"),
    ("spouse", "{p} is married to {spouse}.", "Who is {p}'s wife or husband?"),
    ("team", "{p} supports {team} football club.", "Which soccer side is {p} a fan of?"),
    ("transport", "{p} takes the {transport} to the office.", "How does {p} commute to work?"),
    ("author", "{p} is reading a novel by {author}.", "Which writer's book has {p} picked up?"),
    ("plant", "{p} grows {plant} in the garden.", "What does {p} cultivate in the yard?"),
    ("fear", "{p} is afraid of {fear}.", "What frightens {p}?"),
    ("venue", "{p} volunteers at the {venue}.", "Where does {p} do unpaid work?"),
    ("gadget", "{p} recently bought a {gadget}.", "Which device did {p} purchase?"),
    ("drink", "{p} drinks {drink} with breakfast.", "What beverage does {p} have in the morning?"),
    ("sibling", "{p}'s sister is a {sibling_job}.", "What does {p}'s sibling do for a living?"),
    ("range", "{p} spends holidays hiking in the {range}.",
     "Which mountains does {p} trek in on vacation?"),
    ("sport", "{p} plays {sport} on Thursdays.", "Which racket or ball game does {p} practise?"),
]
# a made-up code in one memory only; the question names the code, not the person
CODED: list[tuple[str, str]] = [
    ("{p}'s locker code is {code}.", "Whose locker code is {code}?"),
    ("The parcel with tracking number {code} belongs to {p}.", "Who owns parcel {code}?"),
    ("{p} booked hotel room {code} for the conference.", "Who booked room {code}?"),
]


@dataclass(frozen=True)
class Question:
    text: str
    answer: int  # index of the fact that answers it
    kind: str  # "paraphrase" or "unique"


def code(rng: random.Random) -> str:
    letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(2))
    return f"{letters}{rng.randint(1000, 9999)}{rng.choice(string.ascii_uppercase)}"


def generate(n: int = 10_000, questions: int = 100, seed: int = 16,
             ) -> tuple[list[str], list[Question]]:
    """`n` one-sentence facts in a shuffled order and `questions` of each kind about them."""
    rng = random.Random(seed)
    people = [f"{first} {last}" for first in FIRST for last in LAST]
    rng.shuffle(people)
    facts: list[tuple[str, str, str]] = []  # (text, question, kind)
    codes: set[str] = set()
    unique = 0
    for person in people:
        for _kind, fact, question in rng.sample(KINDS, k=20):
            values = {name: rng.choice(options) for name, options in SLOTS.items()}
            facts.append((fact.format(p=person, **values), question.format(p=person),
                          "paraphrase"))
        if unique < 3 * questions:  # a few coded facts, spread over the people
            c = code(rng)
            while c in codes:
                c = code(rng)
            codes.add(c)
            fact, question = rng.choice(CODED)
            facts.append((fact.format(p=person, code=c), question.format(code=c), "unique"))
            unique += 1
        if len(facts) >= n:
            break
    facts = facts[:n]
    rng.shuffle(facts)
    texts = [text for text, _, _ in facts]
    asked: list[Question] = []
    for kind in ("paraphrase", "unique"):
        pool = [i for i, (_, _, k) in enumerate(facts) if k == kind]
        asked += [Question(facts[i][1], i, kind) for i in rng.sample(pool, k=questions)]
    return texts, asked
