"""A German set for bench/multilingual.py (`--set de`), written fresh on 2026-11-28 by the
helper polyglot before anything was run on it: one invented woman's life, as she would tell an
assistant in German. Sabine Krüger (45, a tram driver in Leipzig moving to the control room
in April), her partner Thomas (an electrician with a small firm, a nut allergy, turning 50),
her daughter Lena (16, handball, the Abitur, New Zealand afterwards) and son Felix (19,
mechanical engineering in Dresden), her ex-husband Dirk's maintenance, the tomcat Otto, her
mother in a care home in Borna, her brother Uwe's garage in Chemnitz, type 2 diabetes, a move
from a rented flat to a terraced house in Markkleeberg, a holiday on Usedom, amounts (rent,
maintenance, a debt, a grant). Six memories in English (her son's Erasmus term, a pen pal, a
landlord, a business partner, an app, a book).

The question kinds are bench/multilingual.py's, whose names come from the Chinese sets: here
"zh" is a German question near the memory's words, "para" a German paraphrase, "en-zh" an
English question about a German memory, "zh-en" a German question about an English memory
(8, 12, 6 and 4). Twelve off-topic questions: six of general knowledge, six about her life on
things she never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

MEMORIES: list[tuple[str, str]] = [
    ("m01", "Ich heiße Sabine Krüger, bin 45 und wohne in Leipzig-Gohlis."),
    ("m02", "Ich fahre seit zwölf Jahren Straßenbahn bei den Leipziger Verkehrsbetrieben."),
    ("m03", "Ab dem 1. April wechsle ich in die Leitstelle, dann bin ich Disponentin und sitze "
            "nicht mehr selbst vorne in der Bahn."),
    ("m04", "Mein Lebensgefährte Thomas ist Elektriker und hat eine kleine Firma mit zwei "
            "Angestellten."),
    ("m05", "Meine Tochter Lena ist 16 und macht nächstes Jahr ihr Abitur."),
    ("m06", "Mein Sohn Felix studiert Maschinenbau in Dresden und kommt nur jedes zweite "
            "Wochenende heim."),
    ("m07", "Unser Kater heißt Otto, ist rot getigert und frisst nur Nassfutter."),
    ("m08", "Otto muss am 9. Mai in die Tierklinik, ihm werden zwei Zähne gezogen."),
    ("m09", "Ich habe seit letztem Herbst Diabetes Typ 2 und nehme morgens und abends Metformin."),
    ("m10", "Mein Hausarzt ist Dr. Seidel in der Georg-Schumann-Straße."),
    ("m11", "Thomas verträgt keine Nüsse, bei Haselnüssen schwillt ihm der Hals zu."),
    ("m12", "Für die Vierzimmerwohnung zahlen wir 1.150 Euro warm."),
    ("m13", "Im Sommer ziehen wir in ein Reihenhaus in Markkleeberg, der Kaufvertrag ist "
            "schon unterschrieben."),
    ("m14", "Mein Exmann Dirk wohnt in Halle und zahlt für Lena 480 Euro Unterhalt im Monat."),
    ("m15", "Lena spielt Handball im Verein, das Training ist dienstags und freitags."),
    ("m16", "Nach dem Abitur will Lena ein Jahr nach Neuseeland, Work and Travel."),
    ("m17", "Meine Mutter ist 78 und lebt seit ihrem Sturz im Pflegeheim in Borna."),
    ("m18", "Sonntagnachmittags fahre ich immer zu meiner Mutter."),
    ("m19", "Mein Bruder Uwe hat eine Autowerkstatt in Chemnitz und macht unseren Golf immer "
            "zum Freundschaftspreis."),
    ("m20", "Im August wollen wir zwei Wochen an die Ostsee nach Usedom, die Ferienwohnung "
            "kostet 1.400 Euro."),
    ("m21", "Vom vielen Sitzen habe ich Rückenschmerzen, deshalb gehe ich montags zur "
            "Physiotherapie."),
    ("m22", "Thomas hat am 17. Juli Geburtstag, er wird 50, und wir planen eine Gartenparty."),
    ("m23", "Ich singe im Chor der Michaeliskirche, die Probe ist mittwochs um 19 Uhr."),
    ("m24", "Felix hat sich von seiner Freundin Jana getrennt und ist gerade ziemlich down."),
    ("m25", "Seit der Diagnose trinke ich keinen Alkohol mehr."),
    ("m26", "Ich schulde Uwe noch 600 Euro für die neue Kupplung."),
    ("m27", "Mein Langzeitzucker lag im Januar bei 7,2, die Ärztin will ihn unter 7 sehen."),
    ("m28", "Lena macht den Führerschein mit 17, die Prüfung ist im Juni."),
    ("m29", "Seit Januar lerne ich an der Volkshochschule Italienisch, weil wir irgendwann "
            "nach Rom wollen."),
    ("m30", "Im Februar habe ich nach 25 Jahren mit dem Rauchen aufgehört."),
    ("m31", "Wenn wir verreisen, füttert die Nachbarin Frau Hoffmann den Otto."),
    ("m32", "Felix bekommt 450 Euro BAföG und jobbt nebenbei in einer Kneipe."),
    ("m33", "Meine beste Freundin Anke ist Krankenschwester an der Uniklinik."),
    ("m34", "Ich bin allergisch gegen Pflaster, davon kriege ich einen Ausschlag."),
    ("m35", "Thomas' Firma hat den Auftrag für die Elektrik einer neuen Schule in Taucha "
            "bekommen."),
    ("m36", "Meine Schicht fängt meistens um halb fünf morgens an."),
    ("e01", "Felix's exchange term in Glasgow starts in September; he got the Erasmus grant."),
    ("e02", "Lena's pen pal Chloe lives in Bristol and wants to visit us at Easter."),
    ("e03", "The landlord of the flat on Usedom is Mr Peters; we get the keys at 4 pm on the "
            "day we arrive."),
    ("e04", "Thomas's new business partner Mark is British and speaks only a little German."),
    ("e05", "My diabetes app reminds me to check my blood sugar at 7 am and 9 pm."),
    ("e06", "Anke recommended 'The Midnight Library' to me; I still haven't started it."),
]

QUESTIONS: list[Question] = [
    # German, near the memory's words
    _q("Wie heißt unser Kater?", "zh", "m07"),
    _q("Wann hat Thomas Geburtstag?", "zh", "m22"),
    _q("Wie viel Miete zahlen wir?", "zh", "m12"),
    _q("Wann hat Lena Handballtraining?", "zh", "m15"),
    _q("Was studiert Felix?", "zh", "m06"),
    _q("Wo lebt meine Mutter?", "zh", "m17"),
    _q("Wie viel Geld schulde ich Uwe?", "zh", "m26"),
    _q("Wann ist Chorprobe?", "zh", "m23"),
    # German, paraphrased
    _q("Was mache ich beruflich ab dem Frühjahr?", "para", "m03"),
    _q("Welche Tabletten muss ich nehmen?", "para", "m09"),
    _q("Wogegen ist mein Partner allergisch?", "para", "m11"),
    _q("Wohin ziehen wir um?", "para", "m13"),
    _q("Was hat meine Tochter nach der Schule vor?", "para", "m16"),
    _q("Wer versorgt die Katze, wenn wir weg sind?", "para", "m31"),
    _q("Wie sind meine Zuckerwerte?", "para", "m27"),
    _q("Wie viel zahlt der Vater meiner Tochter?", "para", "m14"),
    _q("Warum verzichte ich auf Bier und Wein?", "para", "m25"),
    _q("Wann hat das Tier seinen OP-Termin?", "para", "m08"),
    _q("Wer kümmert sich um unser Auto?", "para", "m19"),
    _q("Seit wann bin ich Nichtraucherin?", "para", "m30"),
    # English about German memories
    _q("Which language am I learning?", "en-zh", "m29"),
    _q("Where are we going on holiday this summer?", "en-zh", "m20"),
    _q("What happened between my son and his girlfriend?", "en-zh", "m24"),
    _q("Why do I go to physiotherapy?", "en-zh", "m21"),
    _q("What am I allergic to?", "en-zh", "m34"),
    _q("How much does Felix get from the state each month?", "en-zh", "m32"),
    # German about English memories
    _q("Wo verbringt Felix sein Auslandssemester?", "zh-en", "e01"),
    _q("Wann erinnert mich die App ans Blutzuckermessen?", "zh-en", "e05"),
    _q("Wer ist der neue Geschäftspartner von Thomas?", "zh-en", "e04"),
    _q("Welches Buch hat Anke mir empfohlen?", "zh-en", "e06"),
]

OFF_TOPIC: list[str] = [
    # general knowledge
    "Wie hoch ist die Zugspitze?",
    "Wer hat den Faust geschrieben?",
    "Wie viele Einwohner hat Berlin?",
    "Was ist die Hauptstadt von Kanada?",
    "Wie backt man einen Käsekuchen?",
    "Wann fiel die Berliner Mauer?",
    # about her life, never told
    "Wie heißt der Hund von Uwe?",
    "Welche Blutgruppe habe ich?",
    "Wann ist mein nächster Zahnarzttermin?",
    "Was hat Thomas zu Weihnachten bekommen?",
    "Wie viel hat mein neues Fahrrad gekostet?",
    "Wie heißt Lenas Klassenlehrerin?",
]
