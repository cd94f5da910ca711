"""What a regular expression's text looks like from outside, for code that merges word-list patterns."""

from __future__ import annotations


def top_level_bar(pattern: str) -> bool:
    """Whether the pattern is itself an alternation ("a|b" outside any group or class)."""
    depth, escaped, in_class = 0, False, False
    for character in pattern:
        if escaped:
            escaped = False
        elif character == "\\":
            escaped = True
        elif in_class:
            in_class = character != "]"
        elif character == "[":
            in_class = True
        elif character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
        elif character == "|" and depth == 0:
            return True
    return False
