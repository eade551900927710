"""Whether a Spanish or German question asks general knowledge (polyglot2, stop 25): the same
two readings retrieval/general.py makes of a Chinese or English question, in these languages'
own words.

- whom it is about: no one. No pronoun or possessive of a person (yo, me, mi, nuestro, tu,
  él, ella, su; ich, mir, mein, wir, unser, du, er, sie, ihr, sein), no word for someone by
  their relation to the speaker (marido, hija, suegra, jefe; Mann, Tochter, Oma, Chef; der
  Kleine of one's child), no verb of the first person plural (vamos, pagamos, tenemos: Spanish
  writes no subject), and no name (`core.query.proper_names`, which knows that `¿` opens a
  sentence and a German capital after a determiner is a noun). A Spanish verb in the first
  person singular (evito, pagué) says the speaker as well, but ends as nouns do (cielo, café):
  it is read by where it stands instead, see below;
- how it is asked: the ways a question about a kind or the world is put, with its subject
  written as a kind (a determiner) or impersonal (se, man, hay, es gibt):
  Spanish: ¿Cómo se hace …?, ¿Por qué el cielo es azul? (por qué + a determiner, se, hay or a
  form of ser: not ¿Por qué evito …?, whose verb comes first and is the speaker's), ¿Cuántos
  huesos tiene el cuerpo humano? (cuánto + a noun + tiene / hay / mide …), ¿Cuál es el río
  más largo …? (a superlative), ¿Qué es un …?, ¿Quién escribió / inventó / descubrió …?, ¿Es
  bueno …?, ¿Se puede …?;
  German: man (Wie backt man …?, Wie lange muss man …?), Wie hoch / lang / alt / weit ist der
  …?, Warum ist der Himmel blau? (warum + a verb + a determiner or es), Wie viele … hat / gibt
  es …?, Wer hat den Faust geschrieben? (who made a thing), Was ist ein …?, Ist … gesund?

A question read so is answered only by a memory that holds what it asks about (general.py
`asked`, `answers`: the question's content words, its stop words left out by
lang/stopwords.py), as a Chinese or English one is.
"""

from __future__ import annotations

import re

READ = ("es", "de")  # the languages read here (lang/latin.py `latin_language`)
# someone by a pronoun or possessive, Spanish and German (lower case; Sie is in sie)
_ES_PERSON = (r"yo|me|mi|mis|mí|conmigo|nos|nosotros|nosotras|nuestro|nuestra|nuestros|"
              r"nuestras|tú|te|tu|tus|ti|contigo|usted|ustedes|él|ella|ellos|ellas|le|les|"
              r"su|sus|suyo|suya")
_DE_PERSON = (r"ich|mich|mir|mein|meine|meinen|meinem|meiner|meines|wir|uns|unser|unsere|"
              r"unseren|unserem|unserer|du|dich|dir|dein|deine|deinen|deinem|deiner|er|sie|"
              r"ihn|ihm|ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner|euch|euer|"
              r"eure")
# someone by their relation to the speaker
_ES_RELATION = (r"marido|esposo|esposa|mujer|pareja|novio|novia|prometid[oa]|hij[oa]s?|"
                r"niñ[oa]s?|pequeñ[oa]|mayor|madre|padre|mamá|papá|padres|herman[oa]s?|"
                r"abuel[oa]s?|niet[oa]s?|suegr[oa]s?|cuñad[oa]s?|yerno|nuera|sobrin[oa]s?|"
                r"tí[oa]s?|prim[oa]s?|amig[oa]s?|vecin[oa]s?|jef[ea]|compañer[oa]s?|"
                r"familia|casero|casera")
_DE_RELATION = (r"mann|frau|partner|partnerin|freund|freundin|freunde|sohn|söhne|tochter|"
                r"töchter|kind|kinder|kleine|kleinen|große|großen|mutter|vater|mama|papa|"
                r"mami|papi|eltern|bruder|brüder|schwester|schwestern|oma|opa|großmutter|"
                r"großvater|enkel|enkelin|schwiegermutter|schwiegervater|schwager|schwägerin|"
                r"onkel|tante|cousin|cousine|neffe|nichte|nachbar|nachbarin|chef|chefin|"
                r"kollege|kollegin|vermieter|vermieterin|familie|ex-mann|ex-frau")
_PERSONAL = {
    "es": re.compile(rf"\b(?:{_ES_PERSON}|{_ES_RELATION})\b"
                     r"|\b\w{2,}(?:amos|emos|imos)\b", re.IGNORECASE),
    "de": re.compile(rf"\b(?:{_DE_PERSON}|{_DE_RELATION})\b", re.IGNORECASE),
}
_ES_DET = r"(?:el|la|los|las|un|una|unos|unas|lo)"
_DE_DET = r"(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines)"
_GENERAL = {
    "es": re.compile(
        r"^¿?\s*(?:cómo|como) se\b"
        rf"|^¿?\s*por ?qu[ée] (?:{_ES_DET}|se|hay|es|son|existe|existen)\b"
        # (not a price or a length, cuesta / dura: el arriendo, el viaje are the speaker's;
        # not años, an age is one being's)
        r"|^¿?\s*cu[áa]nt[oa]s? (?!años)(?:\w+ )?(?:tiene|tienen|hay|mide|miden|pesa|pesan|"
        r"vive|viven|existen)\b"
        r"|^¿?\s*cu[áa]l(?:es)? (?:es|son) (?:el|la|los|las) [\w ]+ m[áa]s\b"
        rf"|^¿?\s*qu[ée] (?:es|son) {_ES_DET}\b"
        r"|^¿?\s*qui[ée]n (?:escribió|inventó|descubrió|pintó|fundó|construyó|compuso|creó)\b"
        r"|^¿?\s*(?:es|son) (?:bueno|buena|malo|mala|sano|sana|peligroso|peligrosa)s? "
        # (not hay que / se debe: ¿Cuándo hay que pinchar al galgo? asks of the speaker's dog)
        r"|^¿?\s*se puede\b", re.IGNORECASE),
    "de": re.compile(
        r"\bman\b"
        r"|^wie (?:hoch|lang|lange|groß|weit|alt|tief|schwer|schnell|heiß|kalt) (?:ist|sind|"
        rf"war|wird) {_DE_DET}\b"
        rf"|^warum (?:ist|sind|hat|haben|wird|werden|kann|können) (?:{_DE_DET}|es)\b"
        r"|^wie ?viele? \w+ (?:hat|haben|gibt es|leben|wohnen)\b"
        rf"|^wer hat {_DE_DET} .*(?:geschrieben|erfunden|entdeckt|gemalt|gebaut|komponiert|"
        r"gegründet|erfunden)\b"
        rf"|^was (?:ist|sind|bedeutet) {_DE_DET}\b"
        r"|^(?:ist|sind) [\w -]+ (?:gesund|ungesund|schädlich|gefährlich|giftig)\b",
        re.IGNORECASE),
}


def speaks_of_someone(text: str, language: str) -> bool:
    """Whether a Spanish or German question (`language` "es" or "de") speaks of a person: a
    pronoun, a possessive, a relation word, or (Spanish) a verb of the first person plural."""
    found = _PERSONAL.get(language)
    return found is not None and bool(found.search(text))


def asked_as_general(text: str, language: str) -> bool:
    """Whether a Spanish or German question is asked the way questions about a kind or the
    world are (the module's text)."""
    found = _GENERAL.get(language)
    return found is not None and bool(found.search(text.strip()))
