"""Where ebbing's working memory deliberately differs from MemNet 0.2.32 (each a MemNet bug,
listed in docs/working-memory.md): both are run, and the difference is asserted."""

from __future__ import annotations

from pathlib import Path

from wm_support import EXAMPLES, Ebbing, MemNet, Pair, normal, session_of

from ebbing.wm.caps import Caps
from ebbing.wm.ops import call


def test_a_refused_batch_prints_no_row_it_did_not_store() -> None:
    p = Pair("example", Caps())
    batch = "@TSK: T7|new one|1|urgent|persistent\n@TSK: T01|exists|1|urgent|persistent\n"
    code, out, err = p.memnet("add", "--stdin", "--session", p.mid, stdin=batch)
    assert code == 1 and out.startswith("@TSK: T7|")  # printed, yet undone:
    assert p.memnet("read", "get", "--id", "T7", "--session", p.mid)[0] == 1
    code, out, err = p.ebbing("add", session=p.wid, text=batch)
    assert (code, out) == (1, "") and "@ERR: id_exists|id T01 exists @TSK use update" in err
    assert p.ebbing("read get", session=p.wid, id="T7")[0] == 1


def test_an_undone_update_leaves_edges_where_they_were() -> None:
    p = Pair("example", Caps())
    batch = "@EDG: E03|TEC01|produces|N01||moved|persistent\n@TSK: T404|x|1|a|b\n"
    assert p.ebbing("update", session=p.wid, text=batch)[0] == 1
    graph = p.ebbing.ops.registry.get(p.wid).graph
    assert "E03" not in graph.in_edges.get("N01", set())
    assert "E03" in graph.in_edges["PRD01"]
    warm = p.ebbing("query warm", session=p.wid, anchor="PRD01")[1]
    assert "@EDG: E03|TEC01|produces|PRD01||output|persistent" in warm


def test_missing_input_and_ids_are_errors_not_crashes() -> None:
    p = Pair("example", Caps())
    assert normal(p.memnet("read", "get", "--session", p.mid))[2].startswith(
        "@ERR: internal|")
    code, _, err = p.ebbing("read get", session=p.wid)
    assert code == 1 and "@ERR: no_id|provide --id" in err
    assert "@ERR: internal|MemNetError" in p.memnet("add", "--session", p.mid)[2]
    code, _, err = p.ebbing("add", session=p.wid)
    assert code == 1 and "@ERR: no_input|provide line, --file, or --stdin" in err


def test_loading_with_keep_id_never_replaces_an_open_session(tmp_path: Path) -> None:
    p = Pair("example", Caps())
    saved = tmp_path / "snap.txt"
    assert p.memnet("session", "save", "--file", str(saved), "--session", p.mid)[0] == 0
    p.memnet("add", "@TSK: T8|after save|1|urgent|persistent", "--session", p.mid)
    assert p.memnet("session", "load", "--file", str(saved), "--keep-id")[0] == 0
    assert p.memnet("read", "get", "--id", "T8", "--session", p.mid)[0] == 1  # lost
    saved_reply = call(p.ebbing.ops, "session save", {"session": p.wid, "file": "x"})
    reply_text = saved_reply.file
    assert saved_reply.code == 0 and reply_text is not None
    p.ebbing("add", session=p.wid, text="@TSK: T8|after save|1|urgent|persistent")
    code, _, err = p.ebbing("session load", text=reply_text, keep_id=True)
    assert code == 1 and err.startswith("@ERR: session_exists|")
    assert p.ebbing("read get", session=p.wid, id="T8")[0] == 0  # kept


def test_snapshots_load_in_either(tmp_path: Path) -> None:
    p = Pair("coding", Caps())
    saved = tmp_path / "memnet.snap"
    p.memnet("session", "save", "--file", str(saved), "--session", p.mid)
    loaded = p.ebbing("session load", text=saved.read_text(), file=str(saved))
    assert loaded[0] == 0 and "@STAT: loaded|36|" in loaded[1]
    sid = session_of(loaded)
    assert normal(p.ebbing("read list", session=sid)) == normal(
        p.memnet("read", "list", "--session", p.mid))
    text = call(p.ebbing.ops, "session save", {"session": p.wid, "file": "f"}).file
    assert text is not None
    back = tmp_path / "ebbing.snap"
    back.write_text(text)
    memnet = MemNet()
    mid = session_of(memnet("session", "load", "--file", str(back)))
    assert normal(memnet("read", "list", "--session", mid)) == normal(
        p.ebbing("read list", session=p.wid))


def test_mem_is_a_reserved_tag() -> None:
    assert MemNet()("session", "open", "--map", "@MEM: id|text")[0] == 0
    code, _, err = Ebbing()("session open", map_lines=["@MEM: id|text"])
    assert code == 1 and err == "@ERR: reserved_tag|tag MEM is reserved\n"
    assert (EXAMPLES / "schema.example.txt").exists()
