"""English irregular forms and the word they are a form of, for the stemmer (core/query.py).

The suffix stripper joins "adopted" and "adopting" with "adopt", but no suffix rule joins
"broke" or "broken" with "break", "went" with "go" or "children" with "child": those forms
are looked up here first, and the base word is then stemmed like any other ("broken" ->
"break", "taken" -> "take" -> "tak", the stem of "taking" too).

The words a family uses for its own are joined the same way: "mum", "mom" and "mama" are
"mother", "nana" and "granny" "grandmother", "auntie" "aunt" ("how much did their grandma put
toward the truck?" is answered by "nana jo lent me 8k"; "Aga's mother" by "pierogi from my
mum"), and so are the short forms a chat types for a word: "kids" are "children", "pics"
"pictures", a "bday" a "birthday". An ordinal of tens is its number (stop 29): an age or
an anniversary is told as the number reached ("turning eighty", "fifty years married") and
asked as the ordinal ("her eightieth birthday", "their fiftieth"); not "first" to "tenth"
("second" is a unit of time, "his third ..." asks for one of a series: retrieval/told.py).
Not "ma", "pa", "pop", "nan" or "gran", as often other words.

Left out on purpose: forms that are as often another word ("left" the side, "rose" the
flower, "ground", "wound", "lay", "bore", "lives"; "saw" is kept, the verb being far more
common in conversation than the tool), and forms whose base is a stop word ("got", "did",
"said", "told", "knew" stay stop words, as their bases are).
"""

from __future__ import annotations

_FORMS = """
ate eaten:eat began begun:begin bent:bend bet:bet bit bitten:bite bled:bleed blew blown:blow
broke broken:break bred:breed brought:bring built:build burnt:burn bought:buy caught:catch
chose chosen:choose came:come crept:creep dealt:deal dug:dig dove:dive drew drawn:draw
dreamt:dream drank drunk:drink drove driven:drive ate:eat fell fallen:fall fed:feed felt:feel
fought:fight found:find fled:flee flew flown:fly forbade forbidden:forbid forgot forgotten:forget
forgave forgiven:forgive froze frozen:freeze gave given:give gone went:go grew grown:grow
hung:hang heard:hear hid hidden:hide held:hold kept:keep knelt:kneel led:lead leapt:leap
learnt:learn lent:lend lit:light lost:lose made:make meant:mean met:meet mistook mistaken:mistake
overcame:overcome paid:pay proved proven:prove ran:run rang rung:ring rode ridden:ride
rose risen:rise sang sung:sing sank sunk:sink sat:sit saw seen:see sought:seek sold:sell
sent:send shook shaken:shake shone:shine shot:shoot showed shown:show shrank shrunk:shrink
slept:sleep slid:slide spoke spoken:speak sped:speed spent:spend spun:spin sprang sprung:spring
stood:stand stole stolen:steal stuck:stick stung:sting strove striven:strive struck:strike
swore sworn:swear swept:sweep swam swum:swim swung:swing took taken:take taught:teach
tore torn:tear thought:think threw thrown:throw understood:understand woke woken:wake
wore worn:wear wept:weep won:win wound:wind wrote written:write
children:child women:woman men:man feet:foot teeth:tooth mice:mouse geese:goose
wives:wife knives:knife lives:life halves:half shelves:shelf wolves:wolf
mom mum mommy mummy mama:mother dad daddy papa:father grandma granny nana nanna:grandmother
grandpa grandad granddad:grandfather auntie aunty:aunt kid kids:child pic pics:picture
bday bdays:birthday
twentieth:twenty thirtieth:thirty fortieth:forty fiftieth:fifty sixtieth:sixty
seventieth:seventy eightieth:eighty ninetieth:ninety hundredth:hundred thousandth:thousand
"""

_AMBIGUOUS = frozenset({"wound", "lives", "rose", "lit", "bet"})  # as often another word


def _parse() -> dict[str, str]:
    """The table above: each group "form form:base" (the groups are separated by spaces, so
    a group's forms are joined to the base by the colon after the last one)."""
    table: dict[str, str] = {}
    pending: list[str] = []
    for word in _FORMS.split():
        form, colon, base = word.partition(":")
        pending.append(form)
        if colon:
            table.update({f: base for f in pending if f != base and f not in _AMBIGUOUS})
            pending = []
    return table


# Agent nouns made from a verb of the table, which no suffix rule joins with it: whoever
# "bought" the car is its "buyer", who "sold" it the "seller", who "drove" it the "driver"
# ("who bought the Nissan?" is answered by "buyer ni Mzee Wafula"). Only "-er" / "-r" added to
# the bare verb (no undoubled consonant: "letter", "better", "winner" stay themselves); not the
# agent nouns that are as often another word.
_AGENT_AMBIGUOUS = frozenset({"shower", "sewer", "layer", "freezer", "sticker", "speaker",
                              "founder", "ringer", "hanger", "bearer", "drawer", "burner",
                              "meaner", "feeler"})


def _agents(table: dict[str, str]) -> dict[str, str]:
    """Agent noun (and its plural) -> the verb it is made from, for the verbs of `table`."""
    found: dict[str, str] = {}  # nouns of the table make nothing real ("childer")
    for verb in {base for base in table.values() if len(base) >= 3}:
        noun = verb + ("r" if verb.endswith("e") else "er")
        if noun not in _AGENT_AMBIGUOUS and noun not in table:
            found[noun] = found[noun + "s"] = verb
    return found


_TABLE = _parse()
IRREGULAR: dict[str, str] = {**_agents(_TABLE), **_TABLE}
