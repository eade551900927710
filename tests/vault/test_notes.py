"""The notes as written: one front-matter block in a fixed order, links a third-party reader
follows, entity notes for the graph, and nothing that churns every day."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import frontmatter
import obsidiantools.api as otools
from vault_support import T0, meta, note_of

from ebbing.models import ChangeLogEntry, Relation, Status
from ebbing.service import MemoryService
from ebbing.vault.memory_note import MEMORY_KEYS
from ebbing.vault.promote import promote_ids
from ebbing.vault.sync import sync


def _story(svc: MemoryService, vault: Path) -> tuple[str, str, str]:
    old = svc.remember("Max lives in Berlin", tags=["people", "Project X"],
                       entities=["Max", "Berlin"], character="user", now=T0)
    new = svc.remember("Max moved to Munich", tags=["people"], entities=["Max", "Munich"],
                       now=T0 + timedelta(days=1))
    other = svc.remember("Berlin has good bakeries", entities=["berlin"],
                         now=T0 + timedelta(hours=1))
    entry = ChangeLogEntry(at=T0 + timedelta(days=1), from_status=Status.VALID,
                           to_status=Status.OUTDATED, reason="Max moved",
                           affected_part="lives in Berlin", trigger_memory_id=new.id,
                           trigger_excerpt="moved to Munich")
    svc.edit(old.id, status=Status.OUTDATED, linked_new_memory_id=new.id, change_log=[entry],
             now=T0 + timedelta(days=1))
    svc.relate([Relation.model_validate({"from": other.id, "to": old.id, "type": "about",
                                         "created_at": T0})])
    promote_ids(svc, [old.id, new.id, other.id], vault, now=T0 + timedelta(days=2))
    return old.id, new.id, other.id


def test_front_matter_has_a_fixed_order_iso_times_and_quoted_links(svc: MemoryService,
                                                                   vault: Path) -> None:
    old, new, _ = _story(svc, vault)
    path = note_of(vault, old)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n") and text.count("\n---\n") == 1  # one block, closed once
    data = meta(path)
    assert list(data)[: len(MEMORY_KEYS)] == list(MEMORY_KEYS)
    assert "created: 2025-03-01T09:00:00\n" in text
    assert "updated: 2025-03-03T09:00:00\n" in text  # the promotion
    assert data["tags"] == ["people", "Project-X"]
    assert data["status"] == "outdated" and data["lifecycle"] == "promoted"
    assert data["use_count"] == 0 and data["strength"] == 1.0
    assert data["character"] == "user"
    new_stem = note_of(vault, new).stem
    assert f'superseded_by: "[[{new_stem}]]"' in text
    assert '- "[[Max]]"' in text and '- "[[Berlin]]"' in text
    assert data["change_log"] == [
        "2025-03-02T09:00:00 valid -> outdated: Max moved (part: lives in Berlin)"]
    assert "score" not in data  # a live score would churn every note every day


def test_body_has_the_text_related_and_a_readable_change_log(svc: MemoryService,
                                                             vault: Path) -> None:
    old, new, other = _story(svc, vault)
    body = frontmatter.load(note_of(vault, old)).content
    text, rest = body.split("\n\n%% ebbing:", 1)
    assert text == "Max lives in Berlin"
    new_stem, other_stem = note_of(vault, new).stem, note_of(vault, other).stem
    assert "## Related" in rest and "## Change log" in rest
    assert "- [[Max]] (entity)" in rest
    assert f"- superseded by [[{new_stem}]]" in rest
    assert f"- about (from): [[{other_stem}]]" in rest
    assert ("- 2025-03-02 09:00 UTC valid → outdated: Max moved (part: “lives in Berlin”); "
            f"because of [[{new_stem}]]: “moved to Munich”") in rest


def test_obsidiantools_reads_links_backlinks_and_front_matter(svc: MemoryService,
                                                              vault: Path) -> None:
    old, new, other = _story(svc, vault)
    stems = {i: note_of(vault, i).stem for i in (old, new, other)}
    reader = otools.Vault(vault).connect().gather()
    for memory_id, stem in stems.items():
        assert reader.front_matter_index[stem]["id"] == memory_id
    assert set(reader.wikilinks_index[stems[old]]) >= {"Max", "Berlin", stems[new]}
    assert set(reader.wikilinks_index[stems[new]]) >= {"Max", "Munich"}
    assert set(reader.backlinks_index["Max"]) == {stems[old], stems[new]}
    assert set(reader.backlinks_index["Berlin"]) == {stems[old], stems[other]}
    assert stems[old] in reader.backlinks_index[stems[new]]
    # entity notes link back, so the graph connects memories through them
    assert set(reader.wikilinks_index["Max"]) == {stems[old], stems[new]}
    assert reader.front_matter_index["Max"]["entity"] == "Max"
    unresolved = set(reader.nonexistent_notes)
    assert not unresolved & {"Max", "Berlin", "Munich", *stems.values()}


def test_every_note_parses_and_the_types_cover_every_key(svc: MemoryService,
                                                         vault: Path) -> None:
    import orjson

    _story(svc, vault)
    for path in vault.rglob("*.md"):
        frontmatter.load(path)  # home note, template, memories, entities
    types = orjson.loads((vault / ".obsidian" / "types.json").read_bytes())["types"]
    written = set()
    for path in [*vault.glob("Memories/*.md"), *vault.glob("Entities/*.md")]:
        written |= set(meta(path))
    assert written <= set(types)
    assert types["created"] == "datetime" and types["use_count"] == "number"


def test_entity_notes_one_per_entity_whatever_the_case(svc: MemoryService,
                                                       vault: Path) -> None:
    _story(svc, vault)
    names = sorted(p.stem for p in (vault / "Entities").glob("*.md"))
    assert names == ["Berlin", "Max", "Munich"]  # "Berlin" and "berlin" share a note


def test_a_sync_with_nothing_new_writes_nothing(svc: MemoryService, vault: Path) -> None:
    _story(svc, vault)
    before = {p: p.stat().st_mtime_ns for p in vault.rglob("*.md")}
    report = sync(svc, vault, now=T0 + timedelta(days=3))
    assert not report.changed and report.problems == []
    assert {p: p.stat().st_mtime_ns for p in vault.rglob("*.md")} == before


def test_a_use_updates_the_note_but_a_day_passing_does_not(svc: MemoryService,
                                                           vault: Path) -> None:
    old, _, _ = _story(svc, vault)
    path = note_of(vault, old)
    before = path.read_bytes()
    sync(svc, vault, now=T0 + timedelta(days=30))
    assert path.read_bytes() == before
    svc.touch(old, now=T0 + timedelta(days=31))
    report = sync(svc, vault, now=T0 + timedelta(days=31))
    assert report.written == [path.relative_to(vault).as_posix()]
    assert meta(path)["use_count"] == 1
    assert meta(path)["last_used"].isoformat() == "2025-04-01T09:00:00"


def test_an_entity_note_a_person_already_has_is_used_not_duplicated(svc: MemoryService,
                                                                    vault: Path) -> None:
    from ebbing.vault.template import init_vault

    init_vault(vault)
    (vault / "Entities" / "Max.md").write_text("---\nborn: 1990\n---\nMy friend from school.\n",
                                              encoding="utf-8")
    m = svc.remember("Max moved to Berlin", entities=["Max"], now=T0)
    promote_ids(svc, [m.id], vault, now=T0)
    assert sorted(p.name for p in (vault / "Entities").iterdir()) == ["Max.md"]
    post = frontmatter.load(vault / "Entities" / "Max.md")
    assert post["entity"] == "Max" and post["born"] == 1990
    assert post.content.startswith("My friend from school.")
    assert f"[[{note_of(vault, m.id).stem}]]" in post.content
