"""A second German set for bench/multilingual.py (`--set de2`), written fresh on 2026-11-28 by
the helper polyglot2 before any code was changed or anything was run on it, to confirm what was
tuned on `--set de`: another invented life, told as an Austrian man tells an assistant in
German (Jänner, Karenz, in Pension). Stefan Wimmer (29, a software developer in Graz), his
partner Anna (a vet with her own practice), their son Jakob (born in May), his father's old
farm, his sister Katrin (a maths teacher in Linz), a lactose intolerance, a bad knee,
climbing, a cover band, the old labrador Bruno, amounts (a car loan, rent, a loan to a
friend). Two memories in English (Anna's practice partner, the band's next gig).

The kinds are bench/multilingual.py's (names from the Chinese sets): "zh" a German question
near the memory's words, "para" a German paraphrase, "en-zh" English about a German memory,
"zh-en" German about an English one (6, 10, 2, 2). Six off-topic questions: three of general
knowledge, three about his life on things he never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

MEMORIES: list[tuple[str, str]] = [
    ("m01", "Ich heiße Stefan Wimmer, bin 29 und wohne in Graz."),
    ("m02", "Ich arbeite als Softwareentwickler bei einer Versicherung, meistens von zu Hause "
            "aus."),
    ("m03", "Meine Freundin Anna ist Tierärztin und hat eine eigene Praxis in Gleisdorf."),
    ("m04", "Unser Sohn Jakob ist im Mai auf die Welt gekommen."),
    ("m05", "Mein Vater hat früher einen Bauernhof in der Oststeiermark gehabt und ist jetzt in "
            "Pension."),
    ("m06", "Meine Schwester Katrin unterrichtet Mathe an einem Gymnasium in Linz."),
    ("m07", "Ich vertrage keine Milch, deshalb trinke ich den Kaffee mit Haferdrink."),
    ("m08", "Jeden Mittwochabend gehe ich mit Kollegen in die Kletterhalle."),
    ("m09", "Für das Auto zahle ich noch 280 Euro im Monat ab."),
    ("m10", "Meinem besten Freund Florian habe ich 1500 Euro für seine Hochzeit geliehen."),
    ("m11", "Im Februar fahren wir zum Skifahren nach Schladming."),
    ("m12", "Anna und ich wollen nächstes Jahr heiraten, wahrscheinlich im Sommer."),
    ("m13", "Unsere Wohnung hat 75 Quadratmeter und kostet 890 Euro warm."),
    ("m14", "Seit dem Frühjahr habe ich Probleme mit dem Knie und gehe zur Physiotherapie."),
    ("m15", "Wir haben einen alten Labrador namens Bruno, der schon elf ist."),
    ("m16", "Ab Jänner bin ich zwei Monate in Väterkarenz."),
    ("m17", "Am Wochenende spiele ich Bass in einer Coverband."),
    ("m18", "Meine Mutter hilft uns zweimal in der Woche mit Jakob."),
    ("e01", "Anna's practice partner, Dr. Novak, covers the emergency calls on weekends."),
    ("e02", "The band's next gig is at the Orpheum on December 6."),
]

QUESTIONS: list[Question] = [
    # German, near the memory's words
    _q("Wie heißt unser Hund?", "zh", "m15"),
    _q("Wie viel zahle ich im Monat für das Auto?", "zh", "m09"),
    _q("Wann gehe ich in die Kletterhalle?", "zh", "m08"),
    _q("Wo unterrichtet meine Schwester?", "zh", "m06"),
    _q("Wie viel kostet unsere Wohnung?", "zh", "m13"),
    _q("Wann fahren wir nach Schladming?", "zh", "m11"),
    # German, paraphrased
    _q("Was macht meine Partnerin beruflich?", "para", "m03"),
    _q("Wann wurde der Kleine geboren?", "para", "m04"),
    _q("Womit hat mein Vater früher sein Geld verdient?", "para", "m05"),
    _q("Welches Lebensmittel bekommt mir nicht?", "para", "m07"),
    _q("Wem habe ich Geld geborgt?", "para", "m10"),
    _q("Wann wollen wir uns trauen lassen?", "para", "m12"),
    _q("Was ist mit meinem Bein los?", "para", "m14"),
    _q("Wie lange bleibe ich wegen des Babys daheim?", "para", "m16"),
    _q("Welches Instrument spiele ich?", "para", "m17"),
    _q("Wer passt manchmal auf unser Kind auf?", "para", "m18"),
    # English about German memories
    _q("Where do I work?", "en-zh", "m02"),
    _q("How old is our dog?", "en-zh", "m15"),
    # German about English memories
    _q("Wer übernimmt am Wochenende die Notdienste in Annas Praxis?", "zh-en", "e01"),
    _q("Wo spielt die Band als Nächstes?", "zh-en", "e02"),
]

OFF_TOPIC: list[str] = [
    # general knowledge
    "Wie hoch ist der Großglockner?",
    "Wie lange muss man ein Ei kochen?",
    "Wann ist die Berliner Mauer gefallen?",
    # about his life, never told
    "Welche Blutgruppe habe ich?",
    "Wie heißt der Mann von Katrin?",
    "Was habe ich meinem Vater zum Geburtstag geschenkt?",
]
