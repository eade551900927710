"""Tokens in the database (pg/tokens.py): a token made on one host works on every host of the
database, a revocation on one reaches the others at once, and the tokens a home's file held
before are brought over."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from ebbing.access.tokens import FileTokens, tokens_of
from ebbing.cli.app import app
from ebbing.errors import InvalidInput, NotFound
from ebbing.pg.tokens import PgTokens


def test_a_token_made_on_one_host_is_honoured_and_revoked_on_another(tmp_path: Path) -> None:
    here, there = tokens_of(tmp_path / "a"), tokens_of(tmp_path / "b")
    assert isinstance(here, PgTokens) and isinstance(there, PgTokens)
    record, secret = here.create("alice", ["user_42", "shared"])
    found = there.find(secret)
    assert found is not None and found.namespaces == ("shared", "user_42")
    assert found.grant().namespaces == frozenset({"shared", "user_42"})
    assert there.find(secret + "x") is None and there.find("not-a-token") is None
    with pytest.raises(InvalidInput):
        there.create("alice", ["user_43"])  # one active token per name, across hosts
    assert there.revoke("alice").revoked_at is not None
    assert here.find(secret) is None
    with pytest.raises(NotFound):
        here.revoke("alice")
    again, other = here.create("alice", ["user_43"])  # the name is free again
    assert sorted((r.name, r.revoked_at is None) for r in there.list()) == [
        ("alice", False), ("alice", True)]
    assert there.find(other) == again and record.sha256 not in {
        r.sha256 for r in there.list() if r.revoked_at is None}


def test_the_tokens_of_a_homes_file_are_brought_into_the_database(tmp_path: Path) -> None:
    home = tmp_path / "a"
    _, kept = FileTokens(home).create("bob", ["user_7"])
    _, dropped = FileTokens(home).create("carol", ["user_8"])
    FileTokens(home).revoke("carol")
    elsewhere = tokens_of(tmp_path / "b")
    assert elsewhere.find(kept) is None  # not brought yet: no daemon of that home ran
    assert tokens_of(home).find(kept) is not None
    assert elsewhere.find(kept) is not None and elsewhere.find(dropped) is None


def test_the_token_command_keeps_them_in_the_database(tmp_path: Path) -> None:
    runner = CliRunner()
    made = runner.invoke(app, ["token", "create", "dana", "-n", "user_9", "--json",
                               "--home", str(tmp_path / "a")])
    assert made.exit_code == 0, made.output
    listed = runner.invoke(app, ["token", "list", "--home", str(tmp_path / "b")])
    assert listed.exit_code == 0 and "dana" in listed.output, listed.output
