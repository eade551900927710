# ruff: noqa: RUF001
"""The prompt's own words in Spanish, German, Japanese and Korean (core/prompt.py WORDS), chosen
by the client's language tag (lang/script.py `normalise_language`)."""

from __future__ import annotations

import pytest

from ebbing.core.prompt import WORDS, PromptItem, change_line, folded_line, nothing, render
from ebbing.lang import normalise_language


@pytest.mark.parametrize("language", ["es", "de", "ja", "ko"])
def test_every_language_has_every_word(language: str) -> None:
    assert set(WORDS[language]) == set(WORDS["zh"])
    assert all(WORDS[language][key] != WORDS["en"].get(key) for key in
               ("header", "nothing", "history", "outdated"))


def test_the_header_and_the_empty_line_follow_the_tag() -> None:
    item = PromptItem("2026-05-02", "Inés", "Inés se mudó a Cádiz con su hermana.", "valid")
    assert render([item], language=normalise_language("es-MX")).startswith("Recuerdos relevantes")
    assert nothing(normalise_language("de-AT")) == "Keine gespeicherte Erinnerung passt hierzu."
    assert nothing(normalise_language("ja-JP")).startswith("これに関連する記憶")
    assert nothing(normalise_language("ko_KR")).startswith("이와 관련된 기억")
    assert normalise_language("fr-CA") == "en"  # no words of its own yet
    assert render([item]).startswith("Relevant memories")


def test_an_old_memory_is_marked_in_the_language() -> None:
    old = PromptItem("2025-11-20", None, "Henrik arbeitet bei der Post.", "outdated",
                     changes=("2026-01-04 valid -> outdated",))
    shown = render([old], language="de")
    assert "Nicht mehr zutreffend" in shown and "veraltet; gilt nicht mehr" in shown
    assert change_line("2026-01-04", "valid", "outdated", "Jobwechsel", None, None,
                       "de") == "2026-01-04 gültig -> veraltet: Jobwechsel"
    assert folded_line(4, "ja") == "（4 件の以前の変更をまとめました）"
    assert folded_line(2, "es") == "(2 cambios anteriores agrupados)"
    assert folded_line(2) == "(2 earlier changes folded)"
