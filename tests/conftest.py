"""Test settings shared by the whole suite.

Hypothesis runs derandomized: each property test draws the same examples on every
run and every machine, so a clean CI checkout meets exactly the examples the suite
was last run with (a random draw can meet an expensive corner — an exact sum of
high-degree algebraic numbers, say — and turn a seconds-long test into minutes).
Set ``HYPOTHESIS_PROFILE=explore`` to draw fresh examples when hunting for bugs.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
