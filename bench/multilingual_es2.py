"""A second Spanish set for bench/multilingual.py (`--set es2`), written fresh on 2026-11-28 by
the helper polyglot2 before any code was changed or anything was run on it, to confirm what was
tuned on `--set es`: another invented life, told as a Chilean man tells an assistant in
Spanish. Raúl Castañeda (57, a baker in Valparaíso), his partner Verónica (a music teacher),
his daughter Camila (a nurse in Santiago, marrying a firefighter) and son Tomás (engineering),
the cat Pelusa, his sister Rosa's vineyard in Mendoza, high blood pressure, a shellfish rash,
retirement planned, amounts (a loan to a brother-in-law, the shop's rent, an oven on credit).
Two memories in English (his partner's choir, the accountant).

The kinds are bench/multilingual.py's (names from the Chinese sets): "zh" a Spanish question
near the memory's words, "para" a Spanish paraphrase, "en-zh" English about a Spanish memory,
"zh-en" Spanish about an English one (6, 10, 2, 2). Six off-topic questions: three of general
knowledge (one on the baker's own trade), three about his life on things he never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

MEMORIES: list[tuple[str, str]] = [
    ("m01", "Me llamo Raúl Castañeda, tengo 57 años y vivo en Valparaíso, en el cerro Alegre."),
    ("m02", "Desde hace veinte años tengo una panadería en la calle Almirante Montt."),
    ("m03", "Mi pareja, Verónica, es profesora de música en un liceo de Viña del Mar."),
    ("m04", "Mi hija Camila es enfermera en un hospital de Santiago y me visita una vez al mes."),
    ("m05", "Mi hijo Tomás estudia ingeniería civil en la universidad."),
    ("m06", "El médico me dijo que tengo la presión alta, así que tomo enalapril todas las "
            "mañanas."),
    ("m07", "Tenemos una gata gris que se llama Pelusa; tiene ocho años."),
    ("m08", "Le presté 400 mil pesos a mi cuñado Héctor en marzo y todavía no me los devuelve."),
    ("m09", "En junio compré un horno nuevo para la panadería con un crédito del banco a tres "
            "años."),
    ("m10", "Me levanto todos los días a las cuatro de la mañana para hornear el pan."),
    ("m11", "Mi hermana Rosa vive en Mendoza, en Argentina, y tiene un viñedo pequeño."),
    ("m12", "Los domingos juego al dominó con los vecinos en la plaza."),
    ("m13", "Quiero jubilarme en tres años y dejarle la panadería a mi sobrino Matías."),
    ("m14", "No puedo comer mariscos porque me dan urticaria."),
    ("m15", "En enero nos vamos de vacaciones con Verónica a Chiloé."),
    ("m16", "Camila se casa en diciembre con su novio Ignacio, que es bombero."),
    ("m17", "El arriendo del local me cuesta 650 mil pesos al mes."),
    ("m18", "Desde el verano pasado camino cuarenta minutos por la costanera cada tarde."),
    ("e01", "Verónica's choir performs at the Teatro Municipal on November 14."),
    ("e02", "The accountant, Mrs. Paredes, needs the bakery's receipts by the 10th of every "
            "month."),
]

QUESTIONS: list[Question] = [
    # Spanish, near the memory's words
    _q("¿Cómo se llama nuestra gata?", "zh", "m07"),
    _q("¿Cuánto le presté a Héctor?", "zh", "m08"),
    _q("¿A qué hora me levanto para hornear?", "zh", "m10"),
    _q("¿Dónde vive mi hermana Rosa?", "zh", "m11"),
    _q("¿Cuánto cuesta el arriendo del local?", "zh", "m17"),
    _q("¿Qué medicamento tomo para la presión?", "zh", "m06"),
    # Spanish, paraphrased
    _q("¿A qué se dedica Verónica?", "para", "m03"),
    _q("¿En qué trabaja mi hija?", "para", "m04"),
    _q("¿Qué carrera sigue mi hijo?", "para", "m05"),
    _q("¿Cuándo pienso retirarme?", "para", "m13"),
    _q("¿Por qué evito la comida de mar?", "para", "m14"),
    _q("¿Adónde vamos de viaje a principios de año?", "para", "m15"),
    _q("¿Quién es el prometido de mi hija?", "para", "m16"),
    _q("¿Qué hago el fin de semana con los vecinos?", "para", "m12"),
    _q("¿Cómo pagué el equipo nuevo del negocio?", "para", "m09"),
    _q("¿Qué ejercicio hago por las tardes?", "para", "m18"),
    # English about Spanish memories
    _q("How long have I had the bakery?", "en-zh", "m02"),
    _q("What does my daughter's fiancé do for a living?", "en-zh", "m16"),
    # Spanish about English memories
    _q("¿Cuándo canta el coro de Verónica?", "zh-en", "e01"),
    _q("¿Para qué día necesita la contadora los recibos?", "zh-en", "e02"),
]

OFF_TOPIC: list[str] = [
    # general knowledge
    "¿Cuál es el río más largo del mundo?",
    "¿Cómo se hace una empanada de pino?",
    "¿Cuántos habitantes tiene Chile?",
    # about his life, never told
    "¿Cuál es mi equipo de fútbol favorito?",
    "¿Cuándo es el cumpleaños de Verónica?",
    "¿Qué auto tengo?",
]
