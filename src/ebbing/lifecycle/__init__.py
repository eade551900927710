"""The lifecycle of a memory: statuses, change logs and conflict detection.

Inside, `ebbing.lifecycle.rules` is pure (plain values in and out, no I/O, no clock, no
configuration; tests/test_architecture.py holds it to the same rules as `ebbing.core`): the
status transitions and change-log folding (`rules.status`), the anchors that find conflict
candidates (`rules.anchors`) and the offline judge (`rules.judge`, with `judge_text`,
`judge_evidence`, `judge_speech`, `judge_relations`, `judge_words`).

Outside, what reads and writes the store: status changes under the store's lock
(`statuses`), detection on `remember` and `reconcile` (`conflicts`), the word index that
finds candidates (`words`) and its fallback scan of the log (`scan`), and the judges chosen
by the settings, offline or an LLM (`judge`, `judge.llm`).
"""
