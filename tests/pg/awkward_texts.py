"""Texts that COPY's text format reads specially (tabs, new lines, backslashes, \\N) or that are
easy to mangle (CJK, emoji, joiners), shared by the bulk-write tests."""

AWKWARD = [
    "tab\there, a new line\nand a carriage return\r\nend",
    "a backslash \\ and \\N and \\t written out, a quote \" and 'apostrophe'",
    "中文的记忆 我昨天在北京吃了烤鸭\t(with a tab)",
    "emoji 🙂 and a zero-width joiner \u200d, NBSP\u00a0here",
    "ends in a backslash \\",
]
