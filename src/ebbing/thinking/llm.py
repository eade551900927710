"""The LLM writer of thoughts: one chat completion over the OpenAI-compatible API the
conflict judge uses (same settings: llm_base_url, llm_model, the key's variable, timeout;
same client, ebbing.lifecycle.judge.llm). The model gets the theme and the memories with
their ids and must cite them as [id]. An answer citing an id it was not given, or fewer than two, is
rejected (BadCitations); so is a failed call (WriterFailed): the caller then writes the
offline thought and says why."""

from __future__ import annotations

import urllib.error
from collections.abc import Sequence

from ebbing.config import Settings
from ebbing.core.derive import Source, check_citations, excerpt
from ebbing.lifecycle.judge.llm import LlmJudge, MalformedAnswer

SYSTEM = """You are the reflective thinking of a personal assistant's memory. You are given \
a THEME and MEMORIES, each with an id in square brackets. Write one short paragraph (at most \
four sentences) stating what links these memories. Use only facts stated in the memories; \
invent nothing. Cite every memory you rely on by writing its id in square brackets, e.g. \
[01J...]; cite at least two, and only ids from the list. Answer with the paragraph only."""


class WriterFailed(RuntimeError):
    """The LLM could not be asked (network, HTTP error, malformed reply)."""


def configured(settings: Settings) -> bool:
    return bool(settings.llm_base_url.strip() and settings.llm_model.strip())


def user_message(theme: str, sources: Sequence[Source]) -> str:
    lines = [f"THEME: {theme}", "MEMORIES:"]
    lines += [f"[{s.id}] {excerpt(s.content, 600)}" for s in sources]
    return "\n".join(lines)


def write_thought(settings: Settings, theme: str,
                  sources: Sequence[Source]) -> tuple[str, list[str]]:
    """The LLM's thought over `sources` and the ids it cites, checked (BadCitations when it
    cites an id not given or fewer than two)."""
    client = LlmJudge(settings.llm_base_url, settings.llm_model, settings.llm_api_key(),
                      settings.llm_timeout_s)
    body = {"model": client.model, "temperature": 0,
            "messages": [{"role": "system", "content": SYSTEM},
                         {"role": "user", "content": user_message(theme, sources)}]}
    try:
        text = client._ask(body).strip()
    except MalformedAnswer as error:
        raise WriterFailed(str(error)) from None
    except (urllib.error.URLError, TimeoutError, OSError) as error:
        raise WriterFailed(f"cannot reach {client.url}: "
                           f"{getattr(error, 'reason', None) or error}") from None
    return text, check_citations(text, [s.id for s in sources])
