"""Property tests of memory notes (hypothesis): any text as a memory's content survives
promote -> sync -> a property edit -> sync byte for byte, and any text a person appends to a
note stays in it. Hostile contents are also read back with obsidiantools."""

from __future__ import annotations

import tempfile
from datetime import timedelta
from pathlib import Path

import obsidiantools.api as otools
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from vault_support import T0, note_of, rewrite

import ebbing
from ebbing.vault.entity_note import ENTITY_MARKER
from ebbing.vault.memory_note import MARKER
from ebbing.vault.promote import promote_ids
from ebbing.vault.sections import END_MARKER
from ebbing.vault.sync import sync

LATER = T0 + timedelta(days=1)
PIECES = [MARKER, END_MARKER, ENTITY_MARKER, "\\" + MARKER, "\\\\" + END_MARKER, "## Related",
          "## Change log", "---", "id: other", "%%", "\\", "[[Max]]", "\t", " ", "\n", "\n\n"]
TEXT = st.lists(st.one_of(st.sampled_from(PIECES),
                          st.text(st.characters(blacklist_categories=["Cs"],
                                                blacklist_characters="\r\x00"), max_size=12)),
                min_size=1, max_size=8).map("".join)


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(content=TEXT.filter(lambda t: t.strip() != ""))
@example(content=f"above\n{MARKER}\nbelow")
def test_any_content_survives_promote_sync_property_edit_sync(content: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        svc = ebbing.open_store("test", "vault", home=Path(tmp) / "home")
        vault = Path(tmp) / "vault"
        memory = svc.remember(content, now=T0)
        promote_ids(svc, [memory.id], vault, now=T0)
        path = note_of(vault, memory.id)
        rewrite(path, "status: valid", "status: valid\nmood: fine")
        sync(svc, vault, now=LATER)
        sync(svc, vault, now=LATER + timedelta(days=1))
        after = svc.get(memory.id)
        assert after.content == memory.content and not after.change_log
        assert "mood: fine" in path.read_text(encoding="utf-8")
        svc.close()


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(added=TEXT.filter(lambda t: t.strip() != ""))
@example(added="a person's last line")
def test_any_text_a_person_appends_stays_in_the_note(added: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        svc = ebbing.open_store("test", "vault", home=Path(tmp) / "home")
        vault = Path(tmp) / "vault"
        memory = svc.remember("Max moved to Berlin", now=T0)
        promote_ids(svc, [memory.id], vault, now=T0)
        path = note_of(vault, memory.id)
        with path.open("a", encoding="utf-8") as handle:
            handle.write("\n" + added)
        sync(svc, vault, now=LATER)
        svc.edit(memory.id, tags=["people"], now=LATER)  # ebbing's part is rewritten
        sync(svc, vault, now=LATER)
        text = path.read_text(encoding="utf-8")
        kept = [line.strip() for line in added.split("\n") if line.strip()]
        assert all(line in text for line in kept)
        assert svc.get(memory.id).content == "Max moved to Berlin"
        svc.close()


HOSTILE = [f"a\n{MARKER}\nb", f"{END_MARKER}\nc", "---\nid: 0000\n---\nd", "## Related\ne",
           "%% ebbing: x %%\nf", "\\" + MARKER, "[[Max]] | # ^ : %%"]


def test_obsidiantools_reads_hostile_notes_back(tmp_path: Path) -> None:
    svc = ebbing.open_store("test", "vault", home=tmp_path / "home")
    vault = tmp_path / "vault"
    ids = [svc.remember(text, now=T0).id for text in HOSTILE]
    promote_ids(svc, ids, vault, now=T0)
    sync(svc, vault, now=LATER)
    reader = otools.Vault(vault).connect().gather()
    for memory_id, text in zip(ids, HOSTILE, strict=True):
        stem = note_of(vault, memory_id).stem
        assert reader.front_matter_index[stem]["id"] == memory_id
        source = reader.get_source_text(stem)
        assert text.split("\n")[-1] in source  # the text is in the note obsidian reads
        assert source.count(MARKER) == 1 + text.count(MARKER)  # content's are escaped
        assert svc.get(memory_id).content == text
    svc.close()
