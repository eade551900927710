"""Helpers of the working-memory tests: MemNet 0.2.32 driven in this process through its own
server's request handler (the code `memnet serve` runs for each CLI call), and ebbing's
operations on a registry, both answering (exit code, stdout, stderr)."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path
from typing import Any

import memnet
import typer.main
from memnet.cli import app as memnet_app
from memnet.session import reset_registry

from ebbing.wm.caps import Caps
from ebbing.wm.ops import Ops, call
from ebbing.wm.registry import Registry

EXAMPLES = Path(memnet.__file__).parent / "examples"
WORLDS = {  # name: (map file, workflow file)
    "example": ("schema.example.txt", "workflow.example.txt"),
    "coding": ("schema.coding.example.txt", "workflow.coding.example.txt"),
    "novel": ("schema.novel.example.txt", "workflow.novel.example.txt"),
    "codebase": ("schema.coding.example.txt", "workflow.memnet-codebase.snap.txt"),
    "techdocs": ("schema.techdocs.example.txt", "workflow.rto-remote.example.txt"),
}
BIG = {"MAX_ROWS": "20000", "MAX_BATCH_LINES": "20000", "MAX_RELATIONS": "2000"}
SESSION_ID = re.compile(r"\b(mn|wm)_[0-9a-f]{8}\b")
TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z")

Answer = tuple[int, str, str]


def normal(answer: Answer) -> Answer:
    """Session ids replaced by SID (MemNet's are mn_..., ebbing's wm_...), times by TIME."""
    code, out, err = answer
    return (code, TIME.sub("TIME", SESSION_ID.sub("SID", out)),
            TIME.sub("TIME", SESSION_ID.sub("SID", err)))


MEMNET_COMMAND = typer.main.get_command(memnet_app)


class MemNet:
    """memnet-llm 0.2.32 itself: its CLI run in this process as `memnet serve` runs each
    request (memnet.serve._handle_request, with the click command built once, not per call:
    building it is 90 % of that function's time)."""

    def __init__(self) -> None:
        reset_registry()

    def __call__(self, *args: str, stdin: str | None = None) -> Answer:
        out, err = io.StringIO(), io.StringIO()
        saved = sys.stdout, sys.stderr, sys.stdin
        sys.stdout, sys.stderr = out, err
        if stdin is not None:
            sys.stdin = io.StringIO(stdin)
        code = 0
        try:
            result = MEMNET_COMMAND(list(args), prog_name="memnet", standalone_mode=False)
            if isinstance(result, int) and result != 0:
                code = result
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
        except Exception as error:  # as memnet serve answers an unexpected error
            code = 1
            err.write(f"@ERR: internal|{type(error).__name__}: {error}\n")
        finally:
            sys.stdout, sys.stderr, sys.stdin = saved
        return code, out.getvalue(), err.getvalue()


class Ebbing:
    def __init__(self, caps: Caps | None = None) -> None:
        self.ops = Ops(Registry(caps or Caps()))

    def __call__(self, verb: str, **params: Any) -> Answer:
        reply = call(self.ops, verb, params)
        out, err = reply.text()
        return reply.code, out, err


def session_of(answer: Answer) -> str:
    return answer[1].split()[1].split("|")[0]


class Pair:
    """One world open in both, the same rows added to each."""

    def __init__(self, world: str, caps: Caps) -> None:
        self.memnet, self.ebbing = MemNet(), Ebbing(caps)
        schema, workflow = (EXAMPLES / name for name in WORLDS[world])
        self.mid = session_of(self.memnet("session", "open", "--map-file", str(schema)))
        self.wid = session_of(self.ebbing("session open", map_text=schema.read_text()))
        self.workflow = workflow
        self.added = (self.memnet("add", "--session", self.mid, "--allow-new-relation",
                                  "--file", str(workflow)),
                      self.ebbing("add", session=self.wid, allow_new_relation=True,
                                  text=workflow.read_text()))

    def both(self, memnet_args: list[str], verb: str, **params: Any) -> tuple[Answer, Answer]:
        return (normal(self.memnet(*memnet_args, "--session", self.mid)),
                normal(self.ebbing(verb, session=self.wid, **params)))
