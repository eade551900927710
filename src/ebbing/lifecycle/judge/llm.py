"""The LLM conflict judge: one chat completion per pair, over the OpenAI-compatible API
(`POST {base_url}/chat/completions`) that Ollama, the llama.cpp server, vLLM and hosted
providers speak. Standard library only (urllib), so it adds no dependency.

The prompt and the answer format are below (SYSTEM, `user_message`) and in docs/lifecycle.md.
A failed call (network, timeout, HTTP error) or a malformed answer falls back to the offline
judge, and the verdict's reason says so. An answer passes the same hedge limit as the offline
judge's verdicts (rules.judge.hedge_limit): hearsay "may have" is suspected at most, whatever
the model says. After a failure to reach the server, the judge does
not try again for the rest of its life (one `remember`, one `reconcile`), so an unreachable
server costs one timeout, not one per candidate.
"""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
from dataclasses import replace
from typing import Any

from ebbing.lifecycle.judge import Judged
from ebbing.lifecycle.rules.judge import Outcome, Verdict, hedge_limit, judge

SYSTEM = """You compare two memories kept by a personal assistant. OLD was remembered first, \
NEW later. Decide what NEW means for OLD:
- "outdated": OLD was true but is not any more (NEW reports a change: moved, quit, no longer, \
a new value that replaced the old one).
- "repudiated": OLD was never true (NEW corrects a mistake: "I was wrong", "actually", \
"that's not true", or plainly denies it).
- "suspected_outdated": NEW gives another value for the same single-valued fact about the \
same subject, without saying whether it changed or OLD was wrong.
- "none": no conflict: different subjects, compatible or additional facts, separate events, \
or the same fact again.
Read what each states: who, which attribute (where they live or work, whom they are with, \
what they eat or own, a plan's date), which value. A change of one attribute leaves the \
others alone ("Tom and I broke up" outdates "My partner is Tom", not "Tom loves jazz"). \
In reported speech ("X said ...", "小明说…") compare what was said and keep who said it. A \
hedge ("may have", "heard that", "not sure", "apparently", 可能, 好像, 听说, 不确定) makes \
NEW a possibility: "suspected_outdated" at most. The memories may be in Chinese or English.
Answer with one JSON object and nothing else:
{"outcome": "none" | "suspected_outdated" | "outdated" | "repudiated", \
"reason": "<one short sentence>", "part": "<the affected part of OLD, or null>"}"""

_OUTCOMES = {o.value: o for o in Outcome}
_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$")


class MalformedAnswer(ValueError):
    pass


def user_message(old: str, new: str, old_when: str | None = None,
                 new_when: str | None = None, old_who: str | None = None,
                 new_who: str | None = None) -> str:
    def line(label: str, text: str, when: str | None, who: str | None) -> str:
        about = [f"remembered {when}"] if when else []
        about += [f"said by {who}"] if who else []
        stamp = f" ({', '.join(about)})" if about else ""
        return f"{label}{stamp}: {' '.join(text.split())}"

    return line("OLD", old, old_when, old_who) + "\n" + line("NEW", new, new_when, new_who)


def request_body(model: str, user: str, json_mode: bool = True) -> dict[str, Any]:
    body: dict[str, Any] = {
        "model": model,
        "temperature": 0,
        "messages": [{"role": "system", "content": SYSTEM},
                     {"role": "user", "content": user}],
    }
    if json_mode:
        body["response_format"] = {"type": "json_object"}
    return body


class Rejected(MalformedAnswer):
    """The server refused the request itself (HTTP 400)."""


def parse_answer(content: str) -> Verdict:
    """The verdict in a model's answer; MalformedAnswer if it is not the documented JSON."""
    text = _FENCE.sub("", content.strip())
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end < start:
        raise MalformedAnswer("no JSON object in the answer")
    try:
        data = json.loads(text[start:end + 1])
    except json.JSONDecodeError as error:
        raise MalformedAnswer(f"invalid JSON: {error.msg}") from None
    if not isinstance(data, dict):
        raise MalformedAnswer("the answer is not a JSON object")
    outcome = _OUTCOMES.get(str(data.get("outcome", "")).strip().lower())
    if outcome is None:
        raise MalformedAnswer(f"unknown outcome {data.get('outcome')!r}")
    reason = data.get("reason")
    if not isinstance(reason, str) or not reason.strip():
        raise MalformedAnswer("no reason given")
    part = data.get("part")
    part = part.strip() or None if isinstance(part, str) else None
    return Verdict(outcome, reason.strip(), part if outcome is not Outcome.NONE else None, "llm")


class LlmJudge:
    name = "llm"

    def __init__(self, base_url: str, model: str, api_key: str | None = None,
                 timeout_s: float = 20.0) -> None:
        self.url = base_url.strip().rstrip("/") + "/chat/completions"
        self.model = model.strip()
        self.api_key = api_key
        self.timeout_s = timeout_s
        self.down: str | None = None  # why the server could not be reached, once it failed
        self.json_mode = True  # ask for a JSON object; dropped if the server refuses it

    def judge(self, old: str, new: str, *, old_when: str | None = None,
              new_when: str | None = None, old_who: str | None = None,
              new_who: str | None = None) -> Judged:
        who = (old_who, new_who)
        if self.down is not None:
            return self._fallback(old, new, self.down, who)
        user = user_message(old, new, old_when, new_when, old_who, new_who)
        try:
            try:
                content = self._ask(request_body(self.model, user, self.json_mode))
            except Rejected:
                if not self.json_mode:
                    raise
                self.json_mode = False  # some servers do not know response_format
                content = self._ask(request_body(self.model, user, False))
            return Judged(hedge_limit(parse_answer(content), new), "llm")
        except MalformedAnswer as error:
            return self._fallback(old, new, f"malformed answer: {error}", who)
        except (urllib.error.URLError, TimeoutError, OSError) as error:
            reason = getattr(error, "reason", None) or error
            self.down = f"cannot reach {self.url}: {reason}"
            return self._fallback(old, new, self.down, who)

    def _ask(self, body: dict[str, Any]) -> str:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        request = urllib.request.Request(self.url, data=json.dumps(body).encode(),
                                         headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
                payload = json.loads(response.read().decode("utf-8", "replace"))
        except urllib.error.HTTPError as error:
            kind = Rejected if error.code == 400 else MalformedAnswer
            raise kind(f"HTTP {error.code} from the server") from None
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise MalformedAnswer("the server's reply is not JSON") from None
        try:
            content = payload["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise MalformedAnswer("no choices[0].message.content in the reply") from None
        if not isinstance(content, str):
            raise MalformedAnswer("the message content is not text")
        return content

    @staticmethod
    def _fallback(old: str, new: str, why: str, who: tuple[str | None, str | None]) -> Judged:
        offline = judge(old, new, old_speaker=who[0], new_speaker=who[1])
        note = f"LLM judge not used ({why}); offline judge: {offline.reason}"
        return Judged(replace(offline, reason=note), "offline", why)
