"""A person's life in about thirty memories, told through the CLI as a user would."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from ebbing.cli.app import app

LIFE = [
    "My partner is Tom",
    "Tom loves jazz and plays the saxophone",
    "I work as a nurse at St. Mary's hospital",
    "My dog Biscuit is a golden retriever",
    "I have been vegetarian since 2020",
    "My sister Anna lives in Lisbon",
    "I grew up in Munich",
    "My favourite book is The Left Hand of Darkness",
    "I run every Saturday morning in the park",
    "My mother's birthday is on March 14",
    "I am allergic to penicillin",
    "Tom and I went to Japan last spring",
    "I drive an old blue Volvo",
    "I'm learning Spanish on Duolingo",
    "My best friend is Priya, we met at university",
    "Priya has two kids, Maya and Leo",
    "I play the piano badly",
    "My dentist is Dr. Keller",
    "I like green tea more than coffee",
    "Biscuit is afraid of thunderstorms",
    "I want to visit Iceland someday",
    "I graduated from nursing school in 2015",
    "Anna is a graphic designer",
    "I volunteer at the animal shelter once a month",
    "My father worked as an engineer at Siemens",
    "I hate cilantro",
    "Tom's birthday is in July",
    "I usually go to bed at 11 pm",
    "I keep a journal every night",
    "My favourite band is Radiohead",
]
DAY = "2026-11-20"
FAKE = {"EBBING_EMBEDDER": "fake", "EBBING_DAEMON": "false"}
runner = CliRunner()


def cli(*args: str) -> str:
    """Run `ebbing ARGS` (the fake embedder, no daemon); its stdout. Fails on an error."""
    result = runner.invoke(app, list(args), env=FAKE)
    assert result.exit_code == 0, result.output
    return result.stdout


def cli_json(*args: str) -> object:
    return json.loads(cli(*args, "--json"))


def tell_life(texts: list[str] = LIFE) -> dict[str, str]:
    """Remember each text (a minute apart) as a person would; the id of each, by text."""
    ids = {}
    for i, text in enumerate(texts):
        done = cli_json("remember", text, "--now", f"{DAY}T10:{i:02d}:00Z")
        assert isinstance(done, dict)
        ids[text] = str(done["id"])
    return ids
