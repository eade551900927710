"""`vault init`: a real Obsidian vault skeleton, merged into an existing one without
overwriting what a person set."""

from __future__ import annotations

from pathlib import Path

import frontmatter
import orjson
import yaml

from ebbing.vault.template import init_vault, template_root


def _json(path: Path) -> object:
    return orjson.loads(path.read_bytes())


def test_init_lays_down_a_vault(tmp_path: Path) -> None:
    vault = tmp_path / "v"
    report = init_vault(vault)
    obsidian = vault / ".obsidian"
    plugins = _json(obsidian / "core-plugins.json")
    assert isinstance(plugins, dict)
    for name in ("graph", "backlink", "outgoing-link", "tag-pane", "properties", "templates",
                 "bases"):
        assert plugins[name] is True
    assert _json(obsidian / "templates.json") == {
        "folder": "Templates", "dateFormat": "YYYY-MM-DD", "timeFormat": "HH:mm"}
    graph = _json(obsidian / "graph.json")
    assert isinstance(graph, dict)
    queries = [g["query"] for g in graph["colorGroups"]]
    assert "path:Entities" in queries and "[status:repudiated]" in queries
    assert (vault / "Home.md").is_file() and (vault / "Templates" / "Memory.md").is_file()
    base = yaml.safe_load((vault / "Memories.base").read_text(encoding="utf-8"))
    assert {v["name"] for v in base["views"]} >= {"By status", "Recently used"}
    assert "workspace.json" in (vault / ".gitignore").read_text(encoding="utf-8")
    for folder in ("Memories", "Entities", "Inbox"):
        assert (vault / folder).is_dir()
    assert "Home.md" in report.added
    home = frontmatter.load(vault / "Home.md")
    assert "id" not in home.metadata  # not a memory note
    assert "![[Memories.base]]" in home.content


def test_init_merges_into_an_existing_vault_without_overwriting(tmp_path: Path) -> None:
    vault = tmp_path / "mine"
    obsidian = vault / ".obsidian"
    obsidian.mkdir(parents=True)
    (obsidian / "app.json").write_text('{"alwaysUpdateLinks": false, "vimMode": true}')
    (obsidian / "core-plugins.json").write_text('{"graph": false, "daily-notes": true}')
    (obsidian / "types.json").write_text('{"types": {"status": "multitext", "mine": "date"}}')
    (obsidian / "graph.json").write_text(
        '{"colorGroups": [{"query": "tag:#book", "color": {"a": 1, "rgb": 1}}],'
        ' "showTags": true}')
    (obsidian / "templates.json").write_text("not json {")
    (vault / "Home.md").write_text("my own home\n")
    (vault / ".gitignore").write_text("secret.md\n.obsidian/workspace.json\n")
    report = init_vault(vault)
    app = _json(obsidian / "app.json")
    assert app["alwaysUpdateLinks"] is False and app["vimMode"] is True
    assert app["newLinkFormat"] == "shortest"
    plugins = _json(obsidian / "core-plugins.json")
    assert plugins["graph"] is False and plugins["daily-notes"] is True  # theirs
    assert plugins["backlink"] is True and plugins["properties"] is True  # added
    types = _json(obsidian / "types.json")["types"]
    assert types["status"] == "multitext" and types["mine"] == "date"
    assert types["use_count"] == "number"
    assert any("status" in c for c in report.conflicts)
    graph = _json(obsidian / "graph.json")
    assert graph["showTags"] is True
    assert graph["colorGroups"][0]["query"] == "tag:#book"
    assert "path:Entities" in [g["query"] for g in graph["colorGroups"]]
    assert (obsidian / "templates.json").read_text() == "not json {"
    assert (vault / "Home.md").read_text() == "my own home\n"
    ignore = (vault / ".gitignore").read_text()
    assert ignore.startswith("secret.md\n") and ignore.count(".obsidian/workspace.json") == 1
    assert ".ebbing/" in ignore
    assert init_vault(vault).merged == []  # a second init changes nothing


def test_init_accepts_the_older_list_form_of_core_plugins(tmp_path: Path) -> None:
    vault = tmp_path / "old"
    (vault / ".obsidian").mkdir(parents=True)
    (vault / ".obsidian" / "core-plugins.json").write_text('["file-explorer", "graph"]')
    init_vault(vault)
    plugins = _json(vault / ".obsidian" / "core-plugins.json")
    assert isinstance(plugins, list)
    assert plugins[:2] == ["file-explorer", "graph"] and "backlink" in plugins


def test_the_template_in_the_repository_is_the_one_used() -> None:
    root = template_root()
    assert (root / ".obsidian" / "types.json").is_file()
    assert not list(root.glob("Inbox/*.md"))  # nothing there would become a memory
