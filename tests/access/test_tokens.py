"""`ebbing token` and the token store: a token is shown once and kept only as its hash,
listed without its secret, revoked at once for every reader of the home."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ebbing.access.reach import Forbidden, Grant, granted, require, require_home, visible
from ebbing.access.tokens import FileTokens
from ebbing.cli.app import app
from ebbing.errors import InvalidInput, InvalidName, NotFound

runner = CliRunner()


def test_a_token_is_kept_as_its_hash_and_found_by_another_reader(tmp_path: Path) -> None:
    store, daemon_side = FileTokens(tmp_path), FileTokens(tmp_path)
    record, secret = store.create("alice", ["user_42", "user:43", "user_42"])
    assert record.namespaces == ("user:43", "user_42")
    saved = (tmp_path / ".access" / "tokens.json").read_text()
    assert secret not in saved and secret[len("ebt_") + 4:] not in saved
    assert stat.S_IMODE((tmp_path / ".access" / "tokens.json").stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / ".access").stat().st_mode) == 0o700
    found = daemon_side.find(secret)
    assert found is not None and found.grant() == Grant("alice", frozenset({"user_42",
                                                                             "user:43"}))
    assert daemon_side.find(secret[:-1] + ("A" if secret[-1] != "A" else "B")) is None
    assert daemon_side.find("not-a-token") is None
    store.revoke("alice")
    assert daemon_side.find(secret) is None  # the other reader sees the change at once


def test_names_and_namespaces_are_checked(tmp_path: Path) -> None:
    store = FileTokens(tmp_path)
    with pytest.raises(InvalidInput, match="at least one namespace"):
        store.create("a", [])
    with pytest.raises(InvalidName):
        store.create("a", ["../etc"])
    with pytest.raises(InvalidName):
        store.create("a b", ["x"])
    store.create("a", ["x"])
    with pytest.raises(InvalidInput, match="exists already"):
        store.create("a", ["y"])
    with pytest.raises(NotFound, match="no active token named 'b'"):
        store.revoke("b")
    assert FileTokens(tmp_path / "none").find("ebt_x") is None  # no file: no token


def test_reach_refuses_what_the_grant_lacks() -> None:
    require("anything")  # no token set: the home's own reach
    with granted(Grant("alice", frozenset({"user_42"}))):
        require("user_42")
        with pytest.raises(Forbidden, match="does not grant the namespace 'user_43'"):
            require("user_43")
        with pytest.raises(Forbidden, match="whole home"):
            require_home("working memory")
        assert visible(["user_43", "user_42", "default"]) == ["user_42"]
    require("user_43")


def test_the_cli_creates_lists_without_secrets_and_revokes(ebbing_home: Path) -> None:
    made = runner.invoke(app, ["token", "create", "bob", "-n", "user_42", "--json"])
    assert made.exit_code == 0, made.stderr
    secret = json.loads(made.stdout)["token"]
    plain = runner.invoke(app, ["token", "create", "carol", "-n", "user_43"])
    assert plain.exit_code == 0 and plain.stdout.strip().startswith("ebt_")
    assert "shown only now" in plain.stderr
    listed = runner.invoke(app, ["token", "list", "--json"])
    assert listed.exit_code == 0
    rows = [json.loads(line) for line in listed.stdout.splitlines()]
    assert [(r["name"], r["namespaces"]) for r in rows] == [("bob", ["user_42"]),
                                                             ("carol", ["user_43"])]
    assert secret not in listed.stdout and "sha256" not in listed.stdout
    assert rows[0]["starts_with"] == secret[:8]
    assert runner.invoke(app, ["token", "revoke", "bob"]).exit_code == 0
    after = runner.invoke(app, ["token", "list"]).stdout
    assert "bob" not in after and "carol" in after
    assert "revoked" in runner.invoke(app, ["token", "list", "--all"]).stdout
    again = runner.invoke(app, ["token", "revoke", "bob", "--json"])
    assert again.exit_code == 1 and "no active token" in again.stderr
    missing = runner.invoke(app, ["token", "create", "dave"])
    assert missing.exit_code == 2  # --namespace is required
