"""Libraries through the CLI: create, add, import, list, show, delete, and recall's switches."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()

POLICY = """# Shop policy

## Returns

Items can be returned within 30 days with a receipt.

## Shipping

Orders ship within two days by parcel post.
"""


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def ok_json(*args: str) -> Any:
    code, out, err = run(*args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_create_add_list_show_delete(tmp_path: Path) -> None:
    assert ok_json("commonsense", "create", "facts")["scope"] == "global"
    mine = ok_json("commonsense", "create", "notes", "--agent", "bob", "--own")
    assert mine["scope"] == "agent" and mine["agent"] == "bob"
    entry = ok_json("commonsense", "add", "facts", "Water boils at 100 degrees Celsius")
    assert entry["added"] is True and entry["source"] is None
    again = ok_json("commonsense", "add", "facts", "Water boils at 100 degrees Celsius")
    assert again["added"] is False and again["id"] == entry["id"]
    code, out, _ = run("commonsense", "list", "--json")
    assert code == 0 and [(r["name"], r["entries"]) for r in map(json.loads, out.splitlines())] \
        == [("facts", 1)]  # the default agent does not see bob's library
    code, out, _ = run("commonsense", "list", "--json", "--agent", "bob")
    assert [json.loads(line)["name"] for line in out.splitlines()] == ["facts", "notes"]
    shown = ok_json("commonsense", "show", "facts")
    assert [e["text"] for e in shown["entries"]] == ["Water boils at 100 degrees Celsius"]
    code, out, err = run("commonsense", "delete", "facts")
    assert code == 0 and "would delete" in out and "--yes" in err
    assert run("commonsense", "show", "facts")[0] == 0
    assert ok_json("commonsense", "delete", "facts", "--yes")["deleted"] is True
    code, _, err = run("commonsense", "show", "facts")
    assert code == 1 and "no common-sense library 'facts'" in err


def test_bad_names_and_clashes_are_refused() -> None:
    code, _, err = run("commonsense", "create", "../up")
    assert code == 1 and "invalid library name" in err
    assert run("commonsense", "create", "facts")[0] == 0
    code, _, err = run("commonsense", "create", "facts")
    assert code == 1 and "already exists" in err
    code, _, err = run("commonsense", "create", "facts", "--agent", "bob", "--own")
    assert code == 1 and "already exists" in err
    assert run("commonsense", "create", "mine", "--agent", "bob", "--own")[0] == 0
    code, _, err = run("commonsense", "create", "mine")
    assert code == 1 and "shadow" in err
    code, _, err = run("commonsense", "add", "nope", "text")
    assert code == 1 and "no common-sense library 'nope'" in err


def test_import_keeps_sources_and_is_idempotent(tmp_path: Path) -> None:
    doc = tmp_path / "policy.md"
    doc.write_text(POLICY)
    notes = tmp_path / "notes.txt"
    notes.write_text("Parcels are weighed at the counter.\n\nStamps are sold singly.\n")
    run("commonsense", "create", "shop")
    first = ok_json("commonsense", "import", "shop", str(doc), str(notes))
    assert (first["chunks"], first["added"]) == (4, 4)
    again = ok_json("commonsense", "import", "shop", str(doc), str(notes))
    assert (again["added"], again["kept"], again["removed"]) == (0, 4, 0)
    entries = ok_json("commonsense", "show", "shop")["entries"]
    assert len(entries) == 4
    returns = next(e for e in entries if e["text"].startswith("Items"))
    assert returns["headings"] == ["Shop policy", "Returns"]
    assert (returns["source"], returns["line"]) == (str(doc.resolve()), 5)
    # the file changes: the library follows it (one chunk gone, one new, one moved)
    doc.write_text("# Shop policy\n\nOpen daily.\n\n## Shipping\n\n"
                   "Orders ship within two days by parcel post.\n")
    changed = ok_json("commonsense", "import", "shop", str(doc))
    assert (changed["added"], changed["moved"], changed["removed"]) == (1, 1, 1)
    texts = sorted(e["text"] for e in ok_json("commonsense", "show", "shop")["entries"])
    assert texts == ["Open daily.", "Orders ship within two days by parcel post.",
                     "Parcels are weighed at the counter.", "Stamps are sold singly."]


def test_bad_paths_exit_2_and_write_nothing(tmp_path: Path) -> None:
    run("commonsense", "create", "shop")
    good = tmp_path / "good.md"
    good.write_text(POLICY)
    code, _, err = run("commonsense", "import", "shop", str(good), str(tmp_path / "missing.md"))
    assert code == 2 and "missing.md: no such file or folder" in err
    binary = tmp_path / "image.txt"
    binary.write_bytes(b"\xff\xfe\x00\x81")
    code, _, err = run("commonsense", "import", "shop", str(binary))
    assert code == 2 and "not UTF-8 text" in err
    assert ok_json("commonsense", "show", "shop")["entries"] == []


def test_import_a_folder_takes_its_markdown_and_text_files(tmp_path: Path) -> None:
    (tmp_path / "docs" / "sub").mkdir(parents=True)
    (tmp_path / "docs" / "a.md").write_text("# A\n\nalpha text\n")
    (tmp_path / "docs" / "sub" / "b.txt").write_text("beta text\n")
    (tmp_path / "docs" / "c.png").write_bytes(b"\x89PNG")
    run("commonsense", "create", "shop")
    report = ok_json("commonsense", "import", "shop", str(tmp_path / "docs"))
    assert [Path(f["path"]).name for f in report["files"]] == ["a.md", "b.txt"]


def test_recall_switches_through_the_cli(tmp_path: Path) -> None:
    run("remember", "I bought a kettle last week")
    run("commonsense", "create", "shop")
    doc = tmp_path / "policy.md"
    doc.write_text(POLICY)
    run("commonsense", "import", "shop", str(doc))
    data = ok_json("recall", "can I return the kettle with a receipt?")
    assert [c["text"] for c in data["commonSenseList"]][:1] == [
        "Items can be returned within 30 days with a receipt."]
    assert data["commonSenseList"][0]["memnetaiCommonSenseDatabaseName"] == "shop"
    code, out, _ = run("recall", "can I return the kettle with a receipt?")
    assert code == 0 and "Common sense" in out and "Shop policy > Returns: Items" in out
    off = ok_json("recall", "return with a receipt", "--no-common-sense")
    assert off["commonSenseList"] == [] and "Common sense" not in off["memoryPrompt"]
    assert ok_json("recall", "return with a receipt",
                   "--no-global-common-sense")["commonSenseList"] == []
    once = ok_json("recall", "return with a receipt", "--no-global-common-sense",
                   "--common-sense-id", "shop")
    assert once["commonSenseList"] and once["commonSenseList"][0]["text"].startswith("Items")
    code, _, err = run("recall", "x", "--common-sense-id", "nope", "--json")
    assert code == 1 and "no common-sense library 'nope'" in json.loads(err)["error"]


def test_every_commonsense_command_explains_itself() -> None:
    from ebbing.cli.commonsense_cmds import app as group

    for command in group.registered_commands:
        assert command.callback is not None and (command.callback.__doc__ or "").strip()
    code, out, _ = run("commonsense", "--help")
    assert code == 0 and all(name in out for name in
                             ("create", "add", "import", "list", "show", "delete"))


def test_text_output_names_the_library_and_sources(tmp_path: Path) -> None:
    doc = tmp_path / "policy.md"
    doc.write_text(POLICY)
    code, out, _ = run("commonsense", "create", "shop")
    assert code == 0 and out.strip() == "created global library shop"
    code, out, _ = run("commonsense", "import", "shop", str(doc))
    assert code == 0 and "2 chunks, 2 added" in out
    code, out, _ = run("commonsense", "show", "shop")
    assert code == 0 and "[Shop policy > Returns] Items can be returned" in out
    assert f"({doc.resolve()}:5)" in out
    code, out, _ = run("commonsense", "list")
    assert code == 0 and out.strip() == "shop  global  2 entries"
