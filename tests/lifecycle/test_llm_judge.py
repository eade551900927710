"""The LLM judge against a small fake OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from ebbing.config import Settings
from ebbing.lifecycle.judge import make_judge
from ebbing.lifecycle.judge.llm import SYSTEM, LlmJudge, parse_answer
from ebbing.lifecycle.rules.judge import Outcome
from ebbing.models import Status
from ebbing.service import MemoryService


class FakeServer:
    """Answers each POST with the next scripted reply: (status, body) or a content string."""

    def __init__(self) -> None:
        self.replies: list[Any] = []
        self.requests: list[dict[str, Any]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                fake.requests.append({"path": self.path, "headers": dict(self.headers),
                                      "body": json.loads(self.rfile.read(length))})
                reply = fake.replies.pop(0) if fake.replies else (500, "no reply scripted")
                if isinstance(reply, str):
                    reply = (200, json.dumps({"choices": [{"message": {
                        "role": "assistant", "content": reply}}]}))
                status, body = reply
                data = body.encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server() -> Iterator[FakeServer]:
    fake = FakeServer()
    yield fake
    fake.close()


def llm_service(home: Path, url: str, **extra: Any) -> MemoryService:
    return MemoryService(Settings(home=home, conflict_judge="llm", llm_base_url=url,
                                  llm_model="tiny-judge", llm_timeout_s=5, **extra))


ANSWER = json.dumps({"outcome": "repudiated", "reason": "NEW says Max never lived there",
                     "part": "lives in Berlin"})


def test_a_good_answer_decides(server: FakeServer, ebbing_home: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_KEY", "sk-test")
    svc = llm_service(ebbing_home, server.url, llm_api_key_env="MY_KEY")
    old = svc.remember("Max lives in Berlin.", check_conflicts=False)
    server.replies.append(ANSWER)
    done = svc.remember_checked("Max, a friend of Tom, likes Berlin's parks.")
    (finding,) = done.findings
    assert finding.judge == "llm" and finding.fallback is None
    stored = svc.get(old.id)
    assert stored.status is Status.REPUDIATED
    assert stored.change_log[0].reason == "llm judge: NEW says Max never lived there"
    assert stored.change_log[0].affected_part == "lives in Berlin"
    (request,) = server.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    body = request["body"]
    assert body["model"] == "tiny-judge" and body["temperature"] == 0
    assert body["messages"][0] == {"role": "system", "content": SYSTEM}
    user = body["messages"][1]["content"]
    assert user.startswith("OLD (remembered ") and "Max lives in Berlin." in user
    assert "\nNEW (remembered " in user


@pytest.mark.parametrize(("reply", "why"), [
    ("I think they conflict.", "no JSON object"),
    ('{"outcome": "maybe", "reason": "x"}', "unknown outcome"),
    ('{"outcome": "outdated"}', "no reason"),
    ((200, '{"id": "x"}'), "no choices"),
    ((500, '{"error": "boom"}'), "HTTP 500"),
])
def test_a_malformed_or_failed_answer_falls_back_and_says_so(
        server: FakeServer, ebbing_home: Path, reply: Any, why: str) -> None:
    svc = llm_service(ebbing_home, server.url)
    old = svc.remember("Max lives in Berlin.", check_conflicts=False)
    server.replies.append(reply)
    done = svc.remember_checked("Max moved from Berlin to Paris.")
    (finding,) = done.findings
    assert finding.judge == "offline" and why in (finding.fallback or "")
    entry = svc.get(old.id).change_log[0]
    assert entry.reason.startswith("offline judge: LLM judge not used (")
    assert why in entry.reason and "'moved': place changed for Max" in entry.reason
    assert svc.get(old.id).status is Status.OUTDATED


def test_a_server_that_refuses_json_mode_is_asked_without_it(server: FakeServer) -> None:
    server.replies += [(400, '{"error": "unknown field response_format"}'), ANSWER, ANSWER]
    judge = LlmJudge(server.url, "m", timeout_s=5)
    first = judge.judge("Max lives in Berlin.", "Max never lived in Berlin.")
    second = judge.judge("Max lives in Berlin.", "Max never lived in Berlin.")
    assert first.judge == second.judge == "llm" and not judge.json_mode
    assert first.verdict.outcome is Outcome.REPUDIATED
    assert ["response_format" in r["body"] for r in server.requests] == [True, False, False]


def test_an_unreachable_server_is_tried_once(server: FakeServer, ebbing_home: Path) -> None:
    url = server.url
    server.close()
    judge = LlmJudge(url, "m", timeout_s=2)
    first = judge.judge("Max lives in Berlin.", "Max lives in Paris.")
    second = judge.judge("Anna likes tea.", "Anna no longer likes tea.")
    assert first.judge == second.judge == "offline"
    assert "cannot reach" in (first.fallback or "") and judge.down is not None
    assert first.verdict.outcome is Outcome.SUSPECTED_OUTDATED
    assert second.verdict.outcome is Outcome.OUTDATED


def test_answers_in_code_fences_and_none_are_read() -> None:
    fenced = parse_answer('```json\n{"outcome": "none", "reason": "compatible", "part": "x"}\n```')
    assert fenced.outcome is Outcome.NONE and fenced.part is None


def test_settings_pick_the_judge(ebbing_home: Path) -> None:
    assert make_judge(Settings(home=ebbing_home)).name == "offline"
    llm = make_judge(Settings(home=ebbing_home, conflict_judge="llm",
                              llm_base_url="http://127.0.0.1:9/v1/", llm_model="m"))
    assert isinstance(llm, LlmJudge) and llm.url == "http://127.0.0.1:9/v1/chat/completions"


# -- the everyday cases (issue 26) and Chinese ones (issue 25), through the LLM judge ----------
def answer(outcome: str, reason: str = "scripted") -> str:
    return json.dumps({"outcome": outcome, "reason": reason, "part": None})


def test_the_prompt_asks_for_attributes_reported_speech_and_hedges() -> None:
    for said in ("attribute", "reported speech", "hedge", "suspected_outdated\" at most",
                 "听说", "Chinese"):
        assert said in SYSTEM, said


@pytest.mark.parametrize(("old", "new"), [
    ("Xiao Ming is dating Xiao Hong.",
     "Xiao Li heard that Xiao Ming may have broken up with Xiao Hong, but she is not sure."),
    ("Greta lives in Oslo.", "Greta probably lives in Bergen now, I'm not sure."),
    ("小明和小红在谈恋爱。", "小李听说小明可能和小红分手了，但她不确定。"),  # noqa: RUF001
])
def test_a_hedged_answer_is_suspected_at_most(server: FakeServer, old: str, new: str) -> None:
    judge = LlmJudge(server.url, "tiny-judge")
    server.replies.append(answer("outdated", "they broke up"))
    judged = judge.judge(old, new)
    assert judged.judge == "llm" and judged.verdict.outcome is Outcome.SUSPECTED_OUTDATED
    assert "hedge" in judged.verdict.reason
    server.replies.append(answer("none"))  # a "none" stays none: the limit only lowers
    assert judge.judge(old, new).verdict.outcome is Outcome.NONE
    user = server.requests[0]["body"]["messages"][1]["content"]
    assert old in user and " ".join(new.split()) in user


def test_a_break_up_through_remember_asks_about_each_candidate(server: FakeServer,
                                                               ebbing_home: Path) -> None:
    svc = llm_service(ebbing_home, server.url)
    partner = svc.remember("My partner is Tom.", check_conflicts=False)
    jazz = svc.remember("Tom loves jazz.", check_conflicts=False)
    # the partner memory shares Tom and the attribute's words (partner, broke): asked first
    server.replies += [answer("outdated", "the relationship ended"), answer("none")]
    done = svc.remember_checked("Tom and I broke up in October.")
    olds = [r["body"]["messages"][1]["content"].split("\n")[0] for r in server.requests]
    assert "My partner is Tom." in olds[0] and "Tom loves jazz." in olds[1]
    assert [f.old.id for f in done.findings] == [partner.id]
    assert svc.get(partner.id).status is Status.OUTDATED
    assert svc.get(jazz.id).status is Status.VALID


def test_a_failed_answer_on_a_chinese_pair_falls_back_to_the_chinese_rules(
        server: FakeServer) -> None:
    judge = LlmJudge(server.url, "tiny-judge")
    server.replies.append("我觉得是冲突。")
    judged = judge.judge("小明说他和小红在谈恋爱。", "小明说他已经和小红分手了。")
    assert judged.judge == "offline" and "no JSON object" in (judged.fallback or "")
    assert judged.verdict.outcome is Outcome.OUTDATED
    assert "'分手'" in judged.verdict.reason
