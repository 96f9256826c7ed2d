"""The test suite also keeps the code clean: ruff and mypy must pass."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_ruff_check_is_clean() -> None:
    proc = _run("ruff", "check", "eqgames", "tests", "benchmarks")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_is_clean() -> None:
    proc = _run("mypy")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_readme_quick_start_is_two_commands() -> None:
    text = (ROOT / "README.md").read_text()
    for marker in ("run", "test"):
        block = text.split(f"<!-- {marker} -->")[1].split(f"<!-- /{marker} -->")[0]
        lines = [ln for ln in block.splitlines() if ln.strip() and not ln.startswith("```")]
        assert len(lines) == 1, f"the {marker} quick start must be one command"
