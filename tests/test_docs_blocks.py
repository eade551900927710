"""Every code block in the docs runs, or is checked as far as it can be without a person's
own data: JSON parses; Python compiles, and the blocks a newcomer copies first run (README's
Python API, docs/server.md's SDK examples against a daemon, docs/mcp.md's tool module); every
shell block is valid bash, and every `ebbing ...` line in it names a real command with real
options."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer

from ebbing.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md")])
FENCE = re.compile(r"^( *)```(\w*)\n(.*?)^\1```", re.MULTILINE | re.DOTALL)


def blocks(language: str) -> Iterator[tuple[str, str]]:
    for path in DOCS:
        for number, match in enumerate(FENCE.finditer(path.read_text())):
            if match.group(2) == language:
                indent = len(match.group(1))
                body = "\n".join(line[indent:] for line in match.group(3).splitlines())
                yield f"{path.name}#{number}", body


def ids(found: list[tuple[str, str]]) -> list[str]:
    return [name for name, _ in found]


JSON = list(blocks("json"))
PYTHON = list(blocks("python"))
BASH = list(blocks("bash"))


@pytest.mark.parametrize(("name", "body"), JSON, ids=ids(JSON))
def test_json_blocks_parse(name: str, body: str) -> None:
    json.loads(body)


@pytest.mark.parametrize(("name", "body"), PYTHON, ids=ids(PYTHON))
def test_python_blocks_compile(name: str, body: str) -> None:
    compile(body, name, "exec")


@pytest.mark.parametrize(("name", "body"), BASH, ids=ids(BASH))
def test_bash_blocks_are_valid_bash(name: str, body: str) -> None:
    checked = subprocess.run(["bash", "-n"], input=body, text=True, capture_output=True)
    assert checked.returncode == 0, checked.stderr


def ebbing_lines(body: str) -> Iterator[list[str]]:
    joined = re.sub(r"\\\n\s*", " ", body)
    for line in joined.splitlines():
        line = line.split(" #")[0].strip()
        for part in re.split(r"\s*(?:&&|\|\||;|\|)\s*", line):
            if part.startswith("ebbing "):
                try:
                    words = shlex.split(part.replace("$(", "").replace("...", ""))
                except ValueError:  # a quote closed on a line of its own: the words before it
                    words = part.split()
                yield [w for w in words if not w.startswith("$")]


def command_of(words: list[str]) -> tuple[Any, list[str]]:
    group: Any = typer.main.get_command(app)
    rest = words[1:]
    while hasattr(group, "commands") and rest and rest[0] in group.commands:
        group = group.commands[rest[0]]
        rest = rest[1:]
    return group, rest


COMMANDS = [(name, words) for name, body in BASH for words in ebbing_lines(body)]


@pytest.mark.parametrize(("name", "words"), COMMANDS,
                         ids=[f"{n}:{' '.join(w[:3])}" for n, w in COMMANDS])
def test_every_ebbing_line_names_a_real_command_and_options(name: str,
                                                            words: list[str]) -> None:
    command, rest = command_of(words)
    assert not hasattr(command, "commands") or not rest or rest[0].startswith("-"), (
        f"{' '.join(words)}: no command {rest[0]!r}")
    known = {opt for p in command.params for opt in [*p.opts, *p.secondary_opts]}
    known |= {"--help"}
    for word in rest:
        if word.startswith("-") and word != "-":
            assert word.split("=")[0] in known, f"{' '.join(words)}: no option {word}"


def test_readme_python_api_runs(ebbing_home: Path) -> None:
    body = next(b for n, b in PYTHON if n.startswith("README"))
    exec(compile(body, "README.md", "exec"), {})


def test_mcp_tool_module_example_builds_a_tool() -> None:
    body = next(b for n, b in PYTHON if n.startswith("mcp"))
    scope: dict[str, object] = {}
    exec(compile(body, "mcp.md", "exec"), scope)
    assert [t.name for t in scope["TOOLS"]] == ["wm_put"]  # type: ignore[attr-defined]


def test_every_short_option_has_one_meaning() -> None:
    """`-a` is the agent everywhere (wm's `--memory-agent` is the long-term memory's agent,
    the same thing), `-n` the namespace, and so on: a short option never means two things."""
    same = {"--memory-agent": "--agent"}
    meanings: dict[str, set[str]] = {}

    def walk(command: Any) -> None:
        for param in command.params:
            longs = [o for o in param.opts if o.startswith("--")]
            for short in (o for o in param.opts if re.fullmatch(r"-\w", o)):
                meanings.setdefault(short, set()).update(same.get(x, x) for x in longs)
        for sub in getattr(command, "commands", {}).values():
            walk(sub)

    walk(typer.main.get_command(app))
    assert meanings["-a"] == {"--agent"}
    assert {short: longs for short, longs in meanings.items() if len(longs) > 1} == {}
    wm = typer.main.get_command(app).commands["wm"]  # type: ignore[attr-defined]
    assert "-a" in {o for c in wm.commands["settle"].params for o in c.opts}
