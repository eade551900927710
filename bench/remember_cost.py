"""What conflict detection costs `remember`: in process and through the CLI, with detection on
and off, on stores of several sizes. Runs are interleaved (on, off, on, off, ...) so machine
noise hits both alike; medians are reported.

    python bench/remember_cost.py [--sizes 1000,10000] [--calls 60] [--cli-calls 7] [--zh]

Prints one JSON object: per size, `api_ms` / `api_no_check_ms` (MemoryService.remember),
`cli_s` / `cli_no_check_s` (a fresh `python -m ebbing remember` process each), the extra
cost of detection, and how many older memories the judge looked at per call.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.service import MemoryService

FIRST = ["Alice", "Bruno", "Chen", "Dara", "Elena", "Femi", "Greta", "Hugo", "Ines", "Jonas",
         "Kira", "Luca", "Mona", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tara"]
LAST = ["Novak", "Berg", "Silva", "Okafor", "Meyer", "Rossi", "Kowalski", "Haddad", "Ito",
        "Larsen", "Moreau", "Dubois", "Costa", "Weber", "Nagy"]
CITIES = ["Berlin", "Paris", "Lisbon", "Madrid", "Oslo", "Vienna", "Prague", "Dublin", "Rome",
          "Athens", "Warsaw", "Zurich", "Porto", "Lyon", "Bergen"]
FIRMS = ["Siemens", "Bosch", "Airbus", "Nokia", "Philips", "Spotify", "Zalando", "Adyen"]
FACTS = ["{p} lives in {c}.", "{p} works at {f}.", "{p} likes {x}.", "{p} is {n} years old.",
         "{p}'s favourite colour is {k}.", "{p} plays tennis on {d}s.",
         "{p} moved from {c} to {c2} last year.", "{p} drives a {y}."]
THINGS = ["green tea", "jazz", "hiking", "sourdough", "chess", "opera", "sushi", "board games"]
COLOURS = ["blue", "green", "red", "yellow", "purple"]
DAYS = ["Monday", "Tuesday", "Friday", "Saturday"]
CARS = ["Volvo", "Toyota", "Tesla", "Fiat"]
START = datetime(2025, 1, 1, tzinfo=UTC)
# --zh: Chinese facts, which the learned conflict reader reads (EBBING_CONFLICT_READER)
ZH_FIRST = list("伟芳娜敏静磊强军洋勇艳杰涛明超")
ZH_LAST = list("王李张刘陈杨赵黄周吴徐孙胡朱")
ZH_CITIES = ["北京", "上海", "广州", "成都", "杭州", "武汉", "西安", "南京", "重庆", "长沙"]
ZH_FIRMS = ["华为", "腾讯", "银行", "医院", "学校", "物流公司", "超市", "工厂"]
ZH_FACTS = ["{p}住在{c}。", "{p}在{c}的{f}上班。", "{p}喜欢{x}。", "{p}今年{n}岁。",
            "{p}开一辆{y}。", "{p}去年从{c}搬到了{c2}。", "{p}每个周末去{c}看父母。"]
ZH_THINGS = ["喝茶", "爬山", "下象棋", "打羽毛球", "做饭", "看电影"]
ZH_CARS = ["大众", "丰田", "比亚迪", "本田"]


ZH = False  # --zh


def fact(rng: random.Random) -> str:
    if ZH:
        return rng.choice(ZH_FACTS).format(
            p=rng.choice(ZH_LAST) + rng.choice(ZH_FIRST), c=rng.choice(ZH_CITIES),
            c2=rng.choice(ZH_CITIES), f=rng.choice(ZH_FIRMS), x=rng.choice(ZH_THINGS),
            n=rng.randint(20, 70), y=rng.choice(ZH_CARS))
    person = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    return rng.choice(FACTS).format(
        p=person, c=rng.choice(CITIES), c2=rng.choice(CITIES), f=rng.choice(FIRMS),
        x=rng.choice(THINGS), n=rng.randint(20, 70), k=rng.choice(COLOURS),
        d=rng.choice(DAYS), y=rng.choice(CARS))


def build(home: Path, n: int, rng: random.Random) -> None:
    svc = MemoryService(Settings(home=home))
    items = [{"content": fact(rng), "now": START + timedelta(minutes=i)} for i in range(n)]
    for i in range(0, n, 10_000):
        svc.remember_batch(items[i:i + 10_000], snapshot=False)
    svc.store.save_snapshot()
    svc.close()


def api_costs(home: Path, calls: int, rng: random.Random) -> dict[str, Any]:
    svc = MemoryService(Settings(home=home))
    svc.store.refresh()
    on: list[float] = []
    off: list[float] = []
    checked: list[int] = []
    changed = 0
    for i in range(calls):
        for check in (True, False) if i % 2 == 0 else (False, True):
            text = fact(rng)
            start = time.perf_counter()
            done = svc.remember_checked(text, check_conflicts=check)
            (on if check else off).append(time.perf_counter() - start)
            if check:
                checked.append(done.checked)
                changed += len(done.changes)
    svc.close()
    return {"api_ms": round(statistics.median(on) * 1000, 2),
            "api_no_check_ms": round(statistics.median(off) * 1000, 2),
            "api_detection_ms": round((statistics.median(on) - statistics.median(off)) * 1000,
                                      2),
            "judged_per_call": round(statistics.mean(checked), 1),
            "status_changes": changed, "calls": calls}


def cli_costs(home: Path, calls: int, rng: random.Random) -> dict[str, Any]:
    env = dict(os.environ, EBBING_HOME=str(home))
    on: list[float] = []
    off: list[float] = []
    for i in range(calls):
        for check in (True, False) if i % 2 == 0 else (False, True):
            args = [sys.executable, "-m", "ebbing", "remember", fact(rng)]
            if not check:
                args.append("--no-check")
            start = time.perf_counter()
            subprocess.run(args, env=env, check=True, capture_output=True)
            (on if check else off).append(time.perf_counter() - start)
    return {"cli_s": round(statistics.median(on), 3),
            "cli_no_check_s": round(statistics.median(off), 3),
            "cli_detection_s": round(statistics.median(on) - statistics.median(off), 3),
            "cli_calls": calls}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--calls", type=int, default=60)
    parser.add_argument("--cli-calls", type=int, default=7)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--zh", action="store_true", help="Chinese facts")
    args = parser.parse_args()
    global ZH
    ZH = args.zh
    rng = random.Random(args.seed)
    work = Path(tempfile.mkdtemp(prefix="ebbing-remember-cost-"))
    results = []
    try:
        for n in [int(s) for s in args.sizes.split(",") if s.strip()]:
            home = work / f"store-{n}"
            print(f"building {n} memories", file=sys.stderr)
            build(home, n, rng)
            row: dict[str, Any] = {"memories": n}
            row.update(api_costs(home, args.calls, rng))
            if args.cli_calls:
                row.update(cli_costs(home, args.cli_calls, rng))
            print(json.dumps(row), file=sys.stderr)
            results.append(row)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(json.dumps({"results": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
