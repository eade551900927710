"""The Chinese judge's readings of a change, in the order judge_zh.py tries them after its cue
rules: the first that finds a change decides, and its name ("correction", "frame", "rate"...)
is the finding's part. Each reading takes the two sentences and returns (outcome, cue,
reason) or None."""

from __future__ import annotations

from collections.abc import Callable

from ebbing.lifecycle.rules import judge_zh_implied as implied
from ebbing.lifecycle.rules import judge_zh_moved as moved
from ebbing.lifecycle.rules import judge_zh_rates as rates
from ebbing.lifecycle.rules import judge_zh_same_doing as same_doing
from ebbing.lifecycle.rules import judge_zh_switch as switch
from ebbing.lifecycle.rules.judge_zh_anew import amount_anew, date_anew
from ebbing.lifecycle.rules.judge_zh_back import set_back
from ebbing.lifecycle.rules.judge_zh_coming import heard_coming, now_instead, only_broken
from ebbing.lifecycle.rules.judge_zh_denied import denied_value
from ebbing.lifecycle.rules.judge_zh_doer import doer_changed
from ebbing.lifecycle.rules.judge_zh_elsewise import heard_elsewise
from ebbing.lifecycle.rules.judge_zh_finished import finished
from ebbing.lifecycle.rules.judge_zh_flip import flipped
from ebbing.lifecycle.rules.judge_zh_hands import hands_conflict
from ebbing.lifecycle.rules.judge_zh_holder import holder_conflict
from ebbing.lifecycle.rules.judge_zh_intent import hedged_intent
from ebbing.lifecycle.rules.judge_zh_left import counted_anew
from ebbing.lifecycle.rules.judge_zh_lodged import lodged
from ebbing.lifecycle.rules.judge_zh_meaning import meaning_conflict
from ebbing.lifecycle.rules.judge_zh_measure import same_measure
from ebbing.lifecycle.rules.judge_zh_often import other_often
from ebbing.lifecycle.rules.judge_zh_price import price_moved
from ebbing.lifecycle.rules.judge_zh_prospect import heard_change
from ebbing.lifecycle.rules.judge_zh_pushed import time_pushed
from ebbing.lifecycle.rules.judge_zh_relocated import relocated
from ebbing.lifecycle.rules.judge_zh_renewed import renewed
from ebbing.lifecycle.rules.judge_zh_role import role_filled
from ebbing.lifecycle.rules.judge_zh_state import state_conflict
from ebbing.lifecycle.rules.judge_zh_tally import counted_again
from ebbing.lifecycle.rules.judge_zh_undone import undone
from ebbing.lifecycle.rules.judge_zh_whose import structural

READINGS: tuple[tuple[Callable[..., tuple[str, str, str] | None], str], ...] = (
    (denied_value, "correction"), (structural, "frame"), (state_conflict, "state"),
    (meaning_conflict, "meaning"), (holder_conflict, "holder"),
    (hands_conflict, "hands"), (implied.asleep, "implied"),
    (implied.stage_closed, "implied"), (implied.repaid_in_part, "implied"),
    (implied.pet_lost, "implied"), (undone, "end"), (rates.rate_changed, "rate"),
    (rates.done_since, "implied"), (rates.price_settled, "rate"),
    (price_moved, "rate"), (doer_changed, "holder"), (switch.switched, "state"),
    (switch.promoted, "state"), (switch.filled, "state"),
    (switch.all_disposed, "state"), (amount_anew, "rate"), (hedged_intent, "intent"),
    (relocated, "heard"), (heard_change, "heard"), *moved.READINGS, (date_anew, "date"),
    (finished, "implied"), (same_doing.amount_again, "rate"),
    (same_doing.date_moved, "date"), (same_doing.rate_again, "rate"),
    (set_back, "state"), (lodged, "state"))

# the last readings, tried only when every other reading, the same frame and the aligned slot
# found nothing (stop 32: judge_zh_coming; stop 33: judge_zh_measure, brought back in stop 34
# behind judge_zh_belongs)
LAST: tuple[tuple[Callable[..., tuple[str, str, str] | None], str], ...] = (
    (only_broken, "only"), (heard_coming, "heard"), (now_instead, "now"),
    (same_measure, "measure"), (flipped, "flip"), (time_pushed, "date"),
    (counted_anew, "measure"), (role_filled, "holder"),
    (renewed, "end"), (heard_elsewise, "heard"),
    (other_often, "rate"), (counted_again, "measure"))
