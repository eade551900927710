"""Only a person's use is a use: a dream draws on memories without using them, so it never
makes them due for promotion nor keeps them from being forgotten (issue 26)."""

from __future__ import annotations

from pathlib import Path

from life_support import DAY, LIFE, cli, cli_json, tell_life


def _dreamed(at: str) -> list[str]:
    outcome = cli_json("dream", "--now", at)
    assert isinstance(outcome, dict) and outcome["memories"], "the dream wrote nothing"
    return list(outcome["cited"])


def test_a_dream_then_maintain_promotes_nothing_a_person_never_used(tmp_path: Path) -> None:
    ids = tell_life()
    cited = _dreamed(f"{DAY}T12:00:00Z")
    assert len(cited) >= 5
    for memory_id in cited:  # `show` says the dream did not use them
        shown = cli_json("show", memory_id)
        assert isinstance(shown, dict)
        assert shown["use_count"] == 0 and shown["strength"] == 1.0
        assert shown["last_used"] == shown["created_at"]
    used = ids["My sister Anna lives in Lisbon"]
    cli("touch", used, "--now", f"{DAY}T13:00:00Z")  # the one memory a person used
    report = cli_json("maintain", "--apply", "--vault", str(tmp_path / "vault"),
                      "--now", f"{DAY}T14:00:00Z")
    assert isinstance(report, dict)
    [agent] = report["agents"]
    assert agent["promoted"] == [used]


def test_a_dream_does_not_keep_what_it_drew_on_from_fading() -> None:
    tell_life()
    _dreamed("2026-12-02T10:00:00Z")  # twelve days later, everything has nearly faded
    faded = cli_json("gc", "--now", "2026-12-04T10:00:00Z")
    assert isinstance(faded, dict)
    forgotten = {m["content"] for m in faded["memories"]}
    assert forgotten >= set(LIFE)  # nobody used them; a dream over them is no use
