"""Everyday updates through the CLI with the default offline settings: a break-up outdates the
partner memory and not the hobby, a diet that ended, a move, a job change, hearsay with a
hedge at most suspected; and `reconcile` gives the verdicts `remember` gave, no more."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()


def remember(text: str, day: str) -> dict[str, object]:
    result = runner.invoke(app, ["remember", text, "--json", "--now", day,
                                 "--occurred-at", day])
    assert result.exit_code == 0, result.stderr
    return dict(json.loads(result.stdout))


def status(memory_id: object) -> str:
    result = runner.invoke(app, ["show", str(memory_id), "--json"])
    assert result.exit_code == 0, result.stderr
    return str(json.loads(result.stdout)["status"])


def test_a_life_of_updates_changes_the_right_memories() -> None:
    partner = remember("My partner is Tom.", "2026-09-01")
    jazz = remember("Tom loves jazz.", "2026-09-02")
    veggie = remember("I have been vegetarian since 2020.", "2026-09-03")
    home = remember("I live in Munich.", "2026-09-04")
    job = remember("I work at Google as a designer.", "2026-09-05")
    dating = remember("Xiao Ming is dating Xiao Hong.", "2026-09-06")
    broke = remember("Tom and I broke up in October.", "2026-11-01")
    assert [c["id"] for c in broke["conflicts"]] == [partner["id"]]  # type: ignore[index]
    remember("I'm not vegetarian anymore, I eat fish now.", "2026-11-02")
    remember("We moved from Munich to Hamburg.", "2026-11-03")
    remember("I started a new job at Spotify last week.", "2026-11-04")
    hearsay = remember("Xiao Li heard that Xiao Ming may have broken up with Xiao Hong, but "
                       "she is not sure.", "2026-11-05")
    assert [c["to_status"] for c in hearsay["conflicts"]] == [  # type: ignore[index]
        "suspected_outdated"]
    assert status(partner["id"]) == "outdated"
    assert status(jazz["id"]) == "valid"
    assert status(veggie["id"]) == "outdated"
    assert status(home["id"]) == "outdated"
    assert status(job["id"]) == "outdated"
    assert status(dating["id"]) == "suspected_outdated"
    # reconcile judges each memory against the same candidates with the same judge: every
    # pair remember decided is left as it is, and it finds nothing remember let pass
    result = runner.invoke(app, ["reconcile", "--json"])
    assert result.exit_code == 0, result.stderr
    findings = json.loads(result.stdout)["findings"]
    assert [(f["old_content"], f["new_content"]) for f in findings] == []


def test_a_correction_repudiates_and_a_restatement_changes_nothing() -> None:
    claim = remember("Xiao Ming told Kimi that insects are not drawn to light.", "2026-10-01")
    again = remember("Xiao Ming told Kimi that insects are not drawn to light.", "2026-10-02")
    assert again["conflicts"] == []
    fixed = remember("Xiao Ming told Kimi he was wrong earlier: insects are drawn to light.",
                     "2026-10-03")
    assert {c["id"] for c in fixed["conflicts"]} == {  # type: ignore[union-attr]
        claim["id"], again["id"]}
    assert status(claim["id"]) == "repudiated"


def test_chinese_updates_through_remember_find_their_older_memory() -> None:
    # the word index keys a Chinese run by its character pairs too (anchors.text_keys), so a
    # stored Chinese memory is a conflict candidate for a newer one on the CLI's remember
    dating = remember("\u5c0f\u660e\u8bf4\u4ed6\u548c\u5c0f\u7ea2\u5728\u8c08\u604b\u7231",
                      "2026-09-01")  # 小明说他和小红在谈恋爱
    dog = remember("\u5c0f\u7ea2\u517b\u4e86\u4e00\u53ea\u67ef\u57fa",
                   "2026-09-02")  # 小红养了一只柯基
    home = remember("\u8001\u738b\u4f4f\u5728\u676d\u5dde", "2026-09-03")  # 老王住在杭州
    hearsay = remember("\u963f\u82b3\u542c\u8bf4\u8001\u738b\u53ef\u80fd\u642c\u5230\u4e86"
                       "\u6df1\u5733\uff0c\u4f46\u5979\u4e0d\u786e\u5b9a",
                       "2026-10-01")  # 阿芳听说老王可能搬到了深圳, 但她不确定
    changes = hearsay["conflicts"]
    assert all(c["to_status"] != "outdated" for c in changes)  # type: ignore[union-attr]
    broke = remember("\u5c0f\u660e\u8bf4\u4ed6\u5df2\u7ecf\u548c\u5c0f\u7ea2\u5206\u624b"
                     "\u4e86", "2026-11-01")  # 小明说他已经和小红分手了
    assert [c["id"] for c in broke["conflicts"]] == [dating["id"]]  # type: ignore[index]
    assert status(dating["id"]) == "outdated"
    assert status(dog["id"]) == "valid"
    assert status(home["id"]) in {"valid", "suspected_outdated"}
