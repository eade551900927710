"""`ebbing promote` and `ebbing vault ...` as a person at a shell sees them."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()
NOW = "2025-03-02T09:00:00"


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def remember(text: str, *extra: str) -> str:
    code, out, err = run("remember", text, "--json", "--now", "2025-03-01T09:00:00", *extra)
    assert code == 0, err
    return str(json.loads(out)["id"])


def test_promote_due_is_a_dry_run_until_apply(tmp_path: Path) -> None:
    vault = tmp_path / "v"
    used = remember("Max moved to Berlin", "-e", "Max")
    remember("Never used since")
    assert run("touch", used, "--now", "2025-03-01T09:00:00")[0] == 0
    code, out, err = run("promote", "--due", "--vault", str(vault), "--now", NOW)
    assert code == 0 and used in out and "dry run: 1 memory due" in err
    assert not vault.exists()
    code, out, _ = run("promote", "--due", "--apply", "--vault", str(vault), "--now", NOW,
                       "--json")
    data = json.loads(out)
    assert code == 0 and data["applied"] and [m["id"] for m in data["memories"]] == [used]
    assert data["memories"][0]["reason"] == "score"
    note = vault / data["memories"][0]["note"]
    assert note.is_file() and (vault / "Entities" / "Max.md").is_file()
    code, out, _ = run("show", used, "--json")
    assert json.loads(out)["lifecycle"] == "promoted"


def test_promote_ids_and_bad_usage(tmp_path: Path) -> None:
    vault = tmp_path / "v"
    mid = remember("Ralph is the new designer")
    code, out, _ = run("promote", mid, "--vault", str(vault), "--now", NOW)
    assert code == 0 and "Memories/Ralph is the new designer" in out
    assert run("promote", "--vault", str(vault))[0] == 2  # neither ids nor --due
    assert run("promote", mid, "--due", "--vault", str(vault))[0] == 2
    code, _, err = run("promote", "01NOSUCHMEMORY", "--vault", str(vault))
    assert code == 1 and "no memory" in err


def test_vault_sync_reports_and_exits_1_on_a_broken_note(tmp_path: Path) -> None:
    vault = tmp_path / "v"
    mid = remember("Anna likes tea")
    run("promote", mid, "--vault", str(vault), "--now", NOW)
    note = next((vault / "Memories").glob("*.md"))
    note.write_text(note.read_text().replace("Anna likes tea", "Anna likes coffee"))
    code, out, _ = run("vault", "sync", "--vault", str(vault), "--now", NOW, "--json")
    data = json.loads(out)
    assert code == 0 and data["edited"][0]["id"] == mid and data["problems"] == []
    note.write_text("---\nid: [broken\n---\nx\n")
    code, _, err = run("vault", "sync", "--vault", str(vault), "--now", NOW)
    assert code == 1 and "problem:" in err and "not valid YAML" in err
    code, out, _ = run("show", mid, "--json")
    assert json.loads(out)["content"] == "Anna likes coffee"


def test_vault_location_from_environment_and_default(tmp_path: Path, monkeypatch,
                                                     ebbing_home: Path) -> None:
    mid = remember("Where does the vault live")
    run("promote", mid, "--now", NOW)
    assert list((ebbing_home / "default" / "default" / "vault" / "Memories").glob("*.md"))
    monkeypatch.setenv("EBBING_VAULT", str(tmp_path / "from-env"))
    code, _, _ = run("vault", "sync", "--now", NOW)
    assert code == 0 and list((tmp_path / "from-env" / "Memories").glob("*.md"))


def test_vault_init_command(tmp_path: Path) -> None:
    code, out, err = run("vault", "init", str(tmp_path / "new"))
    assert code == 0 and "added   .obsidian/types.json" in out and "vault ready" in err
    code, out, _ = run("vault", "init", str(tmp_path / "new"), "--json")
    assert code == 0 and json.loads(out)["added"] == []
    (tmp_path / "file").write_text("x")
    assert run("vault", "init", str(tmp_path / "file"))[0] == 1


def test_every_vault_command_has_help() -> None:
    from ebbing.cli.vault_cmds import vault_app

    for command in vault_app.registered_commands:
        assert command.callback is not None and (command.callback.__doc__ or "").strip()
        code, out, _ = run("vault", command.name or "", "--help")
        assert code == 0 and "--vault" in out


def test_promote_by_id_with_apply_promotes_and_counts_read_right(tmp_path: Path) -> None:
    vault = tmp_path / "v"
    memory_id = remember("Max moved to Berlin")
    code, _, err = run("promote", memory_id, "--apply", "--vault", str(vault), "--now", NOW)
    assert code == 0, err
    assert "promoted 1 memory into" in err and "memories" not in err
    assert len(list((vault / "Memories").glob("*.md"))) == 1


def test_a_repudiated_memory_is_promoted_with_a_notice_and_its_note_says_so(
        tmp_path: Path) -> None:
    import frontmatter

    vault = tmp_path / "v"
    old = remember("Anna is 30 years old")
    code, out, err = run("repudiate", old, "Anna is 31 years old", "-r", "she said so",
                         "--json", "--now", "2025-03-01T10:00:00")
    assert code == 0, err
    code, out, err = run("promote", old, "--vault", str(vault), "--now", NOW, "--json")
    data = json.loads(out)
    assert code == 0 and data["memories"][0]["status"] == "repudiated"
    assert data["notices"] and "repudiated" in data["notices"][0]
    note = frontmatter.load(vault / data["memories"][0]["note"])
    code, shown, _ = run("show", old, "--json")
    replaced_by = json.loads(shown)["linked_new_memory_id"]
    assert note["status"] == "repudiated" and replaced_by
    assert note["superseded_by"] == replaced_by  # the newer memory has no note: its id
    # once the newer memory has a note too, the property links to it
    code, out, err = run("promote", replaced_by, "--vault", str(vault), "--now", NOW, "--json")
    assert code == 0 and not json.loads(out)["notices"]
    note = frontmatter.load(vault / data["memories"][0]["note"])
    assert str(note["superseded_by"]).startswith("[[") and replaced_by[-8:] in \
        note["superseded_by"]
