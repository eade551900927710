"""`ebbing token`: tokens that grant namespaces of this home to the daemon's and the MCP
server's callers (ebbing.access)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from ebbing.cli.common import HomeOpt, JsonOpt, emit_json, err, out, reported

if TYPE_CHECKING:
    from ebbing.access.tokens import TokenStore

app = typer.Typer(
    name="token",
    help="Tokens that grant namespaces: a token for user_42 reads and writes user_42 only.",
    no_args_is_help=True,
    rich_markup_mode=None,
)

NameArg = Annotated[str, typer.Argument(help="The token's name (who or what holds it).")]


def _store(home: Path | None) -> TokenStore:
    from ebbing.access.tokens import tokens_of
    from ebbing.config import load_settings

    return tokens_of(load_settings(home=home).home)


@app.command()
def create(
    name: NameArg,
    namespaces: Annotated[list[str], typer.Option(
        "--namespace", "-n", help="A namespace the token grants (repeat for several).")],
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Make a token granting the given namespaces; it is printed this once (the home keeps
    only its SHA-256). Send it as `Authorization: Token <token>` to `ebbing serve`, or as
    `Authorization: Bearer <token>` to `ebbing mcp --http`."""
    with reported(as_json):
        store = _store(home)
        record, secret = store.create(name, namespaces)
        if as_json:
            emit_json(record.public() | {"token": secret})
            return
        out.print(secret, markup=False)
        err.print(f"token {record.name!r} grants {', '.join(record.namespaces)}; it is shown "
                  "only now: keep it somewhere safe", markup=False)


@app.command("list")
def list_tokens(
    every: Annotated[bool, typer.Option("--all", help="Revoked tokens too.")] = False,
    home: HomeOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The tokens of this home: name, namespaces, the first characters, when made (never the
    token itself, which the home does not keep)."""
    with reported(as_json):
        store = _store(home)
        records = [r for r in store.list() if every or not r.revoked_at]
        for r in records:
            if as_json:
                emit_json(r.public())
            else:
                gone = f"  revoked {r.revoked_at}" if r.revoked_at else ""
                out.print(f"{r.name}  {','.join(r.namespaces)}  {r.shown}...  made "
                          f"{r.created_at}{gone}", markup=False)


@app.command()
def revoke(name: NameArg, home: HomeOpt = None, as_json: JsonOpt = False) -> None:
    """Revoke a token: its next request is refused (401), by a running daemon too."""
    with reported(as_json):
        store = _store(home)
        record = store.revoke(name)
        if as_json:
            emit_json(record.public())
            return
        err.print(f"revoked token {record.name!r}", markup=False)


def register(root: typer.Typer) -> None:
    root.add_typer(app, name="token")
