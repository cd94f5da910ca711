"""CPU time of a process and its descendants, from /proc: what a piece of work cost.

Tests bound the work a request or a function costs in CPU seconds, not in wall time: on a busy
machine (CI is a shared 2-core one) wall time grows with everyone else's load, CPU time does not.
"""

from __future__ import annotations

import os
from pathlib import Path


def _children(pid: int) -> list[int]:
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry.name}/stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def tree(pid: int) -> list[int]:
    """``pid`` and all its descendants."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(_children(current))
    return found


_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """CPU seconds ``pid`` has used (user and system), with those of its children it has waited for."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    # After the command name: state is field 3 of proc(5), utime 14, stime 15, cutime 16, cstime 17.
    return sum(int(field) for field in fields[11:15]) / _TICKS


def tree_cpu_seconds(pid: int) -> float:
    """CPU seconds of ``pid`` and all its descendants (the OCR helpers, a tesseract program), counting
    finished children through their parent's cutime/cstime. Unlike wall time it does not grow when
    other processes load the machine: it measures the work a request cost, not how long it waited."""
    return sum(cpu_seconds(p) for p in tree(pid))
