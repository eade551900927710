"""A Spanish set for bench/multilingual.py (`--set es`), written fresh on 2026-11-28 by the
helper polyglot before anything was run on it: one invented woman's life, as she would tell an
assistant in Spanish. Marta Ibáñez (38, a pharmacist in Zaragoza), her husband Jorge (a history
teacher, coeliac, learning the cello), their children Pablo (10, football, a brace) and Irene
(6, asthma, swimming), the greyhound Canelo, her widowed mother Carmen in Huesca, her brother
Álvaro in Munich, a move from a flat to a house in Cuarte de Huerva, a job left (the hospital's
night shifts) and one offered (her boss retires), a knee operation, amounts (a mortgage, a
debt, a boiler, a brace). Six memories in English (her contacts, the vet, an exam).

The question kinds are bench/multilingual.py's, whose names come from the Chinese sets: here
"zh" is a Spanish question near the memory's words, "para" a Spanish paraphrase, "en-zh" an
English question about a Spanish memory, "zh-en" a Spanish question about an English memory
(8, 12, 6 and 4). Twelve off-topic questions: six of general knowledge, six about her life on
things she never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

MEMORIES: list[tuple[str, str]] = [
    ("m01", "Me llamo Marta Ibáñez, tengo 38 años y vivo en Zaragoza."),
    ("m02", "Trabajo de farmacéutica en una farmacia del barrio de Delicias, siempre de mañana."),
    ("m03", "Mi marido se llama Jorge y da clases de historia en un instituto."),
    ("m04", "Tenemos dos hijos: Pablo, que tiene diez años, e Irene, que acaba de cumplir seis."),
    ("m05", "Pablo juega al fútbol en el equipo del colegio los martes y los jueves por la tarde."),
    ("m06", "Irene tiene asma y tiene que usar el inhalador antes de hacer deporte."),
    ("m07", "Nuestro perro es un galgo que adoptamos en 2021; se llama Canelo."),
    ("m08", "A Canelo le toca la vacuna de la rabia el 14 de marzo."),
    ("m09", "Soy alérgica a la penicilina, me lo descubrieron de pequeña."),
    ("m10", "Mi madre, Carmen, vive sola en Huesca desde que murió mi padre hace tres años."),
    ("m11", "Voy a ver a mi madre a Huesca un domingo sí y otro no."),
    ("m12", "Mi hermano Álvaro es ingeniero en una empresa de Múnich y solo viene por Navidad."),
    ("m13", "Jorge es celíaco, así que en casa compramos el pan y la pasta sin gluten."),
    ("m14", "Desde que nos mudamos, la hipoteca nos sale a 780 euros al mes."),
    ("m15", "En septiembre dejamos el piso de alquiler del centro y nos fuimos a una casa con "
            "jardín en Cuarte de Huerva."),
    ("m16", "En el piso del centro pagábamos 650 euros de alquiler, pero no teníamos ni balcón."),
    ("m17", "Dejé la farmacia del hospital Miguel Servet en 2019 porque las guardias de noche "
            "me estaban matando."),
    ("m18", "Estoy haciendo un máster online de nutrición y lo termino en junio."),
    ("m19", "En febrero me operaron del menisco de la rodilla derecha y sigo yendo a "
            "rehabilitación dos veces por semana."),
    ("m20", "Tenemos reservado un viaje a Lisboa para Semana Santa, del 2 al 6 de abril."),
    ("m21", "El cumpleaños de Jorge es el 23 de octubre y siempre quiere cenar en un asador."),
    ("m22", "Le debo 200 euros a mi amiga Nuria de las entradas del concierto de Rosalía."),
    ("m23", "Mi jefa, Rosa, se jubila en diciembre y me han ofrecido quedarme yo de titular de "
            "la farmacia."),
    ("m24", "Irene empieza natación los sábados por la mañana en el polideportivo."),
    ("m25", "Por la tarde no tomo café porque luego no pego ojo."),
    ("m26", "Tengo la tensión un poco alta y la médica me ha dicho que eche menos sal a la "
            "comida."),
    ("m27", "El coche es un Seat León de 2015 y le toca pasar la ITV en mayo."),
    ("m28", "Pablo lleva aparato en los dientes desde enero; la ortodoncia nos cuesta 3.200 "
            "euros en total."),
    ("m29", "Jorge se ha empeñado en aprender violonchelo y lleva dos meses con un profesor "
            "particular."),
    ("m30", "Los jueves por la noche juego al pádel con mis compañeras de la farmacia."),
    ("m31", "Mi suegra, Pilar, se queda con los niños los miércoles por la tarde."),
    ("m32", "Estoy ahorrando para cambiar la caldera, que ya tiene veinte años; el presupuesto "
            "es de 2.500 euros."),
    ("m33", "Mi mejor amiga, Nuria, se ha ido a vivir a Valencia por trabajo."),
    ("m34", "El gato de mi madre se llama Misifú y ya tiene quince años."),
    ("m35", "Quiero correr la media maratón de Zaragoza en noviembre, si la rodilla me deja."),
    ("m36", "Soy vegetariana desde hace cinco años, aunque de vez en cuando como pescado."),
    ("e01", "Tom Harris, my contact at the supplier in Manchester, calls me every Monday at nine."),
    ("e02", "Pablo's English teacher says he should read in English for twenty minutes a day."),
    ("e03", "The Wi-Fi password of the new house is on a sticker behind the router."),
    ("e04", "Álvaro's girlfriend Hannah is a nurse in Munich and speaks very good Spanish."),
    ("e05", "Canelo's vet is Dr. Ruiz at the Ebro veterinary clinic, open on weekdays only."),
    ("e06", "I'm sitting an English B2 exam on 18 May, because the chain wants its managers to "
            "speak English."),
]

QUESTIONS: list[Question] = [
    # Spanish, near the memory's words
    _q("¿Cómo se llama el perro?", "zh", "m07"),
    _q("¿A qué medicamento soy alérgica?", "zh", "m09"),
    _q("¿Cuánto pagamos de hipoteca cada mes?", "zh", "m14"),
    _q("¿Qué días entrena Pablo al fútbol?", "zh", "m05"),
    _q("¿Cuándo cumple años Jorge?", "zh", "m21"),
    _q("¿Cuánto dinero le debo a Nuria?", "zh", "m22"),
    _q("¿Cuándo tiene que pasar el coche la ITV?", "zh", "m27"),
    _q("¿Dónde trabaja mi hermano?", "zh", "m12"),
    # Spanish, paraphrased
    _q("¿Quién de casa no puede comer trigo?", "para", "m13"),
    _q("¿Qué problema de salud tiene la pequeña?", "para", "m06"),
    _q("¿Cada cuánto visito a mi madre?", "para", "m11"),
    _q("¿Cuándo hay que pinchar al galgo?", "para", "m08"),
    _q("¿Por qué me fui del hospital?", "para", "m17"),
    _q("¿Qué estoy estudiando ahora?", "para", "m18"),
    _q("¿En qué pueblo vivimos ahora?", "para", "m15"),
    _q("¿Qué me hicieron en la pierna?", "para", "m19"),
    _q("¿Adónde nos vamos en las vacaciones de primavera?", "para", "m20"),
    _q("¿Quién cuida de los críos a mitad de semana?", "para", "m31"),
    _q("¿Cuánto nos cuestan los hierros del niño?", "para", "m28"),
    _q("¿Qué instrumento está aprendiendo mi marido?", "para", "m29"),
    # English about Spanish memories
    _q("What sport do I play with my coworkers?", "en-zh", "m30"),
    _q("How old is my mother's cat?", "en-zh", "m34"),
    _q("Who could take over the pharmacy when my boss retires?", "en-zh", "m23"),
    _q("What did the doctor tell me about my blood pressure?", "en-zh", "m26"),
    _q("Which race am I hoping to run?", "en-zh", "m35"),
    _q("How much will replacing the boiler cost?", "en-zh", "m32"),
    # Spanish about English memories
    _q("¿Quién me llama los lunes desde Inglaterra?", "zh-en", "e01"),
    _q("¿Cuándo es mi examen de inglés?", "zh-en", "e06"),
    _q("¿Cómo se llama la veterinaria de Canelo?", "zh-en", "e05"),
    _q("¿A qué se dedica la novia de mi hermano?", "zh-en", "e04"),
]

OFF_TOPIC: list[str] = [
    # general knowledge
    "¿Cuál es la capital de Australia?",
    "¿Cuántos huesos tiene el cuerpo humano?",
    "¿Quién pintó el Guernica?",
    "¿Cómo se hace una tortilla de patatas?",
    "¿En qué año llegó el hombre a la Luna?",
    "¿Por qué el cielo es azul?",
    # about her life, never told
    "¿Cuál es el grupo sanguíneo de Jorge?",
    "¿Cómo se llama la profesora de piano de Irene?",
    "¿Cuánto me costó la bicicleta nueva?",
    "¿A qué hora sale mi tren a Madrid?",
    "¿Qué me regaló Álvaro por mi cumpleaños?",
    "¿Cuándo tengo cita con el dentista?",
]
