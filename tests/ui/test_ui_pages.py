"""The web view driven in a real browser (headless Chromium): what a person sees and does."""

from __future__ import annotations

import json
import re
from typing import Any

from typer.testing import CliRunner
from ui_support import MARKUP, screenshot

from ebbing.cli.app import app
from ebbing.server.state import DaemonState

BASE = "/ui/a/default/default"


def test_agents_page_counts_every_agent(page: Any, running: DaemonState) -> None:
    page.goto(running.url + "/ui/")
    card = page.locator("article.agent")
    assert card.count() == 1
    assert "default/default" in card.inner_text()
    assert page.locator("dl.facts dd").first.inner_text() == "8"
    assert page.locator(".histogram rect.bar").count() == 6
    screenshot(page, "agents")


def test_search_finds_a_memory(page: Any, running: DaemonState) -> None:
    page.goto(running.url + BASE + "/memories")
    assert page.locator("table.memories tbody tr").count() == 8
    screenshot(page, "memories")
    page.fill("#q", "adopting a dog")
    page.click("form.filters button[type=submit]")
    first = page.locator("table.memories tbody tr").first
    assert "Caroline is adopting a dog from the shelter" in first.inner_text()
    assert page.locator("td.why").first.inner_text().strip()  # each hit says why it matched
    screenshot(page, "search")


def test_filters_narrow_the_list(page: Any, running: DaemonState) -> None:
    page.goto(running.url + BASE + "/memories?character=caroline&sort=occurred")
    texts = page.locator("table.memories td.text").all_inner_texts()
    assert len(texts) == 2 and all("Caroline" in t for t in texts)
    page.goto(running.url + BASE + "/memories?entity=Melanie")
    assert "hiking" in page.locator("table.memories tbody").inner_text()
    assert page.locator("table.memories tbody tr").count() == 1
    page.goto(running.url + BASE + "/memories?tag=work")
    assert page.locator("table.memories tbody tr").count() == 1


def test_supersede_in_the_page_shows_in_history(page: Any, running: DaemonState,
                                                seeded: dict[str, str]) -> None:
    old = seeded["ralph"]
    page.goto(f"{running.url}{BASE}/m/{old}")
    page.fill("#reason", "he moved to the product team")
    page.fill("#newer-text", "Ralph moved to the product team")
    page.click("#supersede")
    assert page.locator("#status").inner_text() == "outdated"
    log = page.locator("#change-log")
    assert "he moved to the product team" in log.inner_text()
    assert "Ralph moved to the product team" in log.inner_text()  # the cause, linked
    assert "Ralph moved to the product team" in page.locator("#history").inner_text()
    screenshot(page, "memory-superseded")
    result = CliRunner().invoke(app, ["history", old, "--json"])
    assert result.exit_code == 0, result.stderr
    chain = json.loads(result.stdout)["chain"]
    assert [m["content"] for m in chain] == ["Ralph joined the team as the new designer",
                                            "Ralph moved to the product team"]
    entry = chain[0]["change_log"][-1]
    assert entry["reason"] == "he moved to the product team"
    assert entry["to_status"] == "outdated" and entry["trigger_memory_id"] == chain[1]["id"]


def test_change_log_of_a_repudiated_memory(page: Any, running: DaemonState,
                                           seeded: dict[str, str]) -> None:
    page.goto(f"{running.url}{BASE}/m/{seeded['tea']}")
    assert "No change yet" in page.locator("#change-log").inner_text()
    page.fill("#reason", "I never said that")
    page.click("#repudiate")
    assert page.locator("#status").inner_text() == "repudiated"
    items = page.locator("#change-log li")
    assert items.count() == 1
    assert "valid" in items.first.inner_text() and "I never said that" in items.first.inner_text()
    page.fill("#reason", "it was true after all")
    page.click("#validate")
    assert page.locator("#change-log li").count() == 2
    assert page.locator("#status").inner_text() == "valid"


def _ys(page: Any, selector: str) -> float:
    return float(page.locator(selector).get_attribute("y1"))


def test_decay_plot_is_drawn_with_the_thresholds(page: Any, running: DaemonState,
                                                 seeded: dict[str, str]) -> None:
    page.goto(f"{running.url}{BASE}/m/{seeded['tea']}")
    plot = page.locator("#decay-plot")
    assert plot.is_visible()
    band = page.locator("#danger-band")
    top, height = float(band.get_attribute("y")), float(band.get_attribute("height"))
    promotion, forget = _ys(page, "#promotion-line"), _ys(page, "#forget-line")
    assert promotion < top < top + height < forget  # higher score, smaller y
    past = page.locator("#past-curve").get_attribute("points").split()
    future = page.locator("#future-curve").get_attribute("points").split()
    assert len(past) > 10 and len(future) > 10
    assert page.locator("#decay-plot circle.use").count() == 1  # the one use
    ys = [float(p.split(",")[1]) for p in future]
    assert ys == sorted(ys)  # the fade only falls (y grows)
    caption = page.locator(".plot figcaption").inner_text()
    assert "Half-life 3 days" in caption and "forget threshold" in caption
    box = plot.bounding_box()
    assert box["width"] > 300 and box["height"] > 100  # drawn, not just present
    screenshot(page, "memory")


def test_memory_holding_markup_is_shown_as_text(page: Any, running: DaemonState,
                                                seeded: dict[str, str]) -> None:
    page.goto(f"{running.url}{BASE}/m/{seeded['markup']}")
    assert page.locator("#content").inner_text() == MARKUP
    assert page.locator("#bold").count() == 0
    assert page.evaluate("typeof window.pwned") == "undefined"
    page.goto(f"{running.url}{BASE}/memories")
    assert "<script>" in page.locator("table.memories").inner_text()
    assert page.evaluate("typeof window.pwned") == "undefined"


def test_forget_then_restore_and_delete_asks_first(page: Any, running: DaemonState,
                                                   seeded: dict[str, str]) -> None:
    url = f"{running.url}{BASE}/m/{seeded['hike']}"
    page.goto(url)
    page.click("#forget")
    assert "archived" in page.locator("#done").inner_text()
    page.click("#restore")
    assert "restored" in page.locator("#done").inner_text()
    page.click("#delete")
    assert page.locator("#confirm-delete").is_visible()  # a confirmation, nothing gone yet
    page.goto(url)
    assert "hiking" in page.locator("#content").inner_text()
    page.click("#delete")
    page.click("#confirm-delete")
    assert re.search(r"/memories\?deleted=", page.url)
    page.goto(url)
    assert page.locator("#message").count() == 1  # 404: no such memory now


def test_review_shows_the_danger_zone_and_applies_gc(page: Any, running: DaemonState,
                                                      seeded: dict[str, str]) -> None:
    page.goto(running.url + BASE + "/review")
    assert "The plumber comes" in page.locator("#review-queue").inner_text()
    assert "The old wifi password" in page.locator("#gc-plan").inner_text()
    assert "The plumber comes" not in page.locator("#gc-plan").inner_text()
    screenshot(page, "review")
    page.click("#apply-gc")
    assert "archived 1 faded" in page.locator("#done").inner_text()
    page.goto(f"{running.url}{BASE}/m/{seeded['faded']}")
    assert page.locator("#restore").is_visible()  # archived, not deleted


def test_thinking_shows_what_a_thought_cites(page: Any, running: DaemonState,
                                             seeded: dict[str, str]) -> None:
    page.goto(running.url + BASE + "/thinking")
    card = page.locator(".derived-memory")
    assert card.count() == 1 and "likes being outdoors" in card.inner_text()
    page.click(".derived-memory summary")
    assert "adopting a dog" in card.inner_text() and "hiking" in card.inner_text()
    screenshot(page, "thinking")
    page.goto(f"{running.url}{BASE}/m/{seeded['dog']}")
    assert "likes being outdoors" in page.locator("#cited-by").inner_text()
    page.goto(f"{running.url}{BASE}/m/{seeded['thought']}")
    assert "adopting a dog" in page.locator("#cites").inner_text()


def test_working_memory_sessions(page: Any, running: DaemonState) -> None:
    from ebbing.server.client import request

    def wm(verb: str, **params: Any) -> dict[str, Any]:
        answer: dict[str, Any] = request(running, "POST", "/v1/wm",
                                         {"verb": verb, "params": params})
        assert answer["exitCode"] == 0, answer
        return answer

    opened = wm("session open", map_lines=["@TSK: id|goal|status|recycle", "@NOD: id|name"])
    sid = opened["stdout"][0].split(": ")[1].split("|")[0]
    wm("add", session=sid, text="@TSK: T1|plan the <b>trip</b>|open|keep\n@NOD: N1|Berlin")
    wm("add", session=sid, text="@EDG: E1|T1|links|N1|2026-01-01T00:00:00Z||keep")
    page.goto(running.url + "/ui/wm")
    text = page.locator("main").inner_text()
    assert sid in text and "plan the <b>trip</b>" in text and "Berlin" in text
    assert "links" in text
    screenshot(page, "working-memory")


def test_other_pages_render(page: Any, running: DaemonState) -> None:
    for path, name, marker in (
                               (BASE + "/graph?entity=Caroline", "graph", "Related"),
                               (BASE + "/thinking", "thinking", "Derived memories"),
                               ("/ui/wm", "working-memory", "Working memory")):
        page.goto(running.url + path)
        assert marker in page.content(), path
        if name == "graph":
            screenshot(page, name)
    page.goto(running.url + BASE + "/graph?entity=Caroline")
    melanie = page.locator("#related tr").filter(
        has=page.locator("td:first-child", has_text="Melanie"))
    assert "hiking in the Alps" in melanie.inner_text()  # the memory that links them
    page.click("svg#graph a >> nth=0")
    assert "entity=" in page.url
    response = page.goto(running.url + BASE + "/graph?entity=Nobody%20Known")
    assert response.status == 404


def test_consolidate_preview_then_merge(page: Any, running: DaemonState) -> None:
    from ebbing.config import load_settings
    from ebbing.service import MemoryService

    svc = MemoryService(load_settings())
    twins = [svc.remember("Max lives in Berlin with his two cats", check_conflicts=False).id
             for _ in range(2)]
    svc.close()
    page.goto(running.url + BASE + "/review")
    page.click("#plan-consolidate")
    card = page.locator(".card", has_text="cluster")
    assert card.count() == 1 and "merge" in card.inner_text()
    assert card.locator("li").count() == 2
    card.locator("button").click()
    assert "merged 1 cluster" in page.locator("#done").inner_text()
    svc = MemoryService(load_settings())
    alive = [i for i in twins if svc.store.get(i) is not None
             and svc.get(i).lifecycle.value != "archived"]
    assert len(alive) == 1  # one kept (the merged memory), the other folded into it


def test_touch_edit_promote_and_sign_out(page: Any, running: DaemonState,
                                         seeded: dict[str, str], ebbing_home: Any) -> None:
    from ebbing.config import load_settings
    from ebbing.service import MemoryService

    memory_id = seeded["dog"]
    page.goto(f"{running.url}{BASE}/m/{memory_id}")
    page.click("#touch")
    assert "one more use" in page.locator("#done").inner_text()
    assert page.locator("#decay-plot circle.use").count() == 1
    page.click("text=Edit")
    page.fill("#edit-form textarea", "Caroline adopted a dog from the shelter")
    page.fill("#edit-form input[name=tags]", "pets, family")
    page.click("#edit-form button")
    assert "edited content, tags" in page.locator("#done").inner_text()
    assert page.locator("#content").inner_text() == "Caroline adopted a dog from the shelter"
    page.click("#promote")
    assert "promoted to the vault" in page.locator("#done").inner_text()
    svc = MemoryService(load_settings())
    memory = svc.get(memory_id)
    assert memory.use_count == 1 and memory.tags == ["pets", "family"]
    assert memory.lifecycle.value == "promoted"
    notes = list((svc.folder / "vault").rglob("*.md"))
    assert any("Caroline adopted a dog" in n.read_text() for n in notes)
    page.click("text=sign out")
    response = page.goto(f"{running.url}{BASE}/m/{memory_id}")
    assert response.status == 401
